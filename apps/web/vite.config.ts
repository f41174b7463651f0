import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { CONSOLE_PREFIX, WEB_NAMESPACES } from '@app/i18n';
import pkg from './package.json' with { type: 'json' };
import { precacheList, type ManifestChunk } from './src/sw/precache';

const LOCALES_DIR = fileURLToPath(new URL('../../packages/i18n/locales', import.meta.url));
const LOCALES_ID = 'virtual:locales';

/**
 * `virtual:locales`: one loader per language, each language one chunk of all the app's namespaces.
 * A domain's namespace also holds the console's words (`console.*`), which the web app never shows:
 * they are left out. The build also writes each language's words to `words/<lng>.json`, which the
 * server inlines into the HTML for the visitor's language, so the first render waits for no
 * translations (decision 0058); English is a lazy chunk like the others (the fallback, loaded when
 * a page needs it).
 */
function locales(): Plugin {
  const bundle = (lng: string, watch: (file: string) => void) => {
    const words: Record<string, Record<string, string>> = {};
    for (const ns of WEB_NAMESPACES) {
      const file = path.join(LOCALES_DIR, lng, `${ns}.json`);
      if (!fs.existsSync(file)) continue; // falls back to English
      watch(file);
      const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
      words[ns] = Object.fromEntries(entries.filter(([key]) => !key.startsWith(CONSOLE_PREFIX)));
    }
    return words;
  };
  return {
    name: 'web-locales',
    resolveId: (id) => (id === LOCALES_ID || id.startsWith(`${LOCALES_ID}/`) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${LOCALES_ID}`) {
        const loaders = fs
          .readdirSync(LOCALES_DIR)
          .map((lng) => `${JSON.stringify(lng)}: () => import('${LOCALES_ID}/${lng}')`);
        return `export const loaders = {${loaders.join(',')}};`;
      }
      if (!id.startsWith(`\0${LOCALES_ID}/`)) return undefined;
      const words = bundle(id.slice(LOCALES_ID.length + 2), (file) => this.addWatchFile(file));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(words))});`;
    },
    generateBundle() {
      for (const lng of fs.readdirSync(LOCALES_DIR)) {
        const source = JSON.stringify(bundle(lng, () => undefined));
        this.emitFile({ type: 'asset', fileName: `words/${lng}.json`, source });
      }
    },
  };
}

const DIST = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The service worker (decision 0061): Workbox's modules bundled from `src/sw/sw.ts` into `sw.js`,
 * with the precache list injected. Registered by the app-update feature, never in `vite dev`.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    // public/manifest.webmanifest is the install manifest; the plugin writes none.
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.{png,svg}', 'manifest.webmanifest'],
      // Hashed names change with their content: no revision, no cache-busting query.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => {
          const text = fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8');
          const manifest = JSON.parse(text) as Record<string, ManifestChunk>;
          return { manifest: precacheList(entries, manifest, text) };
        },
      ],
    },
  });
}

/**
 * The built app, in the browser and in the server render, runs on Preact's React compatibility
 * layer, not React (decision 0064): 56 KB less gzipped JavaScript before the first tap.
 * `WEB_RUNTIME=react` builds with React itself, to tell whether a misbehaving screen comes from the
 * swap. `vite dev` stays on React, whose Fast Refresh the React plugin provides.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-on-preact.js', import.meta.url)) },
];

/**
 * `vite build --ssr src/entry-server.tsx` (the build script's second step) writes the server
 * rendering of the entry pages to `dist-ssr/` (decision 0060): one self-contained module the server
 * imports, with the libraries bundled in (antd-mobile imports stylesheets Node cannot load).
 */
const ssrBuild = defineConfig({
  base: '/',
  plugins: [locales(), react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  ssr: { noExternal: true, target: 'node' },
  build: { outDir: 'dist-ssr', emptyOutDir: true, target: 'node22', copyPublicDir: false },
});

const clientBuild = defineConfig({
  base: '/',
  // Brotli and gzip copies beside each asset, served by the server as they are (decision 0016).
  plugins: [locales(), react(), compression({ threshold: 1024 }), serviceWorker()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The server reads it to name each entry page's chunks in the HTML (decision 0058).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page starts with, one chunk instead of dozens of small ones: on a
        // slow connection each request costs a round trip (decision 0058).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  // `API_PORT` lets several dev servers run side by side; `/v1/ws` is the chat socket.
  server: {
    proxy: {
      '/v1': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, ws: true },
      '/media': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
      '/hls': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    },
  },
});

export default defineConfig(({ isSsrBuild, command }) => {
  const config = isSsrBuild ? ssrBuild : clientBuild;
  const onPreact = command === 'build' && process.env.WEB_RUNTIME !== 'react';
  return onPreact ? { ...config, resolve: { alias: PREACT } } : config;
});
