import { createHmac, timingSafeEqual } from 'node:crypto';
import { persistentSecret } from '#server/lib/secrets.js';

/** How long a signed media URL works: enough to start and play an episode, short enough to not be shared. */
export const MEDIA_URL_TTL_SECONDS = 10 * 60;

/**
 * Signs media paths (`<itemId>/<file>`) with an expiry, so a locked episode's playlists and
 * segments are served only through URLs the API issued to a viewer allowed to play it.
 */
export function createMediaSigner(secret: string) {
  const sign = (p: string, exp: number) =>
    createHmac('sha256', secret).update(`${p}:${exp}`).digest('base64url').slice(0, 32);
  return {
    query(p: string, exp: number) {
      return `exp=${exp}&sig=${sign(p, exp)}`;
    },
    /** A signed URL of an episode's file, valid for `ttlSeconds`. */
    url(itemId: number, file: string, ttlSeconds = MEDIA_URL_TTL_SECONDS) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/hls/${itemId}/${file}?${this.query(`${itemId}/${file}`, exp)}`;
    },
    verify(p: string, exp: unknown, sig: unknown): boolean {
      const e = Number(exp);
      if (!Number.isInteger(e) || e < Date.now() / 1000 || typeof sig !== 'string') return false;
      const want = Buffer.from(sign(p, e));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;

/** The signing secret: `MEDIA_URL_SECRET`, else one generated once and kept in the data folder. */
export function mediaSecret(configured: string | undefined, dataDir: string): string {
  return persistentSecret(configured, dataDir, 'media-url-secret');
}
