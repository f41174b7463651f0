import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { stores } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';
import { mallKit } from './mall.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);
const staffKit = contentKit(t);

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const purchase = (token: string, id: number, extra: Record<string, unknown> = {}) =>
  t.call('store/purchaseOrder', { id, ...extra }, { token, ...key() });
const balance = async (token: string) =>
  (await t.client.call('user_wallet/getWallet', {}, { token })).balance;

/** A store whose owner has `funds` dollars, one warehouse product (wholesale 4.00) and a paid order of it. */
async function paidOrder(opts: { funds?: number; wholesaleCost?: number; price?: number } = {}) {
  const store = await kit.store();
  if (opts.funds) await t.kit.fund(store.seller.token, opts.funds);
  const product = await kit.product(store.id, {
    title: 'Seller Order Lamp',
    skus: [{ price: opts.price ?? 1_000, stock: 100, wholesaleCost: opts.wholesaleCost ?? 400 }],
  });
  const buyer = await kit.buyer(opts.price ? Math.ceil(opts.price / 100) + 50 : 100);
  const placed = await kit.place(buyer, [{ skuId: product.skus[0]!.id, quantity: 1 }]);
  const ids = placed.body.data.orders.map((o) => o.id);
  const paid = await kit.pay(buyer.token, ids, { tradePassword: TEST_TRADE_PASSWORD });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const order = paid.body.data.orders[0]!;
  return { store, seller: store.seller, buyer, order, product };
}

describe('the seller’s orders', () => {
  it('lists the store’s orders by tab with the buyer’s nickname, earnings, wholesale cost and who ships', async () => {
    const { seller, order, buyer } = await paidOrder();
    const tab = async (name: string, extra: Record<string, unknown> = {}) =>
      (await t.call('store/getOrderList', { tab: name, ...extra }, { token: seller.token })).body.data;
    const toPurchase = await tab('to_purchase');
    expect(toPurchase.list.map((o) => o.id)).toEqual([order.id]);
    const [o] = toPurchase.list;
    expect(o).toMatchObject({ status: 'to_purchase', wholesaleTotal: 400, shipper: 'warehouse' });
    expect(o!.buyer.nickname).not.toBe('');
    expect(JSON.stringify(o)).not.toContain(buyer.email);
    expect(o!.commission).toBeGreaterThanOrEqual(0);
    expect(o!.commission).toBeLessThan(o!.total);
    for (const other of ['to_ship', 'shipped', 'completed', 'refunds'])
      expect((await tab(other)).total).toBe(0);
    expect((await tab('to_purchase', { keyword: order.orderNo })).total).toBe(1);
    expect((await tab('to_purchase', { keyword: 'NOPE123' })).total).toBe(0);
    // Sellers search by order number only, never buyers by email.
    expect((await tab('to_purchase', { keyword: buyer.email })).total).toBe(0);
    const info = await t.call('store/getOrderInfo', { id: order.id }, { token: seller.token });
    expect(info.body.data).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      address: { recipient: expect.any(String) },
    });
  });

  it('purchases from the warehouse once: the wholesale cost leaves the owner’s wallet, the order waits for the warehouse', async () => {
    const { seller, order } = await paidOrder({ funds: 50 });
    const before = await balance(seller.token);
    const res = await purchase(seller.token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', shipper: 'warehouse' });
    expect(res.body.data.events.map((e) => e.type)).toContain('purchased');
    expect(await balance(seller.token)).toBe(before - 400);
    const again = await purchase(seller.token, order.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ORDER_STATE_CHANGED');
    // The warehouse ships warehouse products: the seller cannot.
    const ship = await t.call(
      'store/shipOrder',
      { id: order.id, carrier: 'DHL', trackingNo: 'JD0001' },
      { token: seller.token },
    );
    expect(ship.status).toBe(409);
    expect(ship.body.error).toBe('SHIPPED_BY_WAREHOUSE');
    await t.verifyBooks();
  });

  it('50 concurrent purchase presses pay the wholesale cost once', async () => {
    const { seller, order } = await paidOrder({ funds: 50 });
    const before = await balance(seller.token);
    const results = await Promise.all(Array.from({ length: 50 }, () => purchase(seller.token, order.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error === 'ORDER_STATE_CHANGED')).toBe(
      true,
    );
    expect(await balance(seller.token)).toBe(before - 400);
    await t.verifyBooks();
  });

  it('a retry with the same Idempotency-Key answers the first answer', async () => {
    const { seller, order } = await paidOrder({ funds: 50 });
    const headers = { 'idempotency-key': randomUUID() };
    const first = await t.call('store/purchaseOrder', { id: order.id }, { token: seller.token, headers });
    const retry = await t.call('store/purchaseOrder', { id: order.id }, { token: seller.token, headers });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });

  it('refuses a purchase the wallet cannot pay, writing nothing', async () => {
    const { seller, order } = await paidOrder();
    const res = await purchase(seller.token, order.id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('INSUFFICIENT_BALANCE');
    const info = await t.call('store/getOrderInfo', { id: order.id }, { token: seller.token });
    expect(info.body.data.status).toBe('to_purchase');
    await t.verifyBooks();
  });

  it('asks for the trade password above the payment threshold', async () => {
    const { seller, order } = await paidOrder({ funds: 800, wholesaleCost: 60_000, price: 70_000 });
    // Without a trade password set, the seller is told to set one first.
    const unset = await purchase(seller.token, order.id);
    expect(unset.body.error).toBe('TRADE_PASSWORD_NOT_SET');
    await t.kit.setTradePassword(seller);
    const none = await purchase(seller.token, order.id);
    expect(none.status).toBe(400);
    expect(none.body.fields?.map((f) => f.field)).toEqual(['tradePassword']);
    const ok = await purchase(seller.token, order.id, { tradePassword: TEST_TRADE_PASSWORD });
    expect(ok.status).toBe(200);
    await t.verifyBooks();
  });

  it('ships the store’s own products with carrier and tracking number; bad input names the field', async () => {
    const { seller, order } = await paidOrder({ wholesaleCost: 0 });
    const info = await t.call('store/getOrderInfo', { id: order.id }, { token: seller.token });
    expect(info.body.data).toMatchObject({ status: 'pending', shipper: 'store' });
    const cases: [Record<string, unknown>, string][] = [
      [{ id: order.id, carrier: ' ', trackingNo: 'A1' }, 'carrier'],
      [{ id: order.id, carrier: 'DHL', trackingNo: '' }, 'trackingNo'],
      [{ id: order.id, carrier: 'DHL', trackingNo: 'x'.repeat(61) }, 'trackingNo'],
      [{ id: order.id, carrier: 'DHL' }, 'trackingNo'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('store/shipOrder', body, { token: seller.token, lang: 'de' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
      expect(res.body.fields?.[0]?.message).not.toMatch(/^validation\./);
    }
    const shipped = await t.call(
      'store/shipOrder',
      { id: order.id, carrier: 'DHL Express', trackingNo: 'JD014600006281' },
      { token: seller.token },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      carrier: 'DHL Express',
      trackingNo: 'JD014600006281',
    });
  });

  it('another store, a buyer, a visitor and staff cannot read or move the store’s orders', async () => {
    const { order } = await paidOrder({ funds: 50 });
    const other = await kit.store();
    await t.kit.fund(other.seller.token, 50);
    for (const [path, body] of [
      ['store/getOrderInfo', { id: order.id }],
      ['store/purchaseOrder', { id: order.id }],
      ['store/shipOrder', { id: order.id, carrier: 'DHL', trackingNo: 'A1' }],
    ] as const) {
      const res = await t.call(path, body as never, { token: other.seller.token, ...key() });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('ORDER_NOT_FOUND');
    }
    expect(
      (await t.call('store/getOrderList', { tab: 'to_purchase' }, { token: other.seller.token })).body.data
        .total,
    ).toBe(0);
    const buyer = await kit.buyer();
    for (const token of [buyer.token, undefined, await staffKit.tokenOf('admin')]) {
      const res = await t.call('store/getOrderList', {}, token ? { token } : {});
      expect([401, 403]).toContain(res.status);
    }
  });

  it('a disabled store’s owner reads the orders but cannot purchase', async () => {
    const { store, seller, order } = await paidOrder({ funds: 50 });
    await t.db.update(stores).set({ status: 'disabled' }).where(eq(stores.id, store.id));
    expect((await t.call('store/getOrderList', {}, { token: seller.token })).status).toBe(200);
    const res = await purchase(seller.token, order.id);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('STORE_DISABLED');
  });
});

describe('the seller answers refund requests', () => {
  /** A shipped order of the store's own product with a refund requested by the buyer (refunding). */
  async function refundRequested() {
    const store = await kit.store();
    const product = await kit.product(store.id, { skus: [{ price: 2_000, stock: 10 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, product.skus[0]!.id);
    const shipped = await t.call(
      'store/shipOrder',
      { id: order.id, carrier: 'DHL', trackingNo: 'JD0001' },
      { token: store.seller.token },
    );
    expect(shipped.body.data.status).toBe('shipped');
    const asked = await t.call(
      'order/refund',
      { id: order.id, reason: 'Wrong colour' },
      { token: buyer.token },
    );
    expect(asked.body.data.status).toBe('refunding');
    return { store, seller: store.seller, buyer, order };
  }
  const answer = (token: string, body: Record<string, unknown>) =>
    t.call('store/answerRefund', body as never, { token, ...key() });

  it('accepting returns the escrow to the buyer at once; 20 concurrent presses refund once', async () => {
    const { seller, buyer, order } = await refundRequested();
    const before = await balance(buyer.token);
    const presses = await Promise.all(
      Array.from({ length: 20 }, () => answer(seller.token, { id: order.id, accept: true })),
    );
    expect(presses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(presses.filter((r) => r.status !== 200).map((r) => r.body.error))).toEqual(
      new Set(['REFUND_NOT_ANSWERABLE']),
    );
    expect(await balance(buyer.token)).toBe(before + order.total);
    const info = await t.call('order/getOrderInfo', { id: order.id }, { token: buyer.token });
    expect(info.body.data.status).toBe('refunded');
    await t.verifyBooks();
  });

  it('declining needs a reason, shows it to the buyer and leaves the order for staff to arbitrate', async () => {
    const { seller, buyer, order } = await refundRequested();
    const noReason = await answer(seller.token, { id: order.id, accept: false, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.[0]?.field).toBe('reason');
    const declined = await answer(seller.token, {
      id: order.id,
      accept: false,
      reason: 'The photos show the colour ordered',
    });
    expect(declined.body.data).toMatchObject({
      status: 'refunding',
      refundSellerReason: 'The photos show the colour ordered',
    });
    expect(declined.body.data.events[0]).toMatchObject({ type: 'refund_declined' });
    const buyerSees = await t.call('order/getOrderInfo', { id: order.id }, { token: buyer.token });
    expect(buyerSees.body.data.refundSellerReason).toBe('The photos show the colour ordered');
    const again = await answer(seller.token, { id: order.id, accept: true });
    expect(again.body.error).toBe('REFUND_NOT_ANSWERABLE');
    // Staff arbitrate: approving refunds the buyer.
    const before = await balance(buyer.token);
    const approved = await t.call(
      'admin/reviewRefund',
      { id: order.id, action: 'approve' },
      { token: await t.kit.staffToken() },
    );
    expect(approved.body.data).toMatchObject({
      status: 'refunded',
      refundSellerReason: 'The photos show the colour ordered',
    });
    expect(await balance(buyer.token)).toBe(before + order.total);
    await t.verifyBooks();
  });

  it('another store, and an order not refunding, cannot be answered', async () => {
    const { order } = await refundRequested();
    const other = await kit.store();
    const foreign = await answer(other.seller.token, { id: order.id, accept: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ORDER_NOT_FOUND');
    const { seller, order: fresh } = await paidOrder();
    const early = await answer(seller.token, { id: fresh.id, accept: true });
    expect(early.body.error).toBe('REFUND_NOT_ANSWERABLE');
  });
});
