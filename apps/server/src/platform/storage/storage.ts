import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range as a request asks it: `start-end`, `start-` (to the end) or `-suffix` (the last bytes). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A stored file opened for reading, whole or one range of it. */
export type Opened =
  | {
      body: Readable;
      /** The whole file's size. */
      size: number;
      /** The bytes sent: `start` to `end`, inclusive. */
      start: number;
      end: number;
      etag?: string;
      lastModified?: Date;
    }
  /** The range asked for lies past the end of the file. */
  | { unsatisfiable: true; size: number };

/**
 * Where media lives (decision 57): the local disk by default, or an S3-compatible object store.
 * Keys are relative paths such as `avatar/2026/11/x.webp` or `42/540p/seg_000.ts`.
 */
export interface Storage {
  /** `local` or `s3`: a local store is served straight from its folder. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file (streamed, for large ones such as an episode's source video). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Public path under which the file is served, e.g. `/media/avatar/2026/11/x.webp`. */
  urlOf(key: string): string;
  /** The file's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** The file (or a range of it) as a stream; undefined when there is none. */
  open(key: string, range?: ByteRange): Promise<Opened | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * Publishes every file of the local folder `dir` under `prefix/` (replacing what was there) and
   * then deletes the folder: how a transcode's HLS files reach the store.
   */
  putFolder(prefix: string, dir: string): Promise<void>;
}

/** The absolute offsets of `range` in a file of `size` bytes, or undefined when it lies past the end. */
export function resolveRange(range: ByteRange | undefined, size: number) {
  if (!range) return size === 0 ? { start: 0, end: -1 } : { start: 0, end: size - 1 };
  if ('suffix' in range) {
    if (size === 0 || range.suffix === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** Content types of the files the app stores and serves. */
export const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};
export const typeOfKey = (key: string) =>
  MEDIA_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Every file under `dir`, as paths relative to it with `/` separators. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export function createLocalStorage(root: string): Storage & { root: string } {
  const inside = (key: string) => {
    const file = path.join(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };
  return {
    kind: 'local',
    root,
    async put(key, body) {
      const file = inside(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async putFile(key, source) {
      const file = inside(key);
      if (path.resolve(source) === file) return;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(source, file);
    },
    async remove(key) {
      await fs.rm(inside(key), { force: true });
    },
    urlOf: (key) => `/media/${key}`,
    async read(key) {
      return fs.readFile(inside(key)).catch(() => undefined);
    },
    async open(key, range) {
      const file = inside(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      const span = resolveRange(range, stat.size);
      if (!span) return { unsatisfiable: true, size: stat.size };
      return {
        body: createReadStream(file, { start: span.start, end: Math.max(span.end, 0) }),
        size: stat.size,
        ...span,
        etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    async exists(key) {
      return (await fs.stat(inside(key)).catch(() => undefined))?.isFile() ?? false;
    },
    async putFolder(prefix, dir) {
      // One rename on the same disk: the folder appears whole, never half-written.
      const target = inside(prefix);
      if (path.resolve(dir) === path.resolve(target)) return;
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rm(target, { recursive: true, force: true });
      await fs.rename(dir, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err;
        await fs.cp(dir, target, { recursive: true });
        await fs.rm(dir, { recursive: true, force: true });
      });
    },
  };
}
