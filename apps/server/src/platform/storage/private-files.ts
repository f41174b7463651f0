import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Storage } from './storage.js';

/** Upload folders whose files are private (ID photos, licences): never served from `/media/`. */
export const PRIVATE_UPLOAD_FOLDERS: readonly string[] = ['auth'];
/** Where a private file's (unsigned) address starts; only a signed address serves it. */
export const PRIVATE_URL_PREFIX = '/v1/file/private/';
/** How long a signed address works: long enough to look at a form, too short to be worth sharing. */
export const PRIVATE_URL_TTL_SECONDS = 10 * 60;

/**
 * Private uploads: kept outside the public media (another folder, or another prefix of the bucket), served only through addresses signed for
 * a caller the owning module allowed (the owner, or staff), each valid for a few minutes.
 */
export function createPrivateFiles(store: Storage, secret: string) {
  const mac = (key: string, exp: number) =>
    createHmac('sha256', secret).update(`private:${key}:${exp}`).digest('base64url').slice(0, 32);
  const storage: Storage = { ...store, urlOf: (key) => `${PRIVATE_URL_PREFIX}${key}` };
  return {
    storage,
    /** The storage key of an address the upload answered (`/v1/file/private/<key>`), or undefined. */
    keyOf(url: string): string | undefined {
      if (!url.startsWith(PRIVATE_URL_PREFIX)) return undefined;
      const key = url.slice(PRIVATE_URL_PREFIX.length).split('?')[0]!;
      return /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.[a-z0-9]{2,5}$/i.test(key) ? key : undefined;
    },
    /** A short-lived address of the file: give it only to a caller allowed to see the file. */
    signedUrl(key: string, ttlSeconds = PRIVATE_URL_TTL_SECONDS): string {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `${PRIVATE_URL_PREFIX}${key}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    verify(key: string, exp: unknown, sig: unknown): boolean {
      const e = Number(exp);
      if (!Number.isInteger(e) || e < Date.now() / 1000 || typeof sig !== 'string') return false;
      const want = Buffer.from(mac(key, e));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
    /** The file's bytes, or undefined when there is none. */
    async read(key: string): Promise<Buffer | undefined> {
      return store.read(key).catch(() => undefined);
    },
  };
}
export type PrivateFiles = ReturnType<typeof createPrivateFiles>;
