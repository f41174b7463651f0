import path from 'node:path';
import type { Config } from '#server/config/env.js';
import { createS3Client, createS3Storage } from './s3-storage.js';
import { createLocalStorage, type Storage } from './storage.js';

/**
 * The four places media lives (decision 57). On local disk they are folders of DATA_DIR; with
 * S3_BUCKET set they are key prefixes of one bucket, shared by every node of the deployment.
 */
export interface MediaStores {
  /** Public uploads and generated pictures, served at `/media/<key>`. */
  public: Storage;
  /** ID photos and licences, served only through signed `/v1/file/private/` addresses. */
  private: Storage;
  /** Episodes' HLS files (`<itemId>/master.m3u8`, …), served only through signed `/hls/` URLs. */
  hls: Storage;
  /** Uploaded episode sources waiting for the transcoder (which may run on another node). */
  sources: Storage;
  /** Where the stores are, for the start-up line and logs. */
  where: string;
}

const FOLDERS = ['uploads', 'private', 'hls', 'sources'] as const;

/** The stores `config` names: the bucket when S3_BUCKET is set, else folders under DATA_DIR. */
export async function createMediaStores(
  config: Pick<
    Config,
    | 'dataDir'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_PREFIX'
  >,
): Promise<MediaStores> {
  if (!config.S3_BUCKET) return localMediaStores(config.dataDir);
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const client = await createS3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
  const [pub, priv, hls, sources] = await Promise.all(
    FOLDERS.map((folder) =>
      createS3Storage({
        client,
        bucket: config.S3_BUCKET!,
        prefix: `${config.S3_PREFIX}${folder}/`,
        urlOf: urlOf[folder],
      }),
    ),
  );
  return {
    public: pub!,
    private: priv!,
    hls: hls!,
    sources: sources!,
    where: `s3://${config.S3_BUCKET}/${config.S3_PREFIX}`,
  };
}

const urlOf: Record<(typeof FOLDERS)[number], (key: string) => string> = {
  uploads: (key) => `/media/${key}`,
  private: (key) => `/v1/file/private/${key}`,
  hls: (key) => `/hls/${key}`,
  sources: (key) => key,
};

/** The default: `uploads/`, `private/`, `hls/` and `sources/` under the data folder. */
export function localMediaStores(dataDir: string): MediaStores & { public: { root: string } } {
  const [pub, priv, hls, sources] = FOLDERS.map((folder) => ({
    ...createLocalStorage(path.join(dataDir, folder)),
    urlOf: urlOf[folder],
  }));
  return { public: pub!, private: priv!, hls: hls!, sources: sources!, where: dataDir };
}
