import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk by default; an S3-compatible store implements the same. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Public path under which the file is served, e.g. `/media/avatar/2026/11/x.webp`. */
  urlOf(key: string): string;
}

export function createLocalStorage(root: string): Storage & { root: string } {
  const inside = (key: string) => {
    const file = path.join(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return file;
  };
  return {
    root,
    async put(key, body) {
      const file = inside(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async remove(key) {
      await fs.rm(inside(key), { force: true });
    },
    urlOf: (key) => `/media/${key}`,
  };
}
