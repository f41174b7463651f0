import type { ErrorBody } from '@app/contract';
import { currentLanguage } from '#admin/lib/language';
import { ApiError, request } from '#admin/lib/request';
import { staffToken } from '#admin/lib/staff-token';
import { OffsetMismatchError, type UploadTransport } from '#admin/features/drama/uploads/lib/chunked-upload';

/** A chunk may take a while on a slow line; a minute with no answer counts as a network failure. */
const CHUNK_TIMEOUT_MS = 60_000;

type ChunkAnswer = Partial<ErrorBody> & { code?: number; data?: { received?: number } };

function parse(text: string): ChunkAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as ChunkAnswer) : null;
  } catch {
    return null;
  }
}

/** `PUT /v1/admin/video-upload/:uploadId?offset=N` with upload progress (XHR: fetch cannot report it). */
function putChunk(
  uploadId: string,
  offset: number,
  bytes: Blob,
  { signal, onProgress }: { signal: AbortSignal; onProgress?: (loaded: number) => void },
): Promise<{ received: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/v1/admin/video-upload/${encodeURIComponent(uploadId)}?offset=${offset}`);
    xhr.timeout = CHUNK_TIMEOUT_MS;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = staffToken.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    const network = (error: 'NETWORK' | 'TIMEOUT') =>
      reject(new ApiError({ status: 0, code: 0, error, message: '' }));
    xhr.onerror = () => network('NETWORK');
    xhr.ontimeout = () => network('TIMEOUT');
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 401) staffToken.clear();
      if (xhr.status === 200 && body?.code === 0 && typeof body.data?.received === 'number') {
        resolve({ received: body.data.received });
      } else if (xhr.status === 409 && typeof body?.data?.received === 'number') {
        reject(new OffsetMismatchError(body.data.received));
      } else if (body?.error) {
        reject(
          new ApiError({
            status: xhr.status,
            code: body.code ?? 0,
            error: body.error,
            message: body.message ?? body.msg ?? '',
            fields: body.fields,
          }),
        );
      } else {
        reject(new ApiError({ status: xhr.status, code: 0, error: 'BAD_RESPONSE', message: '' }));
      }
    };
    if (signal.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(bytes);
  });
}

/** Network trouble, a timeout, an overloaded or failing server: worth another try. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.error === 'NETWORK' ||
    error.error === 'TIMEOUT' ||
    error.status === 429 ||
    error.status >= 500 ||
    (error.error === 'BAD_RESPONSE' && error.status === 0)
  );
}

/** The console's transport for an episode's video: the contract calls plus the binary chunk route. */
export function episodeTransport(itemId: number): UploadTransport {
  return {
    start: ({ fileName, size }) => request('admin/startVideoUpload', { itemId, fileName, size }),
    sendChunk: putChunk,
    cancel: (uploadId) => request('admin/cancelVideoUpload', { uploadId }),
  };
}
