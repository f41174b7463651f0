import type { S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { filesUnder, resolveRange, typeOfKey, type ByteRange, type Storage } from './storage.js';

/** How an S3-compatible store is reached (from S3_* settings, decision 57). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The list of a published folder's files, kept beside them (`putFolder`). */
const FOLDER_LIST = '.files.json';
/** How many files of a folder are uploaded at once. */
const PARALLEL = 4;

type SdkError = { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (err: unknown) => (err as SdkError).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as SdkError).name ?? '');

/**
 * One client for the deployment. The SDK is loaded only when a bucket is configured, so a server
 * on local disk starts without it. Checksums are sent only where S3 requires them: several
 * S3-compatible stores refuse the newer default ones.
 */
export async function createS3Client(s: S3Settings): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A storage in `bucket` under the key prefix `prefix` (such as `uploads/`), served by this app at
 * `urlOf(key)`: the app checks who may see a file, then streams it from the bucket.
 */
export async function createS3Storage(opts: {
  client: S3Client;
  bucket: string;
  prefix: string;
  urlOf: (key: string) => string;
}): Promise<Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const { client, bucket, prefix } = opts;
  const full = (key: string) => {
    if (key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
      throw new Error('storage key escapes the root');
    }
    return `${prefix}${key}`;
  };

  async function inParallel<T>(items: T[], each: (item: T) => Promise<unknown>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
        while (next < items.length) await each(items[next++]!);
      }),
    );
  }

  const storage: Storage & { sizeOf(key: string): Promise<number | undefined> } = {
    kind: 's3',
    urlOf: opts.urlOf,
    async put(key, body, contentType) {
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: full(key), Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, file, contentType) {
      const { size } = await fs.stat(file);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: full(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },
    async read(key) {
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async open(key, asked?: ByteRange) {
      let range = asked;
      if (range && 'suffix' in range) {
        // The last bytes: asked as an explicit span, since not every S3-compatible store reads `bytes=-n`.
        const size = await storage.sizeOf(key);
        if (size === undefined) return undefined;
        const span = resolveRange(range, size);
        if (!span) return { unsatisfiable: true, size };
        range = span;
      }
      const header = range && !('suffix' in range) ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const res = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: full(key), ...(header ? { Range: header } : {}) }),
        );
        const length = res.ContentLength ?? 0;
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? '');
        const size = m ? Number(m[3]) : length;
        const span = m ? { start: Number(m[1]), end: Number(m[2]) } : resolveRange(undefined, size)!;
        if (range && !m) {
          // A store that ignored the range sent the whole file: a range it cannot serve is refused.
          const want = resolveRange(range, size);
          if (!want) {
            (res.Body as Readable).destroy();
            return { unsatisfiable: true, size };
          }
        }
        return {
          body: res.Body as Readable,
          size,
          ...span,
          ...(res.ETag ? { etag: res.ETag } : {}),
          ...(res.LastModified ? { lastModified: res.LastModified } : {}),
        };
      } catch (err) {
        if (isMissing(err)) return undefined;
        if (statusOf(err) === 416 || (err as SdkError).name === 'InvalidRange') {
          const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
          return { unsatisfiable: true, size: head.ContentLength ?? 0 };
        }
        throw err;
      }
    },
    async exists(key) {
      return (await storage.sizeOf(key)) !== undefined;
    },
    async sizeOf(key) {
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async putFolder(folder, dir) {
      // What an earlier publish put there, from its list (no bucket listing needed: not every
      // S3-compatible store or key allows it).
      const listed = await storage.read(`${folder}/${FOLDER_LIST}`);
      const before = listed ? (JSON.parse(listed.toString('utf8')) as string[]) : [];
      const files = await filesUnder(dir);
      // Segments first, playlists last: a player never reads a playlist naming a file not yet there.
      const ordered = [
        ...files.filter((f) => !f.endsWith('.m3u8')),
        ...files.filter((f) => f.endsWith('.m3u8')).sort((a, b) => b.split('/').length - a.split('/').length),
      ];
      await inParallel(ordered, async (rel) => {
        const body = await fs.readFile(path.join(dir, ...rel.split('/')));
        await storage.put(`${folder}/${rel}`, body, typeOfKey(rel));
      });
      await storage.put(`${folder}/${FOLDER_LIST}`, Buffer.from(JSON.stringify(files)), 'application/json');
      const now = new Set(files);
      await inParallel(
        before.filter((rel) => !now.has(rel)),
        (rel) => storage.remove(`${folder}/${rel}`),
      );
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  return storage;
}
