import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, Storage } from './storage.js';

/** The one range of a `Range: bytes=…` header; undefined (the whole file) for none, several or a bad one. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (!m[1] && !m[2])) return undefined;
  if (!m[1]) return { suffix: Number(m[2]) };
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  if (end !== undefined && end < start) return undefined;
  return { start, ...(end !== undefined ? { end } : {}) };
}

/**
 * Streams `key` from `store` as the answer, honouring `Range` (206 with Content-Range, 416 past the
 * end) and `If-None-Match` (304). Answers false when the store has no such file.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Storage,
  key: string,
  headers: { contentType: string; cacheControl: string },
): Promise<boolean> {
  const range = parseRange(request.headers.range);
  const opened = await store.open(key, range);
  if (!opened) return false;
  reply.header('cache-control', headers.cacheControl).header('accept-ranges', 'bytes');
  if ('unsatisfiable' in opened) {
    reply.code(416).header('content-range', `bytes */${opened.size}`).send();
    return true;
  }
  if (opened.etag) reply.header('etag', opened.etag);
  if (opened.lastModified) reply.header('last-modified', opened.lastModified.toUTCString());
  if (opened.etag && request.headers['if-none-match'] === opened.etag && !range) {
    opened.body.destroy();
    reply.code(304).send();
    return true;
  }
  reply.type(headers.contentType).header('content-length', opened.end - opened.start + 1);
  if (range) reply.code(206).header('content-range', `bytes ${opened.start}-${opened.end}/${opened.size}`);
  await reply.send(opened.body);
  return true;
}
