import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

/** A stand-in build of both clients, so these tests do not depend on `npm run build`. */
function fakeBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-web-'));
  const web = path.join(root, 'web');
  const admin = path.join(root, 'admin');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(admin, { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<html><head><meta name="app-entry" content="mall" /><meta name="map-tiles" content="" /></head></html>',
  );
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'export {}');
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.br'), brotliCompressSync('export {}'));
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.gz'), gzipSync('export {}'));
  fs.writeFileSync(path.join(admin, 'index.html'), '<html><title>console</title></html>');
  return { webDist: web, adminDist: admin };
}

/** A build as vite writes it: a manifest naming each page's chunks and styles, words per language. */
function firstViewBuild() {
  const build = fakeBuild();
  const web = build.webDist;
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="app-entry" content="mall" />' +
      '<meta name="map-tiles" content="" /><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-e1.css"></head><body><div id="root"></div></body></html>',
  );
  const files: Record<string, string> = {
    'assets/index-e1.css': '.shell{color:red}',
    'assets/home-h1.js': 'export {}',
    'assets/grid-g1.js': 'export {}',
    'assets/grid-g1.css': '.grid{display:grid}',
    'assets/providers-p1.js': 'export {}',
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true, css: ['assets/index-e1.css'] },
      'src/app/pages/mall/home.tsx': { file: 'assets/home-h1.js', imports: ['_grid-g1.js', 'index.html'] },
      '_grid-g1.js': { file: 'assets/grid-g1.js', css: ['assets/grid-g1.css'] },
      'src/app/page-providers.tsx': { file: 'assets/providers-p1.js', imports: ['index.html'] },
    }),
    'words/en.json': JSON.stringify({ common: { hello: 'Hello </script>' } }),
    'words/ar.json': JSON.stringify({ common: { hello: 'مرحبا' } }),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    fs.writeFileSync(path.join(web, file), text);
  }
  return build;
}

const scriptJsonOf = (html: string, id: string): unknown =>
  JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]!);

describe('serving the clients', () => {
  it("carries an entry page's styles, code, words and first data in its HTML (decision 0058)", async () => {
    const t = await createTestApp({}, firstViewBuild());
    const res = await t.app.inject({ url: '/mall', headers: { 'accept-language': 'fr;q=0.5, en' } });
    const html = res.body;
    // Styles inlined: no render-blocking stylesheet request, the page's own sheet included.
    expect(html).toContain('<style data-href="/assets/index-e1.css">.shell{color:red}</style>');
    expect(html).toContain('<style data-href="/assets/grid-g1.css">.grid{display:grid}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    // The page's chunks fetched with the entry, not after it ran; the entry's own are not repeated.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-h1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-g1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/providers-p1.js" />');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-e1.js"');
    // The words of the visitor's language, escaped so they cannot close the script element.
    expect(scriptJsonOf(html, 'app-words')).toEqual({
      lng: 'en',
      words: { common: { hello: 'Hello </script>' } },
    });
    // The first calls' answers, as the API gives them to a visitor not signed in.
    const data = scriptJsonOf(html, 'app-data') as { lng: string; answers: Record<string, unknown> };
    const home = await t.app.inject({ method: 'POST', url: '/v1/mall/getHome', payload: {} });
    expect(data.lng).toBe('en');
    expect(data.answers['mall/getHome {}']).toEqual(home.json().data);
    expect(data.answers['category/getCategoryList {}']).toBeDefined();
  });

  it('writes the page in the chosen language (cookie over Accept-Language), right to left for Arabic', async () => {
    const t = await createTestApp({}, firstViewBuild());
    const res = await t.app.inject({
      url: '/vip/member',
      headers: { cookie: 'a=1; lng=ar', 'accept-language': 'en' },
    });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(scriptJsonOf(res.body, 'app-words')).toEqual({ lng: 'ar', words: { common: { hello: 'مرحبا' } } });
    // Not an entry page: no first data, no page chunks.
    expect(res.body).not.toContain('id="app-data"');
    expect(res.body).not.toContain('modulepreload');
    // Sent compressed, as the words make the page large.
    const br = await t.app.inject({ url: '/tv/index', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('id="app-words"');
    const gz = await t.app.inject({ url: '/tv/index', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('id="app-data"');
  });

  it('answers client routes with the web app, console routes with the console, and keeps 404s real', async () => {
    const t = await createTestApp({}, fakeBuild());
    for (const url of [
      '/',
      '/mall/orders?status=unpaid',
      '/tv/index',
      '/vip/member',
      '/choose-location?lat=52.51704&lng=13.38886',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('content="mall"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject('/admin/users/3')).body).toContain('console');
    const asset = await t.app.inject('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/missing-9z.js')).statusCode).toBe(404);
    const api = await t.app.inject('/v1/user/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('NOT_FOUND');
  });

  it('serves the service worker past every HTTP cache, at the root, and its shell without page data (decision 0061)', async () => {
    const build = firstViewBuild();
    const worker = 'self.addEventListener("fetch", () => {});';
    fs.writeFileSync(path.join(build.webDist, 'sw.js'), worker);
    fs.writeFileSync(path.join(build.webDist, 'sw.js.br'), brotliCompressSync(worker));
    fs.writeFileSync(path.join(build.webDist, 'manifest.webmanifest'), '{}');
    const t = await createTestApp({}, build);
    for (const encoding of ['identity', 'gzip, br']) {
      const res = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      // At the site's root, its default scope is the whole web app; no header widens or narrows it.
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
    // Other unhashed files keep their short cache.
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('public, max-age=300');
    // The shell the worker precaches: the visitor's words, no page's first data or chunks.
    const shell = await t.app.inject({ url: '/app-shell', headers: { cookie: 'lng=ar' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<html lang="ar" dir="rtl">');
    expect(scriptJsonOf(shell.body, 'app-words')).toEqual({
      lng: 'ar',
      words: { common: { hello: 'مرحبا' } },
    });
    expect(shell.body).not.toContain('id="app-data"');
    expect(shell.body).not.toContain('modulepreload');
  });

  it("sends the build's brotli or gzip copy of an asset when the browser accepts it", async () => {
    const t = await createTestApp({}, fakeBuild());
    const br = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('export {}');
    const gz = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('export {}');
    const plain = await t.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {}');
    expect(plain.headers['content-type']).toContain('javascript');
  });

  it("names the drama home's first banner in its HTML, so the browser fetches it with the code", async () => {
    const t = await createTestApp({}, fakeBuild());
    const res = await t.app.inject('/tv/index');
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/media/video/tv-art-1.webp" fetchpriority="high" />',
    );
    // Other pages do not wait for it, and the marketplace entry does not name it.
    expect((await t.app.inject('/mall')).body).not.toContain('rel="preload" as="image"');
    expect((await t.app.inject('/')).body).not.toContain('rel="preload" as="image"');
    const tv = await createTestApp({ ENTRY: 'tv' }, fakeBuild());
    expect((await tv.app.inject('/')).body).toContain('tv-art-1.webp');
  });

  it('names a map tile server to the client and the CSP only when MAP_TILE_URL is set', async () => {
    const plain = await createTestApp({}, fakeBuild());
    const off = await plain.app.inject('/choose-location');
    expect(off.body).toContain('<meta name="map-tiles" content=""');
    expect(off.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    const tiled = await createTestApp(
      { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png?k=a&b=c' },
      fakeBuild(),
    );
    const on = await tiled.app.inject('/choose-location');
    expect(on.body).toContain(
      '<meta name="map-tiles" content="https://tiles.example.com/{z}/{x}/{y}.png?k=a&amp;b=c"',
    );
    expect(on.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.example.com;",
    );
  });

  it('ENTRY=tv makes the entry page the drama app', async () => {
    const t = await createTestApp({ ENTRY: 'tv' }, fakeBuild());
    expect((await t.app.inject('/')).body).toContain('<meta name="app-entry" content="tv"');
  });
});
