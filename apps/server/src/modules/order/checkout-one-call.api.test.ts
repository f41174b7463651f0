import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { goods, goodsSkus, orders } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from './mall.test-kit.js';

// Place and pay in one call, the checkout's "pay now" (decision 65): the orders are placed only if
// they are paid, in one transaction.
const t = await createTestApp({ PAY_TRADE_PASSWORD_OVER_MINOR: '20000' });
const kit = mallKit(t);

const stockOf = async (skuId: number) =>
  (await t.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0]!.stock;
const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));

function checkout(token: string, body: Record<string, unknown>, key: string = randomUUID(), lang?: string) {
  return t.call('order/create', body as never, {
    token,
    headers: { 'idempotency-key': key },
    ...(lang ? { lang } : {}),
  });
}

/**
 * A buyer holding `dollars`, and the body of a one-call checkout of one unit of a new product at
 * `price` (minor units) with `stock` left.
 */
async function oneItem(price: number, dollars: number, stock = 5) {
  const s = await kit.store();
  const p = await kit.product(s.id, { skus: [{ price, stock }] });
  const buyer = await kit.buyer(dollars);
  const skuId = p.skus[0]!.id;
  return { buyer, skuId, body: { items: [{ skuId, quantity: 1 }], addressId: buyer.addressId, pay: true } };
}

describe('place and pay in one call', () => {
  it('a cart of two stores becomes two paid orders: money in escrow, stock and sold counts taken, cart emptied', async () => {
    const a = await kit.store();
    const b = await kit.store();
    const pa = await kit.product(a.id, { skus: [{ price: 1_250, stock: 5 }], shippingFee: 300 });
    const pb = await kit.product(b.id, { skus: [{ price: 4_000, stock: 5 }] });
    const buyer = await kit.buyer(200);
    await t.call('cart/add', { skuId: pa.skus[0]!.id, quantity: 2 }, { token: buyer.token });
    await t.call('cart/add', { skuId: pb.skus[0]!.id, quantity: 1 }, { token: buyer.token });

    const res = await checkout(buyer.token, { fromCart: true, addressId: buyer.addressId, pay: true });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.orders.map((o) => o.store.id).sort()).toEqual([a.id, b.id].sort());
    expect(data.orders.every((o) => o.status === 'pending' && o.expiresAt === null)).toBe(true);
    expect(data.total).toBe(2_500 + 300 + 4_000);
    expect(data.paid).toBe(6_800);

    const w = await kit.wallet.wallet(buyer.token);
    expect(w.balance).toBe(20_000 - 6_800);
    expect(w.frozen).toBe(6_800);
    expect(await stockOf(pa.skus[0]!.id)).toBe(3);
    const [sold] = await t.db.select({ sold: goods.sold }).from(goods).where(eq(goods.id, pa.id));
    expect(sold!.sold).toBe(2);
    expect((await kit.cart(buyer.token)).count).toBe(0);
    // The order list says the same as the answer.
    const list = await t.call('order/getOrderList', { status: 'unpaid' }, { token: buyer.token });
    expect(list.body.data.total).toBe(0);
    await t.verifyBooks();
  });

  it('its answer shows each order as the order list does, line by line, paid or not', async () => {
    // The answer is built from the rows the checkout wrote; the list reads them back.
    const a = await kit.store();
    const b = await kit.store();
    const pa = await kit.product(a.id, {
      skus: [
        { price: 1_250, stock: 5 },
        { price: 1_500, stock: 5 },
      ],
      shippingFee: 300,
    });
    const pb = await kit.product(b.id, { skus: [{ price: 4_000, stock: 5 }] });
    const buyer = await kit.buyer(200);
    const items = [
      { skuId: pa.skus[1]!.id, quantity: 1 },
      { skuId: pb.skus[0]!.id, quantity: 2 },
      { skuId: pa.skus[0]!.id, quantity: 3 },
    ];
    const paid = await checkout(buyer.token, { items, addressId: buyer.addressId, pay: true });
    const placed = await checkout(buyer.token, {
      items: [{ skuId: pb.skus[0]!.id, quantity: 1 }],
      addressId: buyer.addressId,
    });
    const answered = [...paid.body.data.orders, ...placed.body.data.orders];
    expect(answered.flatMap((o) => o.lines)).toHaveLength(4);
    const list = await t.call('order/getOrderList', { pageSize: 50 }, { token: buyer.token });
    const listed = new Map(list.body.data.list.map((o) => [o.id, o]));
    for (const o of answered) expect(o).toEqual(listed.get(o.id));
  });

  it('without pay it only places, as before; the answer says nothing was paid', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const res = await checkout(buyer.token, {
      items: [{ skuId: p.skus[0]!.id, quantity: 1 }],
      addressId: buyer.addressId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.orders[0]!.status).toBe('unpaid');
    expect(res.body.data.paid).toBe(0);
    expect((await kit.wallet.wallet(buyer.token)).balance).toBe(5_000);
  });

  it('a short balance places nothing: no order, the stock, the cart and the wallet as they were', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 6_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    await t.call('cart/add', { skuId: p.skus[0]!.id, quantity: 1 }, { token: buyer.token });
    const res = await checkout(buyer.token, { fromCart: true, addressId: buyer.addressId, pay: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('INSUFFICIENT_BALANCE');
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await stockOf(p.skus[0]!.id)).toBe(5);
    expect((await kit.cart(buyer.token)).count).toBe(1);
    const w = await kit.wallet.wallet(buyer.token);
    expect([w.balance, w.frozen]).toEqual([5_000, 0]);
    await t.verifyBooks();
  });

  it('above the configured amount the trade password is needed: missing or wrong places nothing, right pays', async () => {
    const { buyer, skuId, body } = await oneItem(25_000, 300);

    const missing = await checkout(buyer.token, body);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    expect(missing.body.fields?.[0]?.field).toBe('tradePassword');
    const wrong = await checkout(buyer.token, { ...body, tradePassword: '000000' });
    expect(wrong.body.error).toBe('TRADE_PASSWORD_WRONG');
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await stockOf(skuId)).toBe(5);

    const right = await checkout(buyer.token, { ...body, tradePassword: TEST_TRADE_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.data.paid).toBe(25_000);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    await t.verifyBooks();
  });

  it('wrong passwords count towards the lock-out like any payment’s', async () => {
    const { buyer, body } = await oneItem(500, 50);
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await checkout(buyer.token, { ...body, tradePassword: '000000' });
      answers.push(res.body.error ?? 'ok');
    }
    expect(answers[0]).toBe('TRADE_PASSWORD_WRONG');
    expect(answers.at(-1)).not.toBe('TRADE_PASSWORD_WRONG');
    const locked = await checkout(buyer.token, { ...body, tradePassword: TEST_TRADE_PASSWORD });
    expect(locked.status).not.toBe(200);
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
  });

  it('many presses with one key place and pay one set of orders, charged once', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 50 }] });
    const buyer = await kit.buyer(50);
    const body = { items: [{ skuId: p.skus[0]!.id, quantity: 2 }], addressId: buyer.addressId, pay: true };
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => checkout(buyer.token, body, key)));
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(results.every((r) => r.status === 200 || r.body.error === 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
    const replay = await checkout(buyer.token, body, key);
    expect(replay.body.data.paid).toBe(2_000);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(p.skus[0]!.id)).toBe(48);
    expect((await kit.wallet.wallet(buyer.token)).balance).toBe(5_000 - 2_000);
    await t.verifyBooks();
  });

  it('stock gone between the checkout’s read and its payment is refused as out of stock: nothing placed, charged or kept', async () => {
    const { buyer, skuId, body } = await oneItem(1_500, 50, 1);
    const [before] = await t.db
      .select({ sold: goods.sold, title: goods.title })
      .from(goods)
      .where(eq(goods.id, (await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0]!.goodsId));
    // Another transaction takes the last unit and holds the row: the checkout reads 1 left,
    // places, then waits on the row in its payment's statement.
    const other = await t.pool.connect();
    try {
      await other.query('begin');
      await other.query('update goods_skus set stock = 0 where id = $1', [skuId]);
      const key = randomUUID();
      const pressed = checkout(buyer.token, body, key);
      let waiting = false;
      for (let i = 0; i < 400 && !waiting; i++) {
        const { rows } = await t.pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%pay_placed_orders%'`,
        );
        waiting = rows[0]!.n > 0;
        if (!waiting) await new Promise((r) => setTimeout(r, 25));
      }
      // It waits in the payment's statement, which takes the stock first (decision 69).
      expect(waiting).toBe(true);
      await other.query('commit');
      const res = await pressed;
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('OUT_OF_STOCK');
      expect(res.body.message).toBe('Not enough stock left');
      // The refusal is what the key keeps: a retry hears it again, and nothing was placed.
      expect((await checkout(buyer.token, body, key)).body).toEqual(res.body);
    } finally {
      await other.query('rollback'); // nothing left to roll back once committed
      other.release();
    }
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await stockOf(skuId)).toBe(0);
    const [after] = await t.db.select({ sold: goods.sold }).from(goods).where(eq(goods.title, before!.title));
    expect(after!.sold).toBe(before!.sold);
    const w = await kit.wallet.wallet(buyer.token);
    expect([w.balance, w.frozen]).toEqual([5_000, 0]);
    await t.verifyBooks();
  });

  it('30 buyers race for the last 5 units: exactly 5 are placed and paid, nobody else is charged', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 2_000, stock: 5 }] });
    const skuId = p.skus[0]!.id;
    const buyers = await Promise.all(Array.from({ length: 30 }, () => kit.buyer(30, { trade: false })));
    const results = await Promise.all(
      buyers.map((b) =>
        checkout(b.token, { items: [{ skuId, quantity: 1 }], addressId: b.addressId, pay: true }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(skuId)).toBe(0);
    const wallets = await Promise.all(buyers.map((b) => kit.wallet.wallet(b.token)));
    expect(wallets.reduce((n, w) => n + w.frozen, 0)).toBe(5 * 2_000);
    expect(wallets.reduce((n, w) => n + w.balance + w.frozen, 0)).toBe(30 * 3_000);
    await t.verifyBooks();
  });
});

describe('beside refunds', () => {
  it('refunds of the product while buyers pay for it: every press and every refund answered, no deadlock', async () => {
    // A refund gives the stock and the sold count back, so it locks both of the product's rows, as
    // a checkout that pays does: in the same order (or the two could each wait for the other).
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 100 }] });
    const skuId = p.skus[0]!.id;
    const pay = (b: { token: string; addressId: number }) =>
      checkout(b.token, { items: [{ skuId, quantity: 1 }], addressId: b.addressId, pay: true });
    const refunders = await Promise.all(Array.from({ length: 20 }, () => kit.buyer(30, { trade: false })));
    const paid = await Promise.all(refunders.map(async (b) => (await pay(b)).body.data.orders[0]!.id));
    const payers = await Promise.all(Array.from({ length: 20 }, () => kit.buyer(30, { trade: false })));
    const results = await Promise.all([
      ...payers.map(pay),
      ...refunders.map((b, i) =>
        t.call('order/refund', { id: paid[i]!, reason: 'Changed my mind' }, { token: b.token }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(await stockOf(skuId)).toBe(100 - 20);
    const [row] = await t.db.select({ sold: goods.sold }).from(goods).where(eq(goods.id, p.id));
    expect(row!.sold).toBe(20);
    await t.verifyBooks();
  });
});

describe('its answer, kept in its own transaction (decision 66)', () => {
  it('presses with one key while the first still runs all get its answer: one set of orders, charged once', async () => {
    const { buyer, body } = await oneItem(1_500, 50, 50);
    const key = randomUUID();
    const presses = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer.token, body, key)));
    expect(presses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(presses.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect((await kit.wallet.wallet(buyer.token)).balance).toBe(5_000 - 1_500);
    const { rows } = await t.pool.query(
      'select status_code from idempotency_keys where user_id = $1 and key = $2',
      [buyer.user.id, key],
    );
    expect(rows).toEqual([{ status_code: 200 }]);

    // Paying the same orders again with one key: one payment answer for every press.
    const placed = await checkout(buyer.token, { ...body, pay: undefined });
    const ids = placed.body.data.orders.map((o) => o.id);
    const payKey = randomUUID();
    const pays = await Promise.all(Array.from({ length: 4 }, () => kit.pay(buyer.token, ids, {}, payKey)));
    expect(pays.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(pays.every((r) => r.body.data.paid === 1_500)).toBe(true);
    expect((await kit.wallet.wallet(buyer.token)).balance).toBe(5_000 - 3_000);
    await t.verifyBooks();
  });

  it('a refusal is kept under its key; the key with another body is refused; a new key pays', async () => {
    const { buyer, body } = await oneItem(25_000, 300);
    const key = randomUUID();
    const first = await checkout(buyer.token, body, key);
    expect(first.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    const again = await checkout(buyer.token, body, key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    const other = await checkout(buyer.token, { ...body, tradePassword: TEST_TRADE_PASSWORD }, key);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    const fresh = await checkout(buyer.token, { ...body, tradePassword: TEST_TRADE_PASSWORD });
    expect(fresh.status).toBe(200);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    await t.verifyBooks();
  });
});

describe('what it refuses', () => {
  it('bad input answers a localized 400 naming the field and writes nothing', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const items = [{ skuId: p.skus[0]!.id, quantity: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [{ items, addressId: buyer.addressId, pay: 'yes' }, 'pay'],
      [{ items, addressId: buyer.addressId, tradePassword: TEST_TRADE_PASSWORD }, 'tradePassword'],
      [
        { items, addressId: buyer.addressId, pay: false, tradePassword: TEST_TRADE_PASSWORD },
        'tradePassword',
      ],
      [{ items, addressId: buyer.addressId, pay: true, tradePassword: '12' }, 'tradePassword'],
    ];
    for (const [body, field] of cases) {
      const en = await checkout(buyer.token, body);
      expect(en.status, field).toBe(400);
      expect(en.body.fields?.[0]?.field).toBe(field);
      const de = await checkout(buyer.token, body, randomUUID(), 'de');
      expect(de.body.fields?.[0]?.message).not.toBe(en.body.fields?.[0]?.message);
    }
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await stockOf(p.skus[0]!.id)).toBe(5);
  });

  it('a visitor, a staff member and a buyer with another buyer’s address place and pay nothing', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 5 }] });
    const owner = await kit.buyer(50);
    const other = await kit.buyer(50);
    const body = { items: [{ skuId: p.skus[0]!.id, quantity: 1 }], addressId: owner.addressId, pay: true };

    const visitor = await t.call('order/create', body, { headers: { 'idempotency-key': randomUUID() } });
    expect(visitor.status).toBe(401);
    const staff = await checkout(await t.kit.staffToken(), body);
    expect(staff.status).toBe(401);
    const foreign = await checkout(other.token, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('SHIPPING_ADDRESS_NOT_FOUND');
    expect(await ordersOf(other.user.id)).toHaveLength(0);
    expect(await stockOf(p.skus[0]!.id)).toBe(5);
    expect((await kit.wallet.wallet(other.token)).balance).toBe(5_000);
    expect((await kit.wallet.wallet(owner.token)).balance).toBe(5_000);
  });
});
