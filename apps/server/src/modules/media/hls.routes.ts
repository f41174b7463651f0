import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { sendStored } from '#server/platform/storage/serve-stored.js';
import { typeOfKey, type Storage } from '#server/platform/storage/storage.js';
import type { MediaSigner } from './media-signer.js';

/**
 * `GET /hls/:itemId/<file>?exp&sig`: an episode's HLS files, only with a valid signature. Playlists
 * are rewritten so every variant playlist and segment they name carries its own signature with the
 * same expiry; a direct segment URL without one is refused (403).
 */
export function registerHlsRoutes(app: FastifyInstance, store: Storage, signer: MediaSigner) {
  app.get<{ Params: { itemId: string; '*': string }; Querystring: { exp?: string; sig?: string } }>(
    '/hls/:itemId/*',
    async (request, reply) => {
      const { itemId } = request.params;
      const file = request.params['*'];
      if (!/^\d+$/.test(itemId) || !/^[\w-]+(\/[\w-]+)*\.(m3u8|ts|m4s|mp4|jpg)$/.test(file)) {
        return reply.code(404).send();
      }
      const signedPath = `${itemId}/${file}`;
      if (!signer.verify(signedPath, request.query.exp, request.query.sig)) {
        return reply.code(403).header('cache-control', 'no-store').send();
      }
      // Private: a signed URL is one viewer's; it may be cached by their browser until it expires.
      const cacheControl = 'private, max-age=600';
      const ext = path.extname(file);
      if (ext !== '.m3u8') {
        // Segments and posters stream from the store (local folder or bucket), with Range support.
        const sent = await sendStored(request, reply, store, signedPath, {
          contentType: typeOfKey(file),
          cacheControl,
        });
        return sent ? reply : reply.code(404).send();
      }
      const body = await store.read(signedPath);
      if (!body) return reply.code(404).send();
      reply.header('content-type', typeOfKey(file)).header('cache-control', cacheControl);
      const exp = Number(request.query.exp);
      const dir = path.posix.dirname(file);
      const text = body
        .toString('utf8')
        .split('\n')
        .map((line) => {
          const trimmed = line.trim();
          if (!trimmed || trimmed.startsWith('#')) return line;
          const target = path.posix.normalize(dir === '.' ? trimmed : `${dir}/${trimmed}`);
          if (target.startsWith('..')) return line;
          return `/hls/${itemId}/${target}?${signer.query(`${itemId}/${target}`, exp)}`;
        })
        .join('\n');
      return reply.send(text);
    },
  );
}
