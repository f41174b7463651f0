import { describe, expect, it } from 'vitest';
import { precacheList, shellFiles, type ManifestChunk } from './precache';
import { APP_SHELL_URL } from './routes';

const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_framework-f1.js', '_button-b1.js'],
    css: ['assets/index-e1.css'],
  },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_button-b1.js': {
    file: 'assets/button-b1.js',
    css: ['assets/button-b1.css'],
    imports: ['_framework-f1.js'],
  },
  'src/app/pages/mall/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html'] },
  'virtual:locales/ar': { file: 'assets/ar-a1.js' },
};

const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 10 });

describe('the precache list', () => {
  it('holds the entry and what it imports statically, not page chunks or languages', () => {
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/button-b1.css',
      'assets/button-b1.js',
      'assets/framework-f1.js',
      'assets/index-e1.css',
      'assets/index-e1.js',
    ]);
  });

  it('precaches the server shell in place of index.html, with a revision that follows the whole build', () => {
    const files = [
      entry('index.html', 'html-1'),
      entry('assets/index-e1.js'),
      entry('assets/framework-f1.js'),
      entry('assets/home-h1.js'),
      entry('assets/ar-a1.js'),
      entry('icons/icon-192.png', 'i1'),
      entry('icons/icon-512.png', 'i2'),
      entry('manifest.webmanifest', 'm1'),
    ];
    const text = JSON.stringify(manifest);
    const list = precacheList(files, manifest, text);
    expect(list.map((e) => e.url)).toEqual([
      APP_SHELL_URL,
      'assets/index-e1.js',
      'assets/framework-f1.js',
      'icons/icon-192.png',
      'manifest.webmanifest',
    ]);
    const shell = list[0]!.revision;
    // A lazy chunk changed (the manifest names its new file): a new shell revision, so a new worker.
    const changed = precacheList(files, manifest, text.replace('home-h1', 'home-h2'))[0]!.revision;
    expect(changed).not.toBe(shell);
    expect(precacheList(files, manifest, text)[0]!.revision).toBe(shell);
  });
});
