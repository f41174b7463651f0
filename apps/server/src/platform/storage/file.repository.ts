import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { files } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { PRIVATE_URL_PREFIX } from './private-files.js';

export const fileRepository = {
  /** Records a stored upload: who sent it, where it lives, what it is. */
  async insert(tx: Tx, row: typeof files.$inferInsert) {
    await tx.insert(files).values({ createdAt: clock.stamp(), ...row });
  },

  /**
   * True when `url` (as the upload answered it, `/media/<folder>/...`) is a file this user uploaded
   * into `folder`: the upload already checked its bytes, so it is a real image.
   */
  async ownsUpload(tx: Tx, userId: number, url: string, folder: string) {
    const key = url.startsWith('/media/')
      ? url.slice('/media/'.length)
      : url.startsWith(PRIVATE_URL_PREFIX)
        ? url.slice(PRIVATE_URL_PREFIX.length)
        : '';
    if (!key.startsWith(`${folder}/`)) return false;
    const [row] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.storageKey, key), eq(files.userId, userId)));
    return Boolean(row);
  },
};
