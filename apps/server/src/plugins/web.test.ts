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

describe('serving the clients', () => {
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
