import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, buyerVouchers, goods, goodsSkus } from '#server/db/schema/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { commissionOf } from '#server/modules/order/order.rules.js';
import { createTestApp } from '#test/helper.js';
import { drawLottery } from './draw-lottery.flow.js';

// Decision 55, prize kinds voucher and goods: won through the draw function with a forced roll.
const t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '10000' });
const mall = mallKit(t);
afterEach(() => t.verifyBooks());

const fields = (body: { fields?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]));
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const admin = () => t.kit.staffToken();

/** The rolls landing in each band of the table below. */
const VOUCHER_ROLL = 500;
const GOODS_ROLL = 1_500;
const VOUCHER = {
  kind: 'voucher' as const,
  amount: 300,
  minSpend: 2_000,
  validDays: 30,
  oddsBp: 1_000,
  stock: null,
};

let shopOwner: { token: string; user: { id: number } };
let skuId: number;
let goodsId: number;

const table = (goodsSku = skuId, extra: Record<string, unknown> = {}) => ({
  prizes: [VOUCHER, { kind: 'goods' as const, amount: 1, skuId: goodsSku, oddsBp: 1_000, stock: 5 }],
  noPrizeBp: 8_000,
  milestones: [],
  reason: 'Voucher and goods prizes',
  ...extra,
});
const saveTable = async (body: Record<string, unknown> = table(), token?: string) =>
  t.call('admin/saveLotteryPrizes', body, { token: token ?? (await admin()) });

async function grant(userId: number, points: number) {
  await t.db.transaction(async (tx) =>
    ledger.transfer(tx, {
      transferId: `test:grant:${randomUUID()}`,
      debitAccountId: ledger.ref.platform(accountCodes.pointsIssued, 'points'),
      creditAccountId: await ledger.userPointsAccount(tx, userId),
      amount: points,
      kind: 'points_issue',
      line: { kind: 'checkInPoints', day: '2026-01-01' },
    }),
  );
}

/** A draw by `userId` whose random value is `roll` (the draw function takes its random source). */
async function drawAt(userId: number, roll: number) {
  await grant(userId, 100);
  return t.db.transaction((tx) => drawLottery(tx, userId, () => roll, t.config));
}
const drawList = (token: string) => t.call('lottery/getDrawList', {}, { token });

beforeAll(async () => {
  await t.call(
    'admin/saveLotteryRules',
    { pointsPerUnit: 0, checkInPoints: 10, costPerDraw: 100, reason: 'Test rules' },
    { token: await admin() },
  );
  const store = await mall.store({ name: 'Prize Store' });
  shopOwner = store.seller;
  const product = await mall.product(store.id, {
    title: 'Prize headphones',
    skus: [{ price: 4_000, stock: 10, name: 'Black' }],
    shippingFee: 200,
  });
  skuId = product.skus[0]!.id;
  goodsId = product.id;
  const saved = await saveTable();
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

describe('the console’s voucher and goods prizes', () => {
  it('are saved with their terms and shown with the product; bad rows are refused per field, nothing changed', async () => {
    const page = (await t.call('lottery/getLottery', {})).body.data;
    expect(page.prizes[0]).toMatchObject({
      kind: 'voucher',
      amount: 300,
      minSpend: 2_000,
      validDays: 30,
      goods: null,
    });
    expect(page.prizes[1]).toMatchObject({
      kind: 'goods',
      amount: 1,
      available: true,
      goods: {
        skuId,
        goodsId,
        title: 'Prize headphones',
        skuName: 'Black',
        price: 4_000,
        store: 'Prize Store',
      },
    });
    const before = (await t.call('admin/getLottery', {}, { token: await admin() })).body.data;
    const bad = async (prize: Record<string, unknown>) => {
      const res = await saveTable(table(skuId, { prizes: [prize, table().prizes[1]] }));
      expect(res.status).toBe(400);
      return fields(res.body);
    };
    expect(await bad({ ...VOUCHER, minSpend: undefined })).toHaveProperty(['prizes.0.minSpend']);
    expect((await bad({ ...VOUCHER, minSpend: 300 }))['prizes.0.minSpend']).toMatch(/minimum/i);
    expect(await bad({ ...VOUCHER, validDays: undefined })).toHaveProperty(['prizes.0.validDays']);
    expect(await bad({ ...VOUCHER, validDays: 0 })).toHaveProperty(['prizes.0.validDays']);
    const goodsBad = async (prize: Record<string, unknown>) => {
      const res = await saveTable(table(skuId, { prizes: [VOUCHER, prize] }));
      expect(res.status).toBe(400);
      return fields(res.body);
    };
    expect(await goodsBad({ kind: 'goods', amount: 1, oddsBp: 1_000, stock: 5 })).toHaveProperty([
      'prizes.1.skuId',
    ]);
    expect(await goodsBad({ kind: 'goods', amount: 2, skuId, oddsBp: 1_000, stock: 5 })).toHaveProperty([
      'prizes.1.amount',
    ]);
    const unknown = await saveTable(
      table(skuId, { prizes: [VOUCHER, { ...table().prizes[1], skuId: 99_999_999 }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('PRIZE_GOODS_NOT_FOUND');
    expect(fields(unknown.body)).toHaveProperty(['prizes.1.skuId']);
    // A milestone pays at once: never a voucher or goods.
    const milestone = await saveTable(
      table(skuId, { milestones: [{ draws: 2, kind: 'voucher', amount: 100 }] }),
    );
    expect(fields(milestone.body)).toHaveProperty(['milestones.0.kind']);
    expect((await t.call('admin/getLottery', {}, { token: await admin() })).body.data.prizes).toEqual(
      before.prizes,
    );
  });

  it('are changed by admins only, audited with the table before and after', async () => {
    expect((await saveTable(table(), await t.kit.staffToken('finance@demo.local'))).status).toBe(403);
    const b = await mall.buyer();
    expect((await saveTable(table(), b.token)).status).toBe(401);
    expect((await t.call('admin/saveLotteryPrizes', table(), {})).status).toBe(401);
    const res = await saveTable(table(skuId, { reason: 'Same prizes again' }));
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery_prizes.changed'), eq(auditLog.targetId, 'lottery')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row!.reason).toBe('Same prizes again');
    expect(JSON.stringify(row!.detail)).toContain('"kind":"goods"');
  });
});

describe('a won voucher', () => {
  it('is the winner’s own, shown on the result and the records, and taken off a checkout whose items reach its minimum', async () => {
    const b = await mall.buyer(100);
    const won = await drawAt(b.user.id, VOUCHER_ROLL);
    expect(won.prize).toEqual({ kind: 'voucher', amount: 300 });
    const record = (await drawList(b.token)).body.data.list[0]!;
    expect(record.prize).toMatchObject({
      kind: 'voucher',
      amount: 300,
      voucher: { amount: 300, minSpend: 2_000, state: 'available', orderNo: null },
      goods: null,
    });
    const expires = new Date(record.prize!.voucher!.expiresAt).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    // Below its minimum (one $10 item): not applied.
    const store = await mall.store();
    const cheap = await mall.product(store.id, { skus: [{ price: 1_000, stock: 50 }] });
    const small = await t.call(
      'order/preview',
      { items: [{ skuId: cheap.skus[0]!.id, quantity: 1 }] },
      { token: b.token },
    );
    expect(small.body.data.groups[0]!.discounts).toEqual([]);
    // Two items reach it: shown before placing, then held into the order's escrow by the platform.
    const items = [{ skuId: cheap.skus[0]!.id, quantity: 2 }];
    const preview = await t.call('order/preview', { items }, { token: b.token });
    expect(preview.body.data.groups[0]!.discounts).toEqual([
      { source: 'prizeVoucher', amount: 300, store: null },
    ]);
    const placed = await mall.place(b, items);
    const order = placed.body.data.orders[0]!;
    expect(order).toMatchObject({
      payTotal: 1_700,
      discounts: [{ source: 'prizeVoucher', amount: 300, status: 'held' }],
    });
    expect((await drawList(b.token)).body.data.list[0]!.prize!.voucher).toMatchObject({
      state: 'held',
      orderNo: order.orderNo,
    });
    await mall.pay(b.token, [order.id]);
    await mall.ship(order.id);
    const done = await t.call('order/confirm', { id: order.id }, { token: b.token, ...key() });
    expect(done.body.data.discounts[0]).toMatchObject({ source: 'prizeVoucher', status: 'posted' });
    expect((await drawList(b.token)).body.data.list[0]!.prize!.voucher).toMatchObject({ state: 'used' });
    // Used once: the next checkout pays in full.
    const next = await mall.place(b, items);
    expect(next.body.data.orders[0]!.discounts).toEqual([]);
    await t.verifyBooks();
  });

  it('goes to one order only when two checkouts run at once; cancelling gives it back, usable again', async () => {
    const b = await mall.buyer(100);
    await drawAt(b.user.id, VOUCHER_ROLL);
    const items = [{ skuId, quantity: 1 }];
    const both = await Promise.all([mall.place(b, items), mall.place(b, items)]);
    const orders = both.map((r) => r.body.data.orders[0]!);
    const using = orders.filter((o) => o.discounts.some((d) => d.source === 'prizeVoucher'));
    expect(using).toHaveLength(1);
    expect(orders.map((o) => o.payTotal).sort()).toEqual([3_900, 4_200]);
    const cancelled = await t.call('order/cancel', { id: using[0]!.id }, { token: b.token });
    expect(cancelled.body.data.discounts[0]).toMatchObject({ source: 'prizeVoucher', status: 'released' });
    expect((await drawList(b.token)).body.data.list[0]!.prize!.voucher).toMatchObject({
      state: 'available',
      orderNo: null,
    });
    const again = await mall.place(b, items);
    expect(again.body.data.orders[0]!.discounts).toMatchObject([{ source: 'prizeVoucher', amount: 300 }]);
    await t.verifyBooks();
  });

  it('is not applied once expired, and shows as expired', async () => {
    const b = await mall.buyer(100);
    await drawAt(b.user.id, VOUCHER_ROLL);
    await t.db
      .update(buyerVouchers)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(buyerVouchers.userId, b.user.id));
    const placed = await mall.place(b, [{ skuId, quantity: 1 }]);
    expect(placed.body.data.orders[0]!.discounts).toEqual([]);
    expect((await drawList(b.token)).body.data.list[0]!.prize!.voucher).toMatchObject({ state: 'expired' });
  });
});

describe('a won goods prize', () => {
  it('is ordered to the default address at once: the buyer pays 0, the seller is paid its price less commission on completion', async () => {
    const b = await mall.buyer(10);
    const wallet = await ledger.available(t.db, b.user.id);
    const seller = await ledger.available(t.db, shopOwner.user.id);
    const [sku] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    const won = await drawAt(b.user.id, GOODS_ROLL);
    expect(won.prize).toEqual({ kind: 'goods', amount: 1 });
    const prize = (await drawList(b.token)).body.data.list[0]!.prize!;
    expect(prize.goods).toMatchObject({ skuId, title: 'Prize headphones', state: 'ordered' });
    const orderId = prize.goods!.orderId!;
    const order = (await mall.order(b.token, orderId)).body.data;
    expect(order).toMatchObject({
      orderNo: prize.goods!.orderNo,
      status: 'pending',
      total: 4_200,
      payTotal: 0,
      discounts: [{ source: 'prizeGoods', amount: 4_200, status: 'held' }],
      address: { recipient: 'Ana Buyer', street: '1 Main St' },
    });
    expect(await ledger.available(t.db, b.user.id)).toBe(wallet);
    const [after] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(after!.stock).toBe(sku!.stock - 1);
    // The seller's ordinary tabs: ship, the buyer confirms, the seller is paid.
    await mall.ship(orderId);
    const done = await t.call('order/confirm', { id: orderId }, { token: b.token, ...key() });
    expect(done.body.data).toMatchObject({ status: 'completed', payTotal: 0 });
    const commission = commissionOf({ total: 4_200, commissionBps: t.config.PLATFORM_COMMISSION_BPS });
    expect(await ledger.available(t.db, shopOwner.user.id)).toBe(seller + 4_200 - commission);
    expect(await ledger.available(t.db, b.user.id)).toBe(wallet);
    await t.verifyBooks();
  });

  it('waits to be claimed without a default address: bad input named, another buyer cannot, two presses order once', async () => {
    const b = await mall.buyer();
    // No address at all (a fresh account).
    await t.call('address/delAddress', { id: b.addressId }, { token: b.token });
    await drawAt(b.user.id, GOODS_ROLL);
    const prize = (await drawList(b.token)).body.data.list[0]!.prize!;
    expect(prize.goods).toMatchObject({ state: 'toClaim', orderId: null, orderNo: null });
    const id = prize.goods!.id;
    const claim = (body: Record<string, unknown>, token = b.token) =>
      t.call('lottery/claimPrize', body, { token, ...key() });
    expect(fields((await claim({ id })).body)).toHaveProperty(['addressId']);
    expect(fields((await claim({ id: 'x', addressId: 1 })).body)).toHaveProperty(['id']);
    const other = await mall.buyer();
    // Someone else's address, and someone else's prize.
    expect((await claim({ id, addressId: other.addressId })).body.error).toBe('SHIPPING_ADDRESS_NOT_FOUND');
    expect((await claim({ id, addressId: other.addressId }, other.token)).body.error).toBe(
      'PRIZE_WIN_NOT_FOUND',
    );
    expect((await t.call('lottery/claimPrize', { id, addressId: 1 }, {})).status).toBe(401);
    expect((await drawList(b.token)).body.data.list[0]!.prize!.goods!.state).toBe('toClaim');

    const address = await t.client.call(
      'address/saveAddress',
      { recipient: 'Bo Winner', phone: '+1 555 0199', country: 'United States', street: '9 Prize Rd' },
      { token: b.token },
    );
    const both = await Promise.all([
      claim({ id, addressId: address.id }),
      claim({ id, addressId: address.id }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error).toBe('PRIZE_ALREADY_CLAIMED');
    const ok = both.find((r) => r.status === 200)!.body.data;
    expect(ok).toMatchObject({ state: 'ordered', id });
    const order = (await mall.order(b.token, ok.orderId!)).body.data;
    expect(order).toMatchObject({ payTotal: 0, address: { recipient: 'Bo Winner' } });
    await t.verifyBooks();
  });

  it('refunded, gives the platform its hold back and the unit back to stock; the buyer gets nothing they did not pay', async () => {
    const b = await mall.buyer();
    const wallet = await ledger.available(t.db, b.user.id);
    await drawAt(b.user.id, GOODS_ROLL);
    const orderId = (await drawList(b.token)).body.data.list[0]!.prize!.goods!.orderId!;
    const [before] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    const refunded = await t.call(
      'order/refund',
      { id: orderId, reason: 'Changed my mind' },
      { token: b.token, ...key() },
    );
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      payTotal: 0,
      discounts: [{ source: 'prizeGoods', status: 'released' }],
    });
    const [after] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(after!.stock).toBe(before!.stock + 1);
    expect(await ledger.available(t.db, b.user.id)).toBe(wallet);
    await t.verifyBooks();
  });

  it('is no prize while its product is off sale, and the page says so', async () => {
    await t.db.update(goods).set({ onSale: false }).where(eq(goods.id, goodsId));
    try {
      const page = (await t.call('lottery/getLottery', {})).body.data;
      expect(page.prizes[1]).toMatchObject({ kind: 'goods', available: false });
      expect(page.noPrizeNowBp).toBe(9_000);
      const b = await mall.buyer();
      const drawn = await drawAt(b.user.id, GOODS_ROLL);
      expect(drawn.prize).toBeNull();
    } finally {
      await t.db.update(goods).set({ onSale: true }).where(eq(goods.id, goodsId));
    }
  });
});
