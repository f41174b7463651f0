/**
 * A resumable upload of one file in chunks, independent of how the bytes travel (a transport), so
 * the offset, resume and retry rules are tested without a network:
 * - the server says where to start (`received`): a file begun before continues there;
 * - chunks go one after another, each at the offset the server holds;
 * - a chunk refused for its offset (the server is elsewhere, e.g. a lost answer) continues from the
 *   server's `received` without counting as a failure;
 * - a network failure, a timeout or a server error waits (exponential backoff) and tries again;
 *   any other refusal (not a video, no access, ...) ends the upload with that error.
 */

/** The server is at another offset than the chunk was sent at. */
export class OffsetMismatchError extends Error {
  constructor(readonly received: number) {
    super(`offset mismatch: the server has ${received} bytes`);
    this.name = 'OffsetMismatchError';
  }
}

/** The upload was cancelled by the person uploading. */
export class UploadCancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'UploadCancelledError';
  }
}

export interface StartedUpload {
  uploadId: string;
  chunkSize: number;
  received: number;
  status: 'uploading' | 'complete' | 'failed';
}

export interface UploadTransport {
  start(input: { fileName: string; size: number }): Promise<StartedUpload>;
  /** Sends `bytes` at `offset`; answers what the server holds now; throws OffsetMismatchError when out of step. */
  sendChunk(
    uploadId: string,
    offset: number,
    bytes: Blob,
    options: { signal: AbortSignal; onProgress?: (loaded: number) => void },
  ): Promise<{ received: number }>;
  /** Tells the server to drop what it received (best effort). */
  cancel?(uploadId: string): Promise<unknown>;
}

export type UploadPhase = 'starting' | 'uploading' | 'retrying' | 'done' | 'failed' | 'cancelled';

export interface UploadProgress {
  phase: UploadPhase;
  uploadId?: string;
  /** Bytes the server confirmed, plus those of the chunk on its way. */
  received: number;
  size: number;
  /** 0–100, whole. */
  percent: number;
  /** Over the last few seconds; 0 until there is something to measure. */
  bytesPerSecond: number;
  /** While waiting to try again: how long, and which attempt comes next. */
  retryInMs?: number;
  attempt?: number;
  error?: unknown;
}

export interface ChunkedUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Whether an error is worth trying again (network, timeout, 5xx, rate limit). */
  isRetryable: (error: unknown) => boolean;
  /** Consecutive failures tolerated before giving up. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injected in tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface ChunkedUpload {
  /** Resolves with the upload id once the server holds every byte. */
  done: Promise<string>;
  cancel(): void;
}

const SPEED_WINDOW_MS = 5_000;
/** Refusals for the offset in a row before the upload is considered broken (each makes progress otherwise). */
const MAX_MISMATCHES = 20;

export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadCancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function startChunkedUpload(
  file: Blob & { name: string },
  transport: UploadTransport,
  options: ChunkedUploadOptions,
): ChunkedUpload {
  const {
    onProgress,
    isRetryable,
    maxRetries = 8,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    sleep = defaultSleep,
    now = () => Date.now(),
  } = options;
  const controller = new AbortController();
  const size = file.size;
  const samples: { at: number; bytes: number }[] = [];
  let uploadId: string | undefined;
  /** What the server confirmed holding: shown when the upload ends without finishing. */
  let confirmed = 0;

  const speed = (bytes: number) => {
    const at = now();
    samples.push({ at, bytes });
    while (samples.length > 2 && at - samples[0]!.at > SPEED_WINDOW_MS) samples.shift();
    const first = samples[0]!;
    const seconds = (at - first.at) / 1000;
    return seconds > 0 ? Math.max(0, (bytes - first.bytes) / seconds) : 0;
  };
  const report = (phase: UploadPhase, received: number, extra: Partial<UploadProgress> = {}) => {
    onProgress?.({
      phase,
      uploadId,
      received,
      size,
      percent: size ? Math.floor((received / size) * 100) : 100,
      bytesPerSecond: phase === 'uploading' ? speed(received) : 0,
      ...extra,
    });
  };
  const cancelled = () => controller.signal.aborted;

  /** Runs `step`, waiting and trying again while it fails in a retryable way. */
  async function withRetry<T>(step: () => Promise<T>, received: () => number): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await step();
      } catch (error) {
        if (cancelled()) throw new UploadCancelledError();
        if (error instanceof OffsetMismatchError || !isRetryable(error) || attempt > maxRetries) throw error;
        const delay = backoffDelay(attempt, baseDelayMs, maxDelayMs);
        report('retrying', received(), { retryInMs: delay, attempt: attempt + 1, error });
        await sleep(delay, controller.signal);
        if (cancelled()) throw new UploadCancelledError();
      }
    }
  }

  async function run(): Promise<string> {
    report('starting', 0);
    const started = await withRetry(
      () => transport.start({ fileName: file.name, size }),
      () => 0,
    );
    uploadId = started.uploadId;
    let received = (confirmed = started.received);
    let mismatches = 0;
    report('uploading', received);
    while (received < size && started.status !== 'complete') {
      if (cancelled()) throw new UploadCancelledError();
      const offset = received;
      const end = Math.min(size, offset + started.chunkSize);
      try {
        const answer = await withRetry(
          () =>
            transport.sendChunk(started.uploadId, offset, file.slice(offset, end), {
              signal: controller.signal,
              onProgress: (loaded) => report('uploading', offset + Math.min(loaded, end - offset)),
            }),
          () => offset,
        );
        received = confirmed = answer.received;
        mismatches = 0;
      } catch (error) {
        if (!(error instanceof OffsetMismatchError)) throw error;
        // The server is elsewhere (a chunk stored whose answer was lost, or bytes lost): follow it.
        mismatches += 1;
        if (mismatches > MAX_MISMATCHES) throw error;
        received = confirmed = error.received;
      }
      report('uploading', received);
    }
    report('done', size);
    return started.uploadId;
  }

  const done = run().catch((error: unknown) => {
    if (cancelled() || error instanceof UploadCancelledError) {
      report('cancelled', confirmed);
      if (uploadId) void transport.cancel?.(uploadId)?.catch(() => {});
      throw new UploadCancelledError();
    }
    report('failed', confirmed, { error });
    throw error;
  });

  return {
    done,
    cancel: () => controller.abort(),
  };
}
