import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { promotions, stores } from '#server/db/schema/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';

// With the public reads cached as in production, the catalog reads promotion windows from a
// snapshot (issue 18): a promotion the seller saves shows at once, and a window's end is compared
// with the clock at every read, so a promotion still ends on time though the snapshot is kept.
const t = await createTestApp({ CATALOG_CACHE_MS: '60000' });
const mall = mallKit(t);

async function shop() {
  const owner = await mall.wallet.user({ funds: 100 });
  const [row] = await t.db
    .insert(stores)
    .values({ ownerId: owner.user.id, name: `Cached ${owner.user.id}`, logo: '/media/store/logo.webp' })
    .returning();
  const product = await mall.product(row!.id, { skus: [{ price: 1_000, stock: 50 }] });
  return { ...row!, token: owner.token, product };
}

/** The seller buys points and promotes one product at 20 % off for a day, starting now. */
async function promote(token: string, goodsId: number) {
  const headers = () => ({ 'idempotency-key': randomUUID() });
  expect((await t.call('store/buyPoints', { points: 1_000 }, { token, headers: headers() })).status).toBe(
    200,
  );
  const added = await t.call(
    'store/addPromotion',
    { goodsIds: [goodsId], discountPercent: 20, effect: 'immediate', duration: 'day' },
    { token, headers: headers() },
  );
  expect(added.status).toBe(200);
}

const info = async (id: number) => (await t.call('goods/getGoodsInfo', { id })).body.data;
const card = async (storeId: number, id: number) =>
  (await t.call('goods/getGoodsList', { storeId })).body.data.list.find((c) => c.id === id);

describe('promotions on cached product reads', () => {
  it('a promotion the seller adds shows at once on the product and its card, though both are cached', async () => {
    const s = await shop();
    expect(await info(s.product.id)).toMatchObject({ price: 1_000, promotion: null });
    expect(await card(s.id, s.product.id)).toMatchObject({ price: 1_000, promotion: null });

    await promote(s.token, s.product.id);

    expect(await info(s.product.id)).toMatchObject({
      price: 800,
      originalPrice: 1_000,
      promotion: { discountPercent: 20 },
    });
    expect(await card(s.id, s.product.id)).toMatchObject({ price: 800, promotion: { discountPercent: 20 } });
  });

  it('a window ends on time: the price goes back the moment it ends, with the snapshot still kept', async () => {
    const s = await shop();
    const now = Date.now();
    await t.db.insert(promotions).values({
      storeId: s.id,
      goodsId: s.product.id,
      discountPercent: 10,
      effect: 'immediate',
      duration: 'day',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 1_500),
      pointsSpent: 0,
    });
    // Another seller's save makes this process read the windows again, this one among them.
    const other = await shop();
    await promote(other.token, other.product.id);
    expect(await info(s.product.id)).toMatchObject({ price: 900, promotion: { discountPercent: 10 } });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + 1_600 - Date.now())));
    expect(await info(s.product.id)).toMatchObject({ price: 1_000, promotion: null });
    expect(await card(s.id, s.product.id)).toMatchObject({ price: 1_000, promotion: null });
  });
});
