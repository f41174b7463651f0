import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

/** A stand-in build of both clients, so these tests do not depend on `npm run build`. */
function fakeBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-web-'));
  const web = path.join(root, 'web');
  const admin = path.join(root, 'admin');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.mkdirSync(admin, { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<html><head><meta name="app-entry" content="mall" /></head></html>',
  );
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'export {}');
  fs.writeFileSync(path.join(admin, 'index.html'), '<html><title>console</title></html>');
  return { webDist: web, adminDist: admin };
}

describe('serving the clients', () => {
  it('answers client routes with the web app, console routes with the console, and keeps 404s real', async () => {
    const t = await createTestApp({}, fakeBuild());
    for (const url of ['/', '/mall/orders?status=unpaid', '/tv/index', '/vip/member']) {
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

  it('ENTRY=tv makes the entry page the drama app', async () => {
    const t = await createTestApp({ ENTRY: 'tv' }, fakeBuild());
    expect((await t.app.inject('/')).body).toContain('<meta name="app-entry" content="tv"');
  });
});
