import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract';

/** A page's script failed to arrive (spec §8: chunk loading has its own error). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause));
      },
    );
  });
}
