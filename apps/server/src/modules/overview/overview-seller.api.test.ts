import { describe, expect, it } from 'vitest';
import { SHIP_ON_TIME_HOURS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { goods, orders } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);
const staffKit = contentKit(t);

const dashboard = async (token: string, lang?: string) =>
  (await t.call('store/getDashboard', {}, { token, ...(lang ? { lang } : {}) })).body.data;

describe('the seller center dashboard', () => {
  it('a new store starts from nothing: every figure zero, no rates', async () => {
    const store = await kit.store();
    const d = await dashboard(store.seller.token);
    expect(d.todo).toEqual({ toPurchase: 0, toShip: 0, refunds: 0, outOfStock: 0, rejected: 0 });
    expect(d.today).toMatchObject({ orders: 0, sales: 0, buyers: 0 });
    expect(d.series).toHaveLength(30);
    expect(d.money).toEqual({ income: 0, purchases: 0 });
    expect(d.health.shipOnTime).toEqual({ hits: 0, of: 0, rate: null });
    expect(d.topProducts).toEqual([]);
  });

  it('counts what the store’s recorded orders, products and ledger hold', async () => {
    const store = await kit.store();
    await t.kit.fund(store.seller.token, 100);
    const kept = await kit.product(store.id, {
      title: 'Dash Lamp',
      skus: [{ price: 2_000, stock: 20, wholesaleCost: 800 }],
    });
    await kit.product(store.id, { title: 'Sold Out Vase', skus: [{ price: 1_500, stock: 0 }] });
    // A product staff rejected in review (the seller edits and sends it again).
    const rejected = await kit.product(store.id, { title: 'Blurry Photo Mug' });
    await t.db
      .update(goods)
      .set({ review: 'rejected', reviewReason: 'Blurry photo' })
      .where(eq(goods.id, rejected.id));
    const buyer = await kit.buyer(200);
    const other = await kit.buyer(200);
    const sku = kept.skus[0]!.id;

    // Four paid orders from two buyers: one waits for purchase, one to ship, one shipped and received, one refunded.
    await kit.buy(buyer, sku);
    const toShip = await kit.buy(buyer, sku);
    await kit.advance(toShip.id, 'purchase');
    const done = await kit.buy(other, sku);
    await kit.ship(done.id);
    expect((await t.call('order/confirm', { id: done.id }, { token: other.token })).status).toBe(200);
    const refunded = await kit.buy(other, sku);
    await t.call('order/refund', { id: refunded.id, reason: 'Changed my mind' }, { token: other.token });
    const staff = await t.kit.staffToken();
    await t.call('admin/reviewRefund', { id: refunded.id, action: 'approve' }, { token: staff });

    const d = await dashboard(store.seller.token);
    expect(d.todo).toEqual({ toPurchase: 1, toShip: 1, refunds: 0, outOfStock: 1, rejected: 1 });
    expect(d.today).toMatchObject({ orders: 4, sales: 8_000, buyers: 2 });
    expect(d.series.at(-1)).toEqual(d.today);
    expect(d.ordersByStatus).toMatchObject({ to_purchase: 1, pending: 1, completed: 1, refunded: 1 });
    // Income is what the completed order released (its total less commission); purchases the wholesale paid.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, done.id));
    const commission = Math.round((row!.total * row!.commissionBps) / 10_000);
    expect(d.money.income).toBe(row!.total - commission);
    expect(d.money.purchases).toBe(800 * 2);
    expect(d.topProducts[0]).toMatchObject({ id: kept.id, title: 'Dash Lamp' });
    expect(d.categories).toEqual([expect.objectContaining({ products: 3 })]);
    expect(d.health.shipOnTime).toEqual({ hits: 1, of: 1, rate: 1 });
    expect(d.health.refund).toEqual({ hits: 1, of: 4, rate: 0.25 });
    expect(d.health.cancellation).toEqual({ hits: 0, of: 4, rate: 0 });

    // A shipment later than the promise counts against the store.
    await t.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - (SHIP_ON_TIME_HOURS + 5) * 3_600_000) })
      .where(eq(orders.id, done.id));
    expect((await dashboard(store.seller.token)).health.shipOnTime).toEqual({ hits: 0, of: 1, rate: 0 });
    await t.verifyBooks();
  });

  it('counts the visitors of the store’s pages and products and their page views, per day', async () => {
    const store = await kit.store();
    const p = await kit.product(store.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    // A visitor looks at the product twice and the store page once; a signed-in buyer at the product once.
    const agent = { headers: { 'user-agent': 'Visitor browser' } };
    await t.call('goods/getGoodsInfo', { id: p.id }, agent);
    await t.call('goods/getGoodsInfo', { id: p.id }, agent);
    await t.call('store/getStoreInfo', { id: store.id }, agent);
    await t.call('goods/getGoodsInfo', { id: p.id }, { token: buyer.token });
    await t.services.catalog.flushImpressions();
    const d = await dashboard(store.seller.token);
    expect(d.today).toMatchObject({ visitors: 2, views: 4, converted: 0 });
    expect(d.yesterday).toMatchObject({ visitors: 0, views: 0 });
    // The signed-in visitor buys: one of the two visitors converted. A buyer who never looked
    // (an order through the API alone) is a buyer but not a converted visitor.
    await kit.buy(buyer, p.skus[0]!.id);
    await kit.buy(await kit.buyer(50), p.skus[0]!.id);
    expect((await dashboard(store.seller.token)).today).toMatchObject({
      visitors: 2,
      buyers: 2,
      converted: 1,
    });
    // Another store's figures do not move.
    const other = await kit.store();
    expect((await dashboard(other.seller.token)).today).toMatchObject({ visitors: 0, views: 0 });
  });

  it('names categories in the reader’s language', async () => {
    const store = await kit.store();
    const cat = await kit.rootCategory();
    await kit.product(store.id, { categoryId: cat });
    const d = await dashboard(store.seller.token, 'de');
    expect(d.categories[0]).toMatchObject({ id: cat, products: 1 });
  });

  it('shows each store only its own figures; buyers, visitors and staff are refused', async () => {
    const mine = await kit.store();
    const theirs = await kit.store();
    const p = await kit.product(theirs.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    await kit.buy(buyer, p.skus[0]!.id);
    expect((await dashboard(mine.seller.token)).today.orders).toBe(0);
    expect((await dashboard(theirs.seller.token)).today.orders).toBe(1);
    for (const token of [buyer.token, undefined, await staffKit.tokenOf('admin')]) {
      const res = await t.call('store/getDashboard', {}, token ? { token } : {});
      expect([401, 403]).toContain(res.status);
    }
    const bad = await t.call('store/getDashboard', { storeId: theirs.id } as never, {
      token: mine.seller.token,
    });
    expect(bad.status).toBe(400);
  });
});
