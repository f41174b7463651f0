import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeVouchers } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { DEMO_FIRST_ORDER_BUYER, seedVouchers } from '#server/seed/seed-vouchers.js';
import { closeDueVouchers } from './close-vouchers.flow.js';

const t = await createTestApp();
const kit = mallKit(t);
const staffKit = contentKit(t);

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const balance = async (token: string) =>
  (await t.client.call('user_wallet/getWallet', {}, { token })).balance;
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function setCoupon(value: { enabled: boolean; amount?: number; minSpend?: number }) {
  const res = await t.call(
    'admin/saveVoucherSettings',
    { amount: 500, minSpend: 0, ...value, reason: 'Issue 14 test' },
    { token: await staffKit.tokenOf('admin') },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const coupon = (token?: string) => t.client.call('voucher/getFirstOrderCoupon', {}, token ? { token } : {});

/** A store with one product of the given price (own stock) and its owner funded with `funds` dollars. */
async function shop(price = 3_000, funds = 100) {
  const store = await kit.store();
  if (funds) await t.kit.fund(store.seller.token, funds);
  const product = await kit.product(store.id, { skus: [{ price, stock: 500 }] });
  return { store, seller: store.seller, skuId: product.skus[0]!.id };
}

const saveVoucher = (token: string, body: Record<string, unknown>) =>
  t.call(
    'store/saveVoucher',
    { amountOff: 200, minSpend: 2_000, budget: 1_000, endAt: later(7), ...body },
    { token, ...key() },
  );

async function placeOne(b: { token: string; addressId: number }, skuId: number, quantity = 1) {
  const placed = await kit.place(b, [{ skuId, quantity }]);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.orders[0]!;
}

async function complete(b: { token: string }, id: number) {
  await kit.ship(id);
  const done = await t.call('order/confirm', { id }, { token: b.token, ...key() });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data;
}

describe('the first-order coupon', () => {
  it('is off until staff turn it on: nothing taken off, and visitors read the rule', async () => {
    await setCoupon({ enabled: false });
    const { skuId } = await shop();
    const b = await kit.buyer(100);
    const preview = await t.client.call(
      'order/preview',
      { items: [{ skuId, quantity: 1 }] },
      { token: b.token },
    );
    expect(preview).toMatchObject({ total: 3_000, discountTotal: 0, payTotal: 3_000 });
    expect(preview.groups[0]!.discounts).toEqual([]);
    expect(await coupon()).toMatchObject({ enabled: false, amount: 500, state: null });
    expect(await coupon(b.token)).toMatchObject({ state: 'none' });
    const order = await placeOne(b, skuId);
    expect(order).toMatchObject({ total: 3_000, payTotal: 3_000, discounts: [] });
    await t.verifyBooks();
  });

  it('is shown before paying and takes its amount off the first order, paid by the marketing account', async () => {
    const settings = await setCoupon({ enabled: true, amount: 500, minSpend: 0 });
    expect(settings.coupon).toEqual({ enabled: true, amount: 500, minSpend: 0 });
    const { seller, skuId } = await shop(3_000, 0);
    const b = await kit.buyer(100);
    expect(await coupon(b.token)).toMatchObject({ state: 'available', amount: 500, threshold: 501 });
    const preview = await t.client.call(
      'order/preview',
      { items: [{ skuId, quantity: 1 }] },
      { token: b.token },
    );
    expect(preview).toMatchObject({ total: 3_000, discountTotal: 500, payTotal: 2_500 });
    expect(preview.groups[0]!.discounts).toEqual([{ source: 'coupon', amount: 500, store: null }]);

    const order = await placeOne(b, skuId);
    expect(order).toMatchObject({ total: 3_000, payTotal: 2_500 });
    expect(order.discounts).toEqual([{ source: 'coupon', amount: 500, store: null, status: 'held' }]);
    expect(await coupon(b.token)).toMatchObject({ state: 'held', orderNo: order.orderNo });

    const before = await balance(b.token);
    const paid = await kit.pay(b.token, [order.id]);
    expect(paid.status).toBe(200);
    expect(paid.body.data.paid).toBe(2_500);
    expect(await balance(b.token)).toBe(before - 2_500);

    // Completion pays the seller the full price less the commission (charged on the full price).
    const sellerBefore = await balance(seller.token);
    const done = await complete(b, order.id);
    expect(done.discounts).toEqual([{ source: 'coupon', amount: 500, store: null, status: 'posted' }]);
    const info = await t.client.call('store/getOrderInfo', { id: order.id }, { token: seller.token });
    expect(info.discounts[0]).toMatchObject({ source: 'coupon', amount: 500 });
    expect(await balance(seller.token)).toBe(sellerBefore + 3_000 - info.commission);
    expect(await coupon(b.token)).toMatchObject({ state: 'used', orderNo: order.orderNo });

    // Once per account: the next order pays in full.
    const next = await placeOne(b, skuId);
    expect(next).toMatchObject({ payTotal: 3_000, discounts: [] });
    await t.verifyBooks();
  });

  it('goes to one order only when two checkouts and their payments run at once', async () => {
    await setCoupon({ enabled: true, amount: 500, minSpend: 0 });
    const { skuId } = await shop(3_000, 0);
    const b = await kit.buyer(100);
    const placed = await Promise.all([
      kit.place(b, [{ skuId, quantity: 1 }]),
      kit.place(b, [{ skuId, quantity: 2 }]),
    ]);
    const orders = placed.map((p) => p.body.data.orders[0]!);
    expect(orders.reduce((n, o) => n + o.discounts.length, 0)).toBe(1);
    const before = await balance(b.token);
    const paid = await Promise.all(orders.map((o) => kit.pay(b.token, [o.id])));
    expect(paid.map((p) => p.status)).toEqual([200, 200]);
    // 3 items of 30.00, less one 5.00 coupon.
    expect(await balance(b.token)).toBe(before - 9_000 + 500);
    await t.verifyBooks();
  });

  it('comes back when its order is refunded or cancelled, and is usable again', async () => {
    await setCoupon({ enabled: true, amount: 500, minSpend: 0 });
    const { skuId } = await shop(3_000, 0);
    const b = await kit.buyer(100);
    const start = await balance(b.token);
    const first = await placeOne(b, skuId);
    await kit.pay(b.token, [first.id]);
    const refunded = await t.call(
      'order/refund',
      { id: first.id, reason: 'Changed my mind' },
      { token: b.token, ...key() },
    );
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
    expect(refunded.body.data.discounts[0]).toMatchObject({ source: 'coupon', status: 'released' });
    expect(await balance(b.token)).toBe(start);
    expect(await coupon(b.token)).toMatchObject({ state: 'available' });

    const second = await placeOne(b, skuId);
    expect(second.payTotal).toBe(2_500);
    const cancelled = await t.call('order/cancel', { id: second.id }, { token: b.token });
    expect(cancelled.body.data.discounts[0]).toMatchObject({ status: 'released' });
    expect(await coupon(b.token)).toMatchObject({ state: 'available' });

    const third = await placeOne(b, skuId);
    expect(third.payTotal).toBe(2_500);
    await t.verifyBooks();
  });

  it('is not applied below its minimum spend, nor to a buyer who already paid an order', async () => {
    await setCoupon({ enabled: true, amount: 500, minSpend: 5_000 });
    const { skuId } = await shop(3_000, 0);
    const b = await kit.buyer(200);
    const preview = await t.client.call(
      'order/preview',
      { items: [{ skuId, quantity: 1 }] },
      { token: b.token },
    );
    expect(preview).toMatchObject({ discountTotal: 0, payTotal: 3_000 });
    expect(await coupon(b.token)).toMatchObject({ state: 'available', threshold: 5_000 });
    const small = await placeOne(b, skuId);
    expect(small.discounts).toEqual([]);
    await kit.pay(b.token, [small.id]);
    // The first paid order went without it: no later order is a first order.
    const big = await placeOne(b, skuId, 2);
    expect(big.discounts).toEqual([]);
    expect(await coupon(b.token)).toMatchObject({ state: 'none' });
    await t.verifyBooks();
  });

  it('is changed by admins only, with a reason, audited; bad values change nothing', async () => {
    await setCoupon({ enabled: true, amount: 500, minSpend: 0 });
    const admin = await staffKit.tokenOf('admin');
    for (const role of ['support', 'content', 'reviewer', 'finance'] as const) {
      const res = await t.call(
        'admin/saveVoucherSettings',
        { enabled: false, amount: 500, minSpend: 0, reason: 'x' },
        { token: await staffKit.tokenOf(role) },
      );
      expect(res.status).toBe(403);
    }
    const buyer = await kit.buyer();
    expect((await t.call('admin/getVoucherSettings', {}, { token: buyer.token })).status).toBe(401);
    expect((await t.call('admin/getVoucherSettings', {})).status).toBe(401);
    for (const [body, field] of [
      [{ enabled: true, amount: 0, minSpend: 0, reason: 'x' }, 'amount'],
      [{ enabled: true, amount: 500, minSpend: -1, reason: 'x' }, 'minSpend'],
      [{ enabled: true, amount: 500, minSpend: 0, reason: '' }, 'reason'],
      [{ enabled: 'yes', amount: 500, minSpend: 0, reason: 'x' }, 'enabled'],
    ] as const) {
      const res = await t.call('admin/saveVoucherSettings', body as never, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
    }
    expect((await coupon()).amount).toBe(500);
    await t.call(
      'admin/saveVoucherSettings',
      { enabled: true, amount: 800, minSpend: 1_000, reason: 'Autumn' },
      { token: admin },
    );
    expect(await coupon()).toMatchObject({ enabled: true, amount: 800, minSpend: 1_000, threshold: 1_000 });
    const audit = await staffKit.lastAudit('first_order_coupon.changed', 'firstOrderCoupon');
    expect(audit?.reason).toBe('Autumn');
    const read = await t.client.call(
      'admin/getVoucherSettings',
      {},
      { token: await staffKit.tokenOf('finance') },
    );
    expect(read.coupon.amount).toBe(800);
    await setCoupon({ enabled: false });
  });
});

describe('store vouchers', () => {
  it('are created with their budget from the owner’s wallet, shown to buyers, and applied at checkout', async () => {
    await setCoupon({ enabled: false });
    const { store, seller, skuId } = await shop(1_500, 50);
    const before = await balance(seller.token);
    const res = await saveVoucher(seller.token, { amountOff: 200, minSpend: 2_000, budget: 1_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'running',
      budget: 1_000,
      budgetLeft: 1_000,
      usedCount: 0,
      returned: 0,
    });
    expect(await balance(seller.token)).toBe(before - 1_000);
    const shown = await t.client.call('voucher/getStoreVouchers', { storeId: store.id });
    expect(shown.list).toEqual([
      expect.objectContaining({ amountOff: 200, minSpend: 2_000, store: store.name }),
    ]);

    // One item (15.00) is under the minimum; two (30.00) reach it.
    const b = await kit.buyer(100);
    const one = await t.client.call('order/preview', { items: [{ skuId, quantity: 1 }] }, { token: b.token });
    expect(one.discountTotal).toBe(0);
    const two = await t.client.call('order/preview', { items: [{ skuId, quantity: 2 }] }, { token: b.token });
    expect(two.groups[0]!.discounts).toEqual([{ source: 'voucher', amount: 200, store: store.name }]);
    expect(two.payTotal).toBe(2_800);
    const order = await placeOne(b, skuId, 2);
    expect(order).toMatchObject({ payTotal: 2_800 });
    await kit.pay(b.token, [order.id]);
    const listed = (await t.client.call('store/getVoucherList', {}, { token: seller.token })).list[0]!;
    expect(listed).toMatchObject({ usedCount: 1, usedAmount: 200, budgetLeft: 800 });

    // Once per buyer.
    const again = await placeOne(b, skuId, 2);
    expect(again.discounts).toEqual([]);

    const sellerBefore = await balance(seller.token);
    await complete(b, order.id);
    const info = await t.client.call('store/getOrderInfo', { id: order.id }, { token: seller.token });
    expect(info.discounts).toEqual([{ source: 'voucher', amount: 200, store: store.name, status: 'posted' }]);
    expect(await balance(seller.token)).toBe(sellerBefore + 3_000 - info.commission);
    await t.verifyBooks();
  });

  it('refuse bad inputs with the field named, and change nothing', async () => {
    const { seller } = await shop(1_500, 20);
    const before = await balance(seller.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ amountOff: 0 }, 'amountOff'],
      [{ amountOff: 2_000, minSpend: 2_000 }, 'minSpend'],
      [{ budget: 100 }, 'budget'],
      [{ endAt: 'soon' }, 'endAt'],
      [{ endAt: new Date(Date.now() - 60_000).toISOString() }, 'endAt'],
      [{ startAt: later(3), endAt: later(2) }, 'endAt'],
      [{ endAt: later(120) }, 'endAt'],
      [{ perBuyer: 2 }, 'perBuyer'],
      [{ minSpend: 1.5 }, 'minSpend'],
    ];
    for (const [body, field] of cases) {
      const res = await saveVoucher(seller.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
      expect(res.body.message).not.toBe('');
    }
    // More budget than the wallet holds: nothing created, nothing moved.
    const poor = await saveVoucher(seller.token, { budget: 5_000 });
    expect(poor.status).toBe(400);
    expect(poor.body.error).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(seller.token)).toBe(before);
    expect((await t.client.call('store/getVoucherList', {}, { token: seller.token })).total).toBe(0);
    await t.verifyBooks();
  });

  it('belong to their store only', async () => {
    const { seller } = await shop(1_500, 20);
    const other = await shop(1_500, 20);
    const mine = (await saveVoucher(seller.token, {})).body.data;
    const buyer = await kit.buyer();
    expect((await saveVoucher(buyer.token, {})).status).toBe(403);
    expect((await t.call('store/getVoucherList', {})).status).toBe(401);
    expect((await t.call('store/getVoucherList', {}, { token: buyer.token })).status).toBe(403);
    const theirs = await t.call('store/endVoucher', { id: mine.id }, { token: other.seller.token, ...key() });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('STORE_VOUCHER_NOT_FOUND');
    expect((await t.client.call('store/getVoucherList', {}, { token: other.seller.token })).total).toBe(0);
    const staff = await t.call('store/getVoucherList', {}, { token: await staffKit.tokenOf('admin') });
    expect(staff.status).toBe(401);
    const [row] = await t.db.select().from(storeVouchers).where(eq(storeVouchers.id, mine.id));
    expect(row!.status).toBe('active');
  });

  it('never overspend the budget under concurrent checkouts; a refund gives the amount back', async () => {
    await setCoupon({ enabled: false });
    const { store, seller, skuId } = await shop(3_000, 20);
    const v = (await saveVoucher(seller.token, { amountOff: 300, minSpend: 2_000, budget: 600 })).body.data;
    const buyers = await Promise.all([0, 1, 2, 3].map(() => kit.buyer(100)));
    const placed = await Promise.all(buyers.map((b) => placeOne(b, skuId)));
    const using = placed.filter((o) => o.discounts.length);
    expect(using).toHaveLength(2);
    const list = async () =>
      (await t.client.call('store/getVoucherList', {}, { token: seller.token })).list[0]!;
    expect(await list()).toMatchObject({ id: v.id, state: 'exhausted', budgetLeft: 0, usedCount: 2 });
    expect((await t.client.call('voucher/getStoreVouchers', { storeId: store.id })).list).toEqual([]);

    // A cancelled order gives its 3.00 back to the budget; the voucher shows to buyers again.
    const i = placed.indexOf(using[0]!);
    await t.call('order/cancel', { id: using[0]!.id }, { token: buyers[i]!.token });
    expect(await list()).toMatchObject({ state: 'running', budgetLeft: 300, usedCount: 1 });
    // A refunded one too.
    const j = placed.indexOf(using[1]!);
    await kit.pay(buyers[j]!.token, [using[1]!.id]);
    await t.call(
      'order/refund',
      { id: using[1]!.id, reason: 'Wrong size' },
      { token: buyers[j]!.token, ...key() },
    );
    expect(await list()).toMatchObject({ budgetLeft: 600, usedCount: 0 });
    await t.verifyBooks();
  });

  it('end: the rest of the budget goes back to the wallet, and an order refunded later returns its part', async () => {
    await setCoupon({ enabled: false });
    const { seller, skuId } = await shop(3_000, 20);
    const v = (await saveVoucher(seller.token, { amountOff: 300, minSpend: 2_000, budget: 1_000 })).body.data;
    const b = await kit.buyer(100);
    const order = await placeOne(b, skuId);
    await kit.pay(b.token, [order.id]);
    const before = await balance(seller.token);
    const ended = await t.call('store/endVoucher', { id: v.id }, { token: seller.token, ...key() });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ state: 'ended', budgetLeft: 0, usedAmount: 300, returned: 700 });
    expect(await balance(seller.token)).toBe(before + 700);
    const twice = await t.call('store/endVoucher', { id: v.id }, { token: seller.token, ...key() });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('STORE_VOUCHER_ENDED');
    // No new order gets an ended voucher.
    const b2 = await kit.buyer(100);
    expect((await placeOne(b2, skuId)).discounts).toEqual([]);
    // The order that held 3.00 is refunded: the 3.00 goes to the owner's wallet, not the ended voucher.
    await t.call('order/refund', { id: order.id, reason: 'Late' }, { token: b.token, ...key() });
    expect(await balance(seller.token)).toBe(before + 1_000);
    const after = (await t.client.call('store/getVoucherList', {}, { token: seller.token })).list[0]!;
    expect(after).toMatchObject({ usedCount: 0, returned: 1_000 });
    await t.verifyBooks();
  });
});

describe('a voucher whose window closed', () => {
  it('gives the rest of its budget back by itself, once, and no checkout gets it', async () => {
    await setCoupon({ enabled: false });
    const { store, seller, skuId } = await shop(3_000, 20);
    const v = (await saveVoucher(seller.token, { amountOff: 300, minSpend: 2_000, budget: 900 })).body.data;
    const b = await kit.buyer(100);
    await placeOne(b, skuId);
    // The window closes (as time passes).
    await t.db
      .update(storeVouchers)
      .set({ endAt: new Date(Date.now() - 1_000) })
      .where(eq(storeVouchers.id, v.id));
    expect((await t.client.call('voucher/getStoreVouchers', { storeId: store.id })).list).toEqual([]);
    expect((await placeOne(await kit.buyer(100), skuId)).discounts).toEqual([]);
    const before = await balance(seller.token);
    expect(await closeDueVouchers(t.db)).toBeGreaterThanOrEqual(1);
    expect(await closeDueVouchers(t.db)).toBe(0);
    expect(await balance(seller.token)).toBe(before + 600);
    const row = (await t.client.call('store/getVoucherList', {}, { token: seller.token })).list[0]!;
    expect(row).toMatchObject({ state: 'ended', budgetLeft: 0, usedAmount: 300, returned: 600 });
    await t.verifyBooks();
  });
});

describe('the demo’s vouchers', () => {
  it('are made through the real flows: the coupon on, two store vouchers, orders that used them', async () => {
    const admin = await staffKit.tokenOf('admin');
    const before = await t.client.call('admin/getVoucherSettings', {}, { token: admin });
    await seedVouchers(t.db, { ...t.config, NODE_ENV: 'development' });
    expect(await coupon()).toMatchObject({ enabled: true, amount: 500, minSpend: 0 });
    const settings = await t.client.call(
      'admin/getVoucherSettings',
      {},
      { token: await staffKit.tokenOf('admin') },
    );
    expect(settings.storeVouchersRunning).toBe(before.storeVouchersRunning + 2);
    expect(settings.couponHeld.count).toBe(before.couponHeld.count + 1);
    const signin = await t.client.call('user/signin', {
      email: DEMO_FIRST_ORDER_BUYER.email,
      password: 'Demo12345',
    });
    const orders = await t.client.call('order/getOrderList', {}, { token: signin.token });
    expect(orders.list[0]!.discounts.map((d) => d.source).sort()).toEqual(['coupon', 'voucher']);
    expect(await coupon(signin.token)).toMatchObject({ state: 'held' });
    // Run again (every start): nothing more.
    await seedVouchers(t.db, { ...t.config, NODE_ENV: 'development' });
    expect(
      (await t.client.call('admin/getVoucherSettings', {}, { token: await staffKit.tokenOf('admin') }))
        .couponHeld.count,
    ).toBe(before.couponHeld.count + 1);
    await t.verifyBooks();
  });
});
