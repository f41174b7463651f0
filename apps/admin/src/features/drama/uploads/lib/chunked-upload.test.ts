import { describe, expect, it } from 'vitest';
import {
  OffsetMismatchError,
  UploadCancelledError,
  backoffDelay,
  startChunkedUpload,
  type UploadProgress,
  type UploadTransport,
} from './chunked-upload';

class NetworkError extends Error {}
class Refused extends Error {}

/**
 * A server in memory: it keeps the bytes it accepted and refuses a chunk at the wrong offset the
 * way the real one does. `faults` decide what happens to the next calls.
 */
function fakeServer(opts: { chunkSize?: number; received?: number } = {}) {
  const chunkSize = opts.chunkSize ?? 4;
  let stored = new Uint8Array(0);
  let received = opts.received ?? 0;
  const sent: number[] = [];
  const faults: ('ok' | 'network' | 'lostAnswer' | 'refuse')[] = [];
  let cancelledId: string | undefined;
  const transport: UploadTransport = {
    start: async ({ size }) => {
      stored = new Uint8Array(size);
      return { uploadId: 'u1', chunkSize, received, status: 'uploading' };
    },
    sendChunk: async (_id, offset, bytes, { signal }) => {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      sent.push(offset);
      const fault = faults.shift();
      if (fault === 'network') throw new NetworkError('network');
      if (fault === 'refuse') throw new Refused('not a video');
      if (offset !== received) throw new OffsetMismatchError(received);
      stored.set(new Uint8Array(await bytes.arrayBuffer()), offset);
      received = offset + bytes.size;
      // Stored, but the answer never reaches the client.
      if (fault === 'lostAnswer') throw new NetworkError('connection reset');
      return { received };
    },
    cancel: async (id) => {
      cancelledId = id;
    },
  };
  return {
    transport,
    sent,
    faults,
    bytes: () => stored,
    received: () => received,
    cancelledId: () => cancelledId,
  };
}

const file = (n: number) => {
  const data = Uint8Array.from({ length: n }, (_, i) => i % 251);
  return Object.assign(new Blob([data]), { name: 'episode.mp4' });
};

function options(progress: UploadProgress[] = [], delays: number[] = []) {
  return {
    isRetryable: (e: unknown) => e instanceof NetworkError,
    onProgress: (p: UploadProgress) => progress.push(p),
    sleep: async (ms: number) => {
      delays.push(ms);
    },
  };
}

describe('chunked upload', () => {
  it('sends the file in chunks, each at the offset the server holds, and ends complete', async () => {
    const server = fakeServer({ chunkSize: 4 });
    const progress: UploadProgress[] = [];
    const upload = startChunkedUpload(file(10), server.transport, options(progress));
    expect(await upload.done).toBe('u1');
    expect(server.sent).toEqual([0, 4, 8]);
    expect([...server.bytes()]).toEqual([...new Uint8Array(await file(10).arrayBuffer())]);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', percent: 100, received: 10 });
    expect(progress.filter((p) => p.phase === 'uploading').map((p) => p.percent)).toContain(40);
  });

  it('resumes where the server stands', async () => {
    const server = fakeServer({ chunkSize: 4, received: 8 });
    await startChunkedUpload(file(10), server.transport, options()).done;
    expect(server.sent).toEqual([8]);
  });

  it('waits longer after each network failure and carries on from the same offset', async () => {
    const server = fakeServer({ chunkSize: 4 });
    server.faults.push('network', 'network', 'network');
    const delays: number[] = [];
    const progress: UploadProgress[] = [];
    await startChunkedUpload(file(6), server.transport, options(progress, delays)).done;
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(server.sent).toEqual([0, 0, 0, 0, 4]);
    expect(progress.filter((p) => p.phase === 'retrying').map((p) => p.attempt)).toEqual([2, 3, 4]);
    expect(server.received()).toBe(6);
  });

  it('when a stored chunk’s answer is lost, follows the server instead of sending it twice', async () => {
    const server = fakeServer({ chunkSize: 4 });
    server.faults.push('ok', 'lostAnswer');
    await startChunkedUpload(file(12), server.transport, options()).done;
    // 4 was stored but unanswered; its retry is refused for the offset, and the upload continues at 8.
    expect(server.sent).toEqual([0, 4, 4, 8]);
    expect([...server.bytes()]).toEqual([...new Uint8Array(await file(12).arrayBuffer())]);
  });

  it('stops at once on a refusal that retrying cannot fix', async () => {
    const server = fakeServer({ chunkSize: 4 });
    server.faults.push('refuse');
    const delays: number[] = [];
    const progress: UploadProgress[] = [];
    await expect(
      startChunkedUpload(file(10), server.transport, options(progress, delays)).done,
    ).rejects.toThrow('not a video');
    expect(delays).toEqual([]);
    expect(progress.at(-1)).toMatchObject({ phase: 'failed' });
  });

  it('gives up after the allowed retries', async () => {
    const server = fakeServer({ chunkSize: 4 });
    server.faults.push(...Array.from({ length: 10 }, () => 'network' as const));
    const delays: number[] = [];
    const upload = startChunkedUpload(file(10), server.transport, { ...options([], delays), maxRetries: 3 });
    await expect(upload.done).rejects.toBeInstanceOf(NetworkError);
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it('cancel stops sending and asks the server to drop the bytes', async () => {
    const server = fakeServer({ chunkSize: 4 });
    const progress: UploadProgress[] = [];
    const opts = options(progress);
    const upload = startChunkedUpload(file(40), server.transport, {
      ...opts,
      onProgress: (p) => {
        opts.onProgress(p);
        if (p.phase === 'uploading' && p.received >= 8) upload.cancel();
      },
    });
    await expect(upload.done).rejects.toBeInstanceOf(UploadCancelledError);
    expect(server.received()).toBeLessThan(40);
    expect(server.cancelledId()).toBe('u1');
    expect(progress.at(-1)?.phase).toBe('cancelled');
  });

  it('backoff doubles up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
