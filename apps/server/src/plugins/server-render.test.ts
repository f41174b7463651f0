import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@app/contract';
import { CONSOLE_PREFIX, WEB_NAMESPACES } from '@app/i18n';
import { videoItems, videos } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';

/**
 * Server rendering of the entry pages (decision 0060), through the real app and the web client's
 * real server build: built here from the sources, so these tests see the code as it is now.
 */
const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../../../packages/i18n/locales', import.meta.url));

let serverEntry = '';

beforeAll(async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-ssr-'));
  await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/entry-server.tsx', outDir },
  });
  serverEntry = path.join(outDir, 'entry-server.js');
}, 240_000);

/** The words of a language as the build writes them (`words/<lng>.json`, vite.config.ts). */
function wordsOf(lng: string) {
  const words: Record<string, Record<string, string>> = {};
  for (const ns of WEB_NAMESPACES) {
    const file = path.join(LOCALES, lng, `${ns}.json`);
    const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
    words[ns] = Object.fromEntries(entries.filter(([key]) => !key.startsWith(CONSOLE_PREFIX)));
  }
  return words;
}

/** A web build as vite writes it, with the launch screen in the root where the markup goes. */
function webBuild(entry = serverEntry) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-web-'));
  const web = path.join(root, 'web');
  const admin = path.join(root, 'admin');
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(web, 'words'), { recursive: true });
  fs.mkdirSync(admin, { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="app-entry" content="mall" />' +
      '<meta name="map-tiles" content="" /><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
      '</head><body><div id="root">\n  <!--app-root-->\n  <div class="boot">DramaMall</div>\n  <!--/app-root-->\n</div></body></html>',
  );
  fs.writeFileSync(
    path.join(web, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-e1.js', isEntry: true } }),
  );
  for (const lng of ['en', 'ar']) {
    fs.writeFileSync(path.join(web, 'words', `${lng}.json`), JSON.stringify(wordsOf(lng)));
  }
  fs.writeFileSync(path.join(admin, 'index.html'), '<html><title>console</title></html>');
  return { webDist: web, adminDist: admin, webServerEntry: entry };
}

/** The words of markup as a browser shows them: tags dropped, character references decoded. */
const wordsIn = (markup: string | undefined) =>
  (markup ?? '').replace(/<[^>]*>/g, ' ').replace(/&(lt|gt|quot|#x27|#39|amp);/g, (_, name: string) => {
    const chars: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", amp: '&' };
    return chars[name]!;
  });

/** The root shows `text` (a title from the database), escaped: a `<` in it never opens a tag. */
function expectShown(markup: string | undefined, text: string) {
  expect(wordsIn(markup)).toContain(text);
  if (text.includes('<')) expect(markup).not.toContain(text);
}

/** The root's markup, or undefined when the server left the launch screen in it. */
function rootMarkup(html: string): string | undefined {
  const start = html.indexOf('<div id="root" data-server-rendered>');
  if (start < 0) return undefined;
  return html.slice(start, html.indexOf('</body>'));
}

describe('server-rendered first view (decision 0060)', () => {
  it("writes each entry page's content into the root: the home, a product, the drama home, the player", async () => {
    const t = await createTestApp({}, webBuild());
    const goods = (await t.call('goods/getGoodsList', { page: 1, pageSize: 1 })).body.data;
    const product = (await t.call('goods/getGoodsInfo', { id: goods.list[0]!.id })).body.data;
    // A staff pick, so it is in the drama home's first row (the test data has no dramas).
    const [drama] = await t.db
      .insert(videos)
      .values({ title: "The Heir's Promise <1>", freeEpisodes: 1, featured: true })
      .returning();
    await t.db.insert(videoItems).values({ videoId: drama!.id, index: 1, title: 'Chapter one', price: 30 });
    const home = (await t.call('mall/getHome', {})).body.data;
    // A page's first render in a process compiles its part of the server bundle and can pass the
    // render budget on a busy machine (the page then goes out with an empty root, as designed):
    // warm each page up once.
    const urls = ['/mall', `/mall/product/${product.id}`, '/tv/index', `/tv/video?id=${drama!.id}`];
    for (const url of urls) await t.app.inject(url);

    const mall = rootMarkup((await t.app.inject('/mall')).body);
    expect(mall).toBeDefined();
    expect(mall).toContain('Search products');
    expectShown(mall, home.suggested[0]!.title);

    const page = rootMarkup((await t.app.inject(`/mall/product/${product.id}`)).body);
    expectShown(page, product.title);
    expect(page).toContain(formatMoney(product.price, 'en'));

    const tv = rootMarkup((await t.app.inject('/tv/index')).body);
    expectShown(tv, drama!.title);

    const player = await t.app.inject(`/tv/video?id=${drama!.id}`);
    expectShown(rootMarkup(player.body), drama!.title);
    // The queries the markup was rendered from travel with it, for the browser's first render.
    expect(player.body).toMatch(/<script id="app-queries" type="application\/json">\{"mutations":/);
  });

  it('writes an Arabic visitor’s page in Arabic, right to left', async () => {
    const t = await createTestApp({}, webBuild());
    const res = await t.app.inject({ url: '/mall', headers: { cookie: 'lng=ar', 'accept-language': 'en' } });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    const ar = wordsOf('ar');
    const mall = rootMarkup(res.body);
    expectShown(mall, ar.catalog!['home.suggested']!);
    expect(mall).not.toContain('Search products');
  });

  it('leaves the root to the browser for a signed-in browser, a page that is not an entry page, a player without a drama', async () => {
    const t = await createTestApp({}, webBuild());
    const signedIn = await t.app.inject({ url: '/mall', headers: { cookie: 'lng=en; signed_in=1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(rootMarkup(signedIn.body)).toBeUndefined();
    expect(signedIn.body).toContain('<div class="boot">DramaMall</div>');
    expect(signedIn.body).not.toContain('id="app-queries"');
    for (const url of ['/mall/cart', '/vip/member', '/tv/video', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(rootMarkup(res.body)).toBeUndefined();
    }
  });

  it('falls back to the empty root, never an error, when a render fails or is late', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-ssr-bad-'));
    const failing = path.join(dir, 'failing.mjs');
    fs.writeFileSync(failing, 'export async function render() { throw new Error("boom"); }');
    const late = path.join(dir, 'late.mjs');
    fs.writeFileSync(late, 'export function render() { return new Promise(() => {}); }');
    for (const entry of [failing, late]) {
      const t = await createTestApp({}, webBuild(entry));
      const res = await t.app.inject('/mall');
      expect(res.statusCode).toBe(200);
      expect(rootMarkup(res.body)).toBeUndefined();
      expect(res.body).toContain('<div class="boot">DramaMall</div>');
      // The rest of the first view is still there.
      expect(res.body).toContain('id="app-data"');
    }
    // And a build without the server module serves the page as before.
    const none = await createTestApp({}, webBuild(path.join(dir, 'missing.js')));
    expect(rootMarkup((await none.app.inject('/mall')).body)).toBeUndefined();
  });
});
