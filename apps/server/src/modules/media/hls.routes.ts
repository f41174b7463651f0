import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaSigner } from './media-signer.js';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/**
 * `GET /hls/:itemId/<file>?exp&sig`: an episode's HLS files, only with a valid signature. Playlists
 * are rewritten so every variant playlist and segment they name carries its own signature with the
 * same expiry; a direct segment URL without one is refused (403).
 */
export function registerHlsRoutes(app: FastifyInstance, root: string, signer: MediaSigner) {
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
      const full = path.join(root, itemId, file);
      let body: Buffer;
      try {
        body = await fs.readFile(full);
      } catch {
        return reply.code(404).send();
      }
      const ext = path.extname(file);
      reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
      // Private: a signed URL is one viewer's; it may be cached by their browser until it expires.
      reply.header('cache-control', 'private, max-age=600');
      if (ext !== '.m3u8') return reply.send(body);
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
