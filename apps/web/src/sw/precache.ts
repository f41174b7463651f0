import { createHash } from 'node:crypto';
import { APP_SHELL_URL } from './routes';

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as the shell cares. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/** Workbox's precache entry (`url` relative to the worker, `revision` null for hashed names). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The app shell's files: the entry chunk, everything it imports statically (the framework chunk,
 * antd-mobile's parts, the router), their stylesheets and assets, in the build's own words. Page
 * chunks and languages are dynamic imports: cached when first used, not up front.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * What the shell's HTML names besides code: its icons (the tab's and the launch screen's) and the
 * install manifest. The 512 px install icons are fetched by the browser when it installs the app.
 */
const SHELL_STATIC = /^(?:icons\/icon\.svg|icons\/icon-192\.png|manifest\.webmanifest)$/;

/**
 * Turns the files the build wrote into the precache list: the shell's files, and `index.html`
 * precached as the server's shell (`APP_SHELL_URL`), whose revision follows the whole build
 * (every chunk's name is in Vite's manifest), so each deploy installs a new worker.
 */
export function precacheList(
  entries: PrecacheEntry[],
  manifest: Record<string, ManifestChunk>,
  manifestText: string,
): PrecacheEntry[] {
  const shell = shellFiles(manifest);
  const list: PrecacheEntry[] = [];
  for (const entry of entries) {
    if (entry.url === 'index.html') {
      const build = createHash('sha256')
        .update(manifestText)
        .update(entry.revision ?? '')
        .digest('hex');
      list.push({ url: APP_SHELL_URL, revision: build.slice(0, 32), size: entry.size });
    } else if (shell.has(entry.url) || SHELL_STATIC.test(entry.url)) {
      list.push(entry);
    }
  }
  return list;
}
