import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config/env.js';
import { createMediaStores } from '#server/platform/storage/media-stores.js';
import { filesUnder, typeOfKey } from '#server/platform/storage/storage.js';

/**
 * The demo pictures are drawn into DATA_DIR/uploads (the seed's renderers skip what is there); with
 * an S3 bucket configured they are then published to it, each file the bucket does not have yet
 * (decision 57). Answers how many were uploaded.
 */
export async function publishSeedMedia(config: Config, log: (msg: string) => void = () => {}) {
  if (!config.S3_BUCKET) return 0;
  const media = await createMediaStores(config);
  const root = path.join(config.dataDir, 'uploads');
  const files = await filesUnder(root).catch(() => [] as string[]);
  let next = 0;
  let uploaded = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < files.length) {
        const key = files[next++]!;
        if (key.endsWith('.tmp') || (await media.public.exists(key))) continue;
        await media.public.put(key, await fs.readFile(path.join(root, key)), typeOfKey(key));
        uploaded += 1;
      }
    }),
  );
  if (uploaded) log(`published ${uploaded} demo pictures to ${media.where}`);
  return uploaded;
}
