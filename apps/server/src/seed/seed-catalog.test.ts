import { count, eq, inArray, isNull } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@app/contract';
import { createTestApp } from '#test/helper.js';
import { platformTexts } from './platform-texts.js';
import { DEMO_SELLER_PASSWORD, STORES, seedCatalog } from './seed-catalog.js';
import {
  categories,
  goods,
  goodsSkus,
  banners,
  stores,
  trafficPackages,
  users,
} from '#server/db/schema/index.js';

const t = await createTestApp();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'dramamall-catalog-'));

beforeAll(async () => {
  // The shared template may already hold the demo catalog (seedDemo seeds it): start from none.
  await t.pool.query('truncate table stores, categories cascade');
  await t.pool.query("delete from banners where place = 'mall'");
  await seedCatalog(t.db, uploads);
}, 120_000);

afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(uploads, url.replace(/^\/media\//, ''));

describe('demo catalog seed', () => {
  it('opens several stores, each with its products, logo, cover and sections', async () => {
    const rows = await t.db.select().from(stores).orderBy(stores.id);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    // Every store opens normal at level 1; the one to freeze is frozen by staff after its history
    // (seed.ts, through the real flow that holds its funds), and levels rise with recorded sales.
    expect(rows.every((s) => s.status === 'normal' && s.level === 1)).toBe(true);
    const toFreeze = STORES.filter((s) => s.status === 'frozen').map((s) => s.name);
    expect(toFreeze).toHaveLength(1);
    for (const store of rows) {
      const [{ n }] = (await t.db.select({ n: count() }).from(goods).where(eq(goods.storeId, store.id))) as [
        { n: number },
      ];
      expect(n).toBeGreaterThanOrEqual(3);
      if (toFreeze.includes(store.name)) continue;
      expect(n).toBeGreaterThanOrEqual(40);
      // No made-up figures: followers and sales come only from the recorded history (seed-history).
      expect(store.followers).toBe(0);
      expect(store.sales).toBe(0);
      expect(store.visits).toBe(0);
      expect(store.banners).toHaveLength(2);
      expect(store.sections).toHaveLength(2);
      expect(store.sections.filter((s) => s.onHome)).toHaveLength(1);
      const own = await t.db
        .select({ id: goods.id })
        .from(goods)
        .where(
          inArray(
            goods.id,
            store.sections.flatMap((s) => s.goodsIds),
          ),
        );
      for (const section of store.sections) {
        expect(section.goodsIds.length).toBeGreaterThanOrEqual(4);
        expect(section.goodsIds.length).toBeLessThanOrEqual(8);
      }
      expect(own.length).toBeGreaterThan(0);
      const ownIds = new Set(
        (await t.db.select({ id: goods.id }).from(goods).where(eq(goods.storeId, store.id))).map((g) => g.id),
      );
      expect(store.sections.flatMap((s) => s.goodsIds).every((id) => ownIds.has(id))).toBe(true);
    }
  });

  it('lets the sellers sign in with the demo password', async () => {
    const owners = await t.db
      .select({ email: users.email, type: users.type })
      .from(users)
      .innerJoin(stores, eq(stores.ownerId, users.id));
    expect(owners.every((o) => o.type === 'seller')).toBe(true);
    expect(owners.map((o) => o.email)).toContain('store1@demo.local');
    const res = await t.call('user/signin', { email: 'store1@demo.local', password: DEMO_SELLER_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('builds a category tree with the products on its branches', async () => {
    const all = await t.db.select().from(categories);
    const tops = all.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) expect(all.filter((c) => c.parentId === top.id).length).toBeGreaterThanOrEqual(3);
    const leafIds = new Set(all.filter((c) => c.parentId !== null).map((c) => c.id));
    const onTop = await t.db
      .select({ n: count() })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(isNull(categories.parentId));
    expect(onTop[0]!.n).toBe(0);
    const used = await t.db.selectDistinct({ id: goods.categoryId }).from(goods);
    expect(used.every((u) => leafIds.has(u.id))).toBe(true);
  });

  it('gives every product a price, stock it can sell, and pictures', async () => {
    const all = await t.db.select().from(goods);
    expect(all.length).toBeGreaterThanOrEqual(250);
    const skus = await t.db.select().from(goodsSkus);
    const byGoods = new Map<number, typeof skus>();
    for (const k of skus) byGoods.set(k.goodsId, [...(byGoods.get(k.goodsId) ?? []), k]);
    for (const g of all) {
      const own = byGoods.get(g.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(6);
      expect(own.every((k) => k.price > 0 && k.stock >= 0)).toBe(true);
      expect(own.some((k) => k.stock > 0)).toBe(true);
      expect(g.price).toBe(Math.min(...own.map((k) => k.price)));
      if (g.originalPrice > 0) expect(g.originalPrice).toBeGreaterThan(g.price);
      expect(g.images.length).toBeGreaterThanOrEqual(1);
      expect(g.images.every((i) => i.startsWith('/media/goods/'))).toBe(true);
      expect(g.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      // sold counts and ratings are the recorded history's (seed-history), never written here
      expect([g.sold, g.ratingSum, g.ratingCount]).toEqual([0, 0, 0]);
    }
    // the demo shows discounts, free shipping and a few sold-out options
    const discounted = all.filter((g) => g.originalPrice > 0).length / all.length;
    expect(discounted).toBeGreaterThan(0.4);
    expect(discounted).toBeLessThan(0.8);
    expect(all.some((g) => g.shippingFee === 0)).toBe(true);
    expect(all.some((g) => g.shippingFee > 0)).toBe(true);
    expect(skus.some((k) => k.stock === 0)).toBe(true);
    expect(new Set(all.map((g) => g.title)).size).toBeGreaterThan(all.length * 0.9);
  });

  it('writes every picture it refers to', async () => {
    const paths = [
      ...(await t.db.select({ images: goods.images }).from(goods)).flatMap((g) => g.images),
      ...(await t.db.select().from(stores))
        .flatMap((s) => [s.logo, s.cover ?? '', ...s.banners])
        .filter(Boolean),
      ...(await t.db.select({ image: banners.image }).from(banners).where(eq(banners.place, 'mall'))).map(
        (b) => b.image,
      ),
      ...(await t.db.select({ icon: categories.icon }).from(categories)).flatMap((c) =>
        c.icon ? [c.icon] : [],
      ),
    ];
    expect(paths.length).toBeGreaterThan(300);
    const missing = paths.filter((p) => !fs.existsSync(fileOf(p)));
    expect(missing).toEqual([]);
    const meta = await sharp(fileOf(paths[0]!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('names every category and store section in all 20 languages', async () => {
    const others = LOCALES.filter((l) => l !== 'en');
    const cats = await t.db.select().from(categories);
    expect(cats.length).toBeGreaterThan(40);
    for (const c of cats) expect(Object.keys(c.names).sort()).toEqual([...others].sort());
    expect(cats.find((c) => c.name === "Women's Fashion")?.names.de).toBe(
      platformTexts('de').categories.women,
    );
    for (const s of await t.db.select().from(stores))
      for (const x of s.sections) expect(Object.keys(x.titles ?? {}).sort()).toEqual([...others].sort());
  });

  it('adds marketplace banners with words in 20 languages that link to real places', async () => {
    const mall = await t.db.select().from(banners).where(eq(banners.place, 'mall'));
    expect(mall).toHaveLength(4);
    for (const b of mall) {
      expect(b.subtitle).not.toBe('');
      expect(Object.keys(b.translations)).toHaveLength(19);
    }
    expect(mall[0]!.translations.ja?.title).toBe(platformTexts('ja').mallBanners[0]!.title);
    const storeIds = new Set((await t.db.select({ id: stores.id }).from(stores)).map((s) => s.id));
    for (const b of mall) {
      expect(b.link).toMatch(/^\/mall\//);
      const store = /^\/mall\/store\/(\d+)$/.exec(b.link);
      if (store) expect(storeIds.has(Number(store[1]))).toBe(true);
    }
  });

  it('does nothing the second time', async () => {
    const tally = async () =>
      Promise.all(
        [stores, goods, goodsSkus, categories, banners, trafficPackages].map(async (table) => {
          const [row] = await t.db.select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await tally();
    await seedCatalog(t.db, uploads);
    expect(await tally()).toEqual(before);
  });
});
