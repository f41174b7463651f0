import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ApiBody, type ChatSocketEvent } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import {
  addresses,
  auditLog,
  goodsSkus,
  groupDealParticipants,
  groupDeals,
  ledgerTransfers,
  orders,
  users,
} from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';
import { closeDueDeals, settleDeal } from './index.js';

const t = await createTestApp();
const kit = mallKit(t);
afterEach(() => t.verifyBooks());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = <T>(when: Date, fn: () => Promise<T>) => clock.run(() => when, fn);

type DealBody = ApiBody<'admin/createDeal'>;

/** A store's product (wallet price 2,000, stock 500) to make deals on. */
async function sku(opts: { price?: number; stock?: number; wholesaleCost?: number } = {}) {
  const store = await kit.store();
  const p = await kit.product(store.id, {
    skus: [{ price: opts.price ?? 2_000, stock: opts.stock ?? 500, wholesaleCost: opts.wholesaleCost }],
  });
  return { store, product: p, skuId: p.skus[0]!.id };
}

function dealBody(skuId: number, over: Partial<DealBody> = {}): DealBody {
  return {
    skuId,
    price: 1_500,
    targetCount: 3,
    cashback: 100,
    effect: 'immediate',
    deadline: new Date(Date.now() + DAY).toISOString(),
    reason: 'Weekend group deal',
    ...over,
  };
}

async function deal(over: Partial<DealBody> = {}, skuId?: number) {
  const id = skuId ?? (await sku()).skuId;
  const res = await t.call('admin/createDeal', dealBody(id, over), { token: await t.kit.staffToken() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const join = (
  b: { token: string; addressId: number },
  id: number,
  extra: Record<string, unknown> = {},
  key: string = randomUUID(),
) =>
  t.call(
    'task/join',
    { id, addressId: b.addressId, ...extra },
    { token: b.token, headers: { 'idempotency-key': key } },
  );

const dealRow = async (id: number) => (await t.db.select().from(groupDeals).where(eq(groupDeals.id, id)))[0]!;
const placesOf = (id: number) =>
  t.db.select().from(groupDealParticipants).where(eq(groupDealParticipants.dealId, id));
const balance = (token: string) =>
  t.client.call('user_wallet/getWallet', {}, { token }).then((w) => w.balance);

/** `n` signed-in buyers made as rows, each with an address and `minor` in the wallet (the race needs people, not sign-ups). */
async function racers(n: number, minor: number) {
  const tag = randomUUID().slice(0, 8);
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `deal-${tag}-${i}@example.com`,
        passwordHash: 'fixture',
        nickname: `Racer ${i}`,
        inviteCode: `D${tag}${i}`.toUpperCase().slice(0, 16),
      })),
    )
    .returning();
  const homes = await t.db
    .insert(addresses)
    .values(
      rows.map((u) => ({
        userId: u.id,
        recipient: u.nickname,
        phone: '+1 555 0100',
        country: 'United States',
        street: '1 Main St',
      })),
    )
    .returning();
  for (const u of rows) {
    await t.db.transaction(async (tx) =>
      ledger.transfer(tx, {
        transferId: `test:deal-funds:${u.id}`,
        debitAccountId: ledger.ref.platform('platform:capital'),
        creditAccountId: ledger.ref.user(u.id),
        amount: minor,
        kind: 'deposit',
        line: { kind: 'openingBalance' },
      }),
    );
  }
  return Promise.all(
    rows.map(async (u, i) => ({
      user: u,
      addressId: homes[i]!.id,
      token: (await t.ctx.sessions.issue(t.db, { userId: u.id }, {})).token,
    })),
  );
}

describe('deals in the console', () => {
  it('an admin creates immediate and timed deals with a reason; both are audited and listed with their state', async () => {
    const { skuId, product } = await sku();
    const now = await deal({ targetCount: 5, cashback: 200 }, skuId);
    expect(now).toMatchObject({
      product: { skuId, title: product.title, listPrice: 2_000 },
      price: 1_500,
      targetCount: 5,
      cashback: 200,
      joined: 0,
      effect: 'immediate',
      state: 'running',
      orderType: 'quick_grab',
      cashbackPaid: 0,
      refunded: 0,
    });
    const startsAt = new Date(Date.now() + 2 * HOUR).toISOString();
    const later = await deal({ effect: 'timed', startsAt }, skuId);
    expect(later.state).toBe('upcoming');
    expect(later.startsAt).toBe(startsAt);
    const token = await t.kit.staffToken();
    const upcoming = await t.call('admin/getDealList', { state: 'upcoming', pageSize: 100 }, { token });
    expect(upcoming.body.data.list.map((d) => d.id)).toContain(later.id);
    expect(upcoming.body.data.list.map((d) => d.id)).not.toContain(now.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group_deal.created'), eq(auditLog.targetId, String(now.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.reason).toBe('Weekend group deal');
  });

  it('refuses bad input with a localized message naming the field, and writes nothing', async () => {
    const { skuId } = await sku();
    const token = await t.kit.staffToken();
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(groupDeals))[0]!.n;
    const cases: [Partial<DealBody> & Record<string, unknown>, string][] = [
      [{ reason: '' }, 'reason'],
      [{ price: 0 }, 'price'],
      [{ targetCount: 1 }, 'targetCount'],
      [{ cashback: 1_500 }, 'cashback'],
      [{ cashback: -1 }, 'cashback'],
      [{ effect: 'someday' as never }, 'effect'],
      [{ effect: 'timed' }, 'startsAt'],
      [{ deadline: 'tomorrow' }, 'deadline'],
      [{ deadline: new Date(Date.now() - HOUR).toISOString() }, 'deadline'],
      [
        {
          effect: 'timed',
          startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
          deadline: new Date(Date.now() + DAY).toISOString(),
        },
        'deadline',
      ],
      [{ deadline: new Date(Date.now() + 100 * DAY).toISOString() }, 'deadline'],
      [{ skuId: 99_999_999 }, 'skuId'],
    ];
    for (const [over, field] of cases) {
      const res = await t.call('admin/createDeal', { ...dealBody(skuId), ...over }, { token });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.fields?.[0]?.field).toBe(field);
      expect(res.body.fields?.[0]?.message).toBeTruthy();
    }
    const fr = await t.call(
      'admin/createDeal',
      { ...dealBody(skuId), cashback: 1_500 },
      { token, lang: 'fr' },
    );
    expect(fr.body.fields?.[0]?.message).toMatch(/remboursement/i);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(groupDeals))[0]!.n;
    expect(after).toBe(before);
  });

  it('an off-sale product cannot be offered', async () => {
    const store = await kit.store();
    const p = await kit.product(store.id, { onSale: false });
    const res = await t.call('admin/createDeal', dealBody(p.skus[0]!.id), {
      token: await t.kit.staffToken(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('DEAL_PRODUCT_UNAVAILABLE');
  });

  it('only admins create; finance, support and content read; visitors and buyers are refused', async () => {
    const d = await deal();
    const buyer = await t.kit.buyer();
    for (const email of ['finance@demo.local', 'support@demo.local', 'content@demo.local']) {
      const token = await t.kit.staffToken(email);
      expect((await t.call('admin/getDealList', {}, { token })).status).toBe(200);
      expect((await t.call('admin/getDealParticipants', { id: d.id }, { token })).status).toBe(200);
      expect((await t.call('admin/createDeal', dealBody(d.product.skuId), { token })).status).toBe(403);
    }
    for (const path of ['admin/getDealList', 'admin/getDealParticipants', 'admin/createDeal'] as const) {
      expect((await t.call(path, { id: d.id })).status).toBe(401);
      expect((await t.call(path, { id: d.id }, { token: buyer.token })).status).toBe(401);
    }
  });
});

describe('joining a deal', () => {
  it('a buyer joins with one quick-grab order paid into escrow that waits for the count', async () => {
    const { store } = await sku();
    const d = await deal({ targetCount: 3 });
    const b = await kit.buyer(50);
    const res = await join(b, d.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.deal).toMatchObject({
      joined: 1,
      state: 'running',
      mine: { state: 'waiting', cashbackPaid: 0 },
    });
    expect(res.body.data.balance).toBe(5_000 - 1_500);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.deal.mine!.orderId));
    // Placed at the product's own price; the platform holds what the deal takes off (decision 54).
    expect(o).toMatchObject({ type: 'quick_grab', awaitingGroup: true, total: 2_000, userId: b.user.id });
    expect(o!.total - o!.discountTotal).toBe(1_500);
    expect(['pending', 'to_purchase']).toContain(o!.status);
    // The buyer's own order list shows it; the seller cannot ship it, nor the buyer refund it, yet.
    const info = await kit.order(b.token, o!.id);
    expect(info.body.data.type).toBe('quick_grab');
    expect((await kit.advance(o!.id, 'ship')).body.error).toBe('DEAL_ORDER_WAITING');
    const refund = await t.call('order/refund', { id: o!.id, reason: 'Changed my mind' }, { token: b.token });
    expect(refund.body.error).toBe('DEAL_ORDER_WAITING');
    void store;
    // Filters: participating for the buyer, in progress for everyone.
    const mine = await t.call(
      'task/getTaskList',
      { filter: 'participating', pageSize: 100 },
      { token: b.token },
    );
    expect(mine.body.data.list.map((x) => x.id)).toEqual([d.id]);
    const visitor = await t.call('task/getTaskList', { filter: 'inProgress', pageSize: 100 });
    expect(visitor.body.data.list.find((x) => x.id === d.id)?.mine).toBeNull();
    expect((await t.call('task/getTaskList', { filter: 'participating' })).body.data.list).toEqual([]);
    // Others see a masked name.
    const people = await t.call('task/getParticipantList', { id: d.id });
    expect(people.body.data.list).toHaveLength(1);
    expect(people.body.data.list[0]!.name).not.toBe(b.user.nickname);
    expect(people.body.data.list[0]!.name).toContain('***');
  });

  it('one place per buyer; a retried key answers the first join', async () => {
    const d = await deal({ targetCount: 5 });
    const b = await kit.buyer(50);
    const key = randomUUID();
    expect((await join(b, d.id, {}, key)).status).toBe(200);
    expect((await join(b, d.id, {}, key)).status).toBe(200);
    const again = await join(b, d.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('DEAL_ALREADY_JOINED');
    const presses = await Promise.all(Array.from({ length: 5 }, () => join(b, d.id)));
    expect(presses.every((r) => r.status !== 200)).toBe(true);
    expect(await placesOf(d.id)).toHaveLength(1);
    expect((await dealRow(d.id)).joined).toBe(1);
    expect(await balance(b.token)).toBe(5_000 - 1_500);
  });

  it('refuses bad input, a timed deal before it starts, an ended deal and a short balance, writing nothing', async () => {
    const d = await deal({ targetCount: 5 });
    const b = await kit.buyer(50);
    const other = await kit.buyer(0);
    const bad = await t.call(
      'task/join',
      { addressId: b.addressId },
      { token: b.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('id');
    const theirs = await join({ token: b.token, addressId: other.addressId }, d.id);
    expect(theirs.body.error).toBe('SHIPPING_ADDRESS_NOT_FOUND');
    expect(theirs.body.fields?.[0]?.field).toBe('addressId');
    expect((await join(b, 99_999_999)).body.error).toBe('DEAL_NOT_FOUND');
    const later = await deal({ effect: 'timed', startsAt: new Date(Date.now() + HOUR).toISOString() });
    const early = await join(b, later.id);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('DEAL_NOT_STARTED');
    const poor = await kit.buyer(10);
    expect((await join(poor, d.id)).body.error).toBe('INSUFFICIENT_BALANCE');
    const ended = await at(new Date(Date.now() + 2 * DAY), () => join(b, d.id));
    expect(ended.body.error).toBe('DEAL_ENDED');
    expect((await t.call('task/join', { id: d.id, addressId: b.addressId })).status).toBe(401);
    expect(await placesOf(d.id)).toEqual([]);
    expect(await placesOf(later.id)).toEqual([]);
    expect(await balance(poor.token)).toBe(1_000);
    expect(await t.db.select().from(orders).where(eq(orders.userId, poor.user.id))).toEqual([]);
  });

  it('needs the trade password over the configured amount', async () => {
    const { skuId } = await sku({ price: 90_000 });
    const d = await deal({ price: 60_000, cashback: 0 }, skuId);
    const b = await kit.buyer(700);
    const none = await join(b, d.id);
    expect(none.status).toBe(400);
    expect(none.body.fields?.[0]?.field).toBe('tradePassword');
    expect((await join(b, d.id, { tradePassword: '999999' })).body.error).toBe('TRADE_PASSWORD_WRONG');
    expect(await placesOf(d.id)).toEqual([]);
    expect((await join(b, d.id, { tradePassword: TEST_TRADE_PASSWORD })).status).toBe(200);
  });

  it('200 buyers racing for the last 10 places: exactly 10 join, the rest full or busy, never overbooked', async () => {
    const { skuId } = await sku({ stock: 500 });
    const d = await deal({ targetCount: 12, cashback: 50 }, skuId);
    for (const b of await racers(2, 5_000)) expect((await join(b, d.id)).status).toBe(200);
    const crowd = await racers(200, 5_000);
    const results = await Promise.all(crowd.map((b) => join(b, d.id)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(10);
    const errors = new Set(results.filter((r) => r.status !== 200).map((r) => r.body.error));
    expect([...errors].every((e) => e === 'DEAL_FULL' || e === 'RUSH_BUSY')).toBe(true);
    expect(await placesOf(d.id)).toHaveLength(12);
    expect(await dealRow(d.id)).toMatchObject({ joined: 12, status: 'settled' });
    const [s] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(s!.stock).toBe(500 - 12);
    const cashbacks = await t.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.referenceType, 'group_deal'), eq(ledgerTransfers.referenceId, String(d.id))),
      );
    expect(cashbacks).toHaveLength(12);
  });

  it('answers RUSH_BUSY while others hold the deal longer than a join waits', async () => {
    const d = await deal();
    const b = await kit.buyer(50);
    const holder = await t.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from group_deals where id = $1 for update', [d.id]);
      const res = await join(b, d.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: 'RUSH_BUSY',
        message: 'Too many people are rushing, please try again',
      });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await placesOf(d.id)).toEqual([]);
    expect(await balance(b.token)).toBe(5_000);
  });
});

describe('settling and failing', () => {
  it('the buyer pays the deal price and the platform the rest: the seller is paid its own price', async () => {
    const { store, product, skuId } = await sku({ price: 2_000 });
    const d = await deal({ targetCount: 2, cashback: 0, price: 1_500 }, skuId);
    const buyers = [await kit.buyer(50), await kit.buyer(50)];
    for (const b of buyers) expect((await join(b, d.id)).status).toBe(200);
    const sellerBefore = await ledger.available(t.db, store.ownerId);
    const marketing = await ledger.platformAccount(t.db, accountCodes.marketing);
    const places = await placesOf(d.id);
    const first = await kit.order(buyers[0]!.token, places[0]!.orderId);
    expect(first.body.data).toMatchObject({ total: 2_000 + product.shippingFee, payTotal: 1_500 });
    expect(first.body.data.discounts).toEqual([
      expect.objectContaining({ source: 'groupDeal', amount: 500 + product.shippingFee }),
    ]);
    expect(await balance(buyers[0]!.token)).toBe(5_000 - 1_500);
    await kit.ship(places[0]!.orderId);
    const done = await t.call(
      'order/confirm',
      { id: places[0]!.orderId },
      { token: buyers[0]!.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const total = 2_000 + product.shippingFee;
    const commission = Math.round((total * t.config.PLATFORM_COMMISSION_BPS) / 10_000);
    expect(await ledger.available(t.db, store.ownerId)).toBe(sellerBefore + total - commission);
    const [held] = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.transferId, `order:${places[0]!.orderId}:groupDeal`));
    expect(held).toMatchObject({
      debitAccountId: marketing,
      amount: 500 + product.shippingFee,
      phase: 'pending',
    });
    const posted = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, held!.id));
    expect(posted.map((x) => x.phase)).toEqual(['post']);
    await t.verifyBooks();
  });

  it('reaching the count settles every order and pays each participant the cashback once', async () => {
    const d = await deal({ targetCount: 3, cashback: 120 });
    const buyers = await Promise.all([kit.buyer(50), kit.buyer(50), kit.buyer(50)]);
    for (const b of buyers) expect((await join(b, d.id)).status).toBe(200);
    const row = await dealRow(d.id);
    expect(row.status).toBe('settled');
    // A second settlement (a retry) pays nothing more.
    await t.db.transaction((tx) => settleDeal(tx, { ...row, status: 'open' }, 'x', new Date()));
    for (const b of buyers) {
      expect(await balance(b.token)).toBe(5_000 - 1_500 + 120);
      const info = await t.call('task/getTaskInfo', { id: d.id }, { token: b.token });
      expect(info.body.data.deal).toMatchObject({
        state: 'settled',
        mine: { state: 'settled', cashbackPaid: 120 },
      });
      const records = await t.call('user_wallet/getWalletLogList', { pageSize: 5 }, { token: b.token });
      expect(records.body.data.list.some((r) => r.line?.kind === 'dealCashback')).toBe(true);
      const toSettle = await t.call('task/getTaskList', { filter: 'toSettle' }, { token: b.token });
      expect(toSettle.body.data.list.map((x) => x.id)).toEqual([d.id]);
    }
    const places = await placesOf(d.id);
    const held = await t.db
      .select()
      .from(orders)
      .where(sql`${orders.id} in ${places.map((p) => p.orderId)}`);
    expect(held.every((o) => !o.awaitingGroup)).toBe(true);
    // The orders proceed to fulfilment as usual.
    expect((await kit.advance(places[0]!.orderId, 'ship')).status).toBe(200);
    const admin = await t.call(
      'admin/getDealList',
      { state: 'settled', pageSize: 100 },
      { token: await t.kit.staffToken() },
    );
    expect(admin.body.data.list.find((x) => x.id === d.id)).toMatchObject({ cashbackPaid: 360, refunded: 0 });
    const people = await t.call(
      'admin/getDealParticipants',
      { id: d.id },
      { token: await t.kit.staffToken() },
    );
    expect(people.body.data.list.map((p) => p.cashbackPaid)).toEqual([120, 120, 120]);
    const marketing = await t.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.referenceType, 'group_deal'), eq(ledgerTransfers.referenceId, String(d.id))),
      );
    expect(marketing).toHaveLength(3);
    expect(marketing.every((m) => m.kind === 'cashback')).toBe(true);
    void accountCodes;
  });

  it('the deadline without the count refunds every participant exactly once, even run twice at once', async () => {
    const { skuId } = await sku({ stock: 20 });
    const d = await deal({ targetCount: 5, cashback: 100 }, skuId);
    const buyers = await Promise.all([kit.buyer(50), kit.buyer(50), kit.buyer(50)]);
    for (const b of buyers) expect((await join(b, d.id)).status).toBe(200);
    // Before the deadline nothing happens.
    expect((await closeDueDeals(t.db, new Date())).failed).not.toContain(d.id);
    const later = new Date(Date.now() + 2 * DAY);
    const [x, y] = await Promise.all([closeDueDeals(t.db, later), closeDueDeals(t.db, later)]);
    expect([...x.failed, ...y.failed].filter((id) => id === d.id)).toHaveLength(1);
    expect(await closeDueDeals(t.db, later)).toEqual({ failed: [] });
    expect(await dealRow(d.id)).toMatchObject({ status: 'failed', joined: 3 });
    const places = await placesOf(d.id);
    expect(places.every((p) => p.refundedAt)).toBe(true);
    for (const p of places) {
      const [o] = await t.db.select().from(orders).where(eq(orders.id, p.orderId));
      expect(o!.status).toBe('refunded');
      const voids = await t.db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.transferId, `order:${p.orderId}:refund`)));
      expect(voids).toHaveLength(1);
    }
    for (const b of buyers) {
      expect(await balance(b.token)).toBe(5_000);
      const info = await t.call('task/getTaskInfo', { id: d.id }, { token: b.token });
      expect(info.body.data.deal).toMatchObject({
        state: 'failed',
        mine: { state: 'refunded', cashbackPaid: 0 },
      });
    }
    const [s] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(s!.stock).toBe(20);
    const cashbacks = await t.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.referenceType, 'group_deal'), eq(ledgerTransfers.referenceId, String(d.id))),
      );
    expect(cashbacks).toEqual([]);
    const admin = await t.call(
      'admin/getDealList',
      { state: 'failed', pageSize: 100 },
      { token: await t.kit.staffToken() },
    );
    expect(admin.body.data.list.find((z) => z.id === d.id)).toMatchObject({ refunded: 3, cashbackPaid: 0 });
    const completed = await t.call('task/getTaskList', { filter: 'completed', pageSize: 100 });
    expect(completed.body.data.list.map((z) => z.id)).toContain(d.id);
  });

  it('a deal that reached its count is never failed by the deadline job', async () => {
    const d = await deal({ targetCount: 2, cashback: 0 });
    for (const b of [await kit.buyer(50), await kit.buyer(50)])
      expect((await join(b, d.id)).status).toBe(200);
    expect((await closeDueDeals(t.db, new Date(Date.now() + 2 * DAY))).failed).not.toContain(d.id);
    expect((await dealRow(d.id)).status).toBe('settled');
  });
});

describe('the order amount: the product’s price or a set amount below it', () => {
  it('a deal at the product’s price takes the specification’s price at creation; a set amount must be below it', async () => {
    const { skuId } = await sku({ price: 2_000 });
    const byProduct = await deal({ priceMode: 'product', price: undefined, cashback: 100 }, skuId);
    expect(byProduct).toMatchObject({ priceMode: 'product', price: 2_000, product: { listPrice: 2_000 } });
    // The product's price changing later does not change the deal (fixed at creation).
    await t.db.update(goodsSkus).set({ price: 2_400 }).where(eq(goodsSkus.id, skuId));
    const info = await t.call('task/getTaskInfo', { id: byProduct.id });
    expect(info.body.data.deal).toMatchObject({ priceMode: 'product', price: 2_000 });
    const set = await deal({ priceMode: 'amount', price: 1_800 }, skuId);
    expect(set).toMatchObject({ priceMode: 'amount', price: 1_800 });
    const token = await t.kit.staffToken();
    const list = await t.call('admin/getDealList', { pageSize: 100 }, { token });
    const modes = new Map(list.body.data.list.map((d) => [d.id, d.priceMode]));
    expect([modes.get(byProduct.id), modes.get(set.id)]).toEqual(['product', 'amount']);
  });

  it('refuses a set amount at or above the product’s price, or missing, naming the field', async () => {
    const { skuId } = await sku({ price: 2_000 });
    const token = await t.kit.staffToken();
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(groupDeals))[0]!.n;
    for (const [over, field] of [
      [{ price: 2_000 }, 'price'],
      [{ price: 2_500 }, 'price'],
      [{ price: undefined }, 'price'],
      [{ priceMode: 'cheap' as never }, 'priceMode'],
      [{ priceMode: 'product' as const, price: undefined, cashback: 2_000 }, 'cashback'],
    ] as [Partial<DealBody>, string][]) {
      const res = await t.call('admin/createDeal', { ...dealBody(skuId), ...over }, { token });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.fields?.[0]?.field).toBe(field);
      expect(res.body.fields?.[0]?.message).toBeTruthy();
    }
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(groupDeals))[0]!.n;
    expect(after).toBe(before);
  });
});

const voidsOf = (orderId: number) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.transferId, `order:${orderId}:refund`));

describe('cancelling a deal', () => {
  it('an admin cancels a running deal with a reason: every participant is refunded once and buyers see why', async () => {
    const { skuId } = await sku({ stock: 20 });
    const d = await deal({ targetCount: 5 }, skuId);
    const buyers = [await kit.buyer(50), await kit.buyer(50)];
    for (const b of buyers) expect((await join(b, d.id)).status).toBe(200);
    const token = await t.kit.staffToken();
    const res = await t.call('admin/cancelDeal', { id: d.id, reason: 'The supplier ran out' }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'cancelled',
      cancelReason: 'The supplier ran out',
      refunded: 2,
    });
    for (const p of await placesOf(d.id)) {
      expect(p.refundedAt).not.toBeNull();
      expect(await voidsOf(p.orderId)).toHaveLength(1);
      const [o] = await t.db.select().from(orders).where(eq(orders.id, p.orderId));
      expect(o!.status).toBe('refunded');
    }
    for (const b of buyers) {
      expect(await balance(b.token)).toBe(5_000);
      const info = await t.call('task/getTaskInfo', { id: d.id }, { token: b.token });
      expect(info.body.data.deal).toMatchObject({
        state: 'cancelled',
        cancelReason: 'The supplier ran out',
        mine: { state: 'refunded' },
      });
    }
    const [s] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(s!.stock).toBe(20);
    // Cancelled once: a second cancel, a join and the deadline job change nothing.
    const again = await t.call('admin/cancelDeal', { id: d.id, reason: 'again' }, { token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('DEAL_CLOSED');
    const late = await join(await kit.buyer(50), d.id);
    expect(late.body.error).toBe('DEAL_ENDED');
    expect((await closeDueDeals(t.db, new Date(Date.now() + 2 * DAY))).failed).not.toContain(d.id);
    for (const p of await placesOf(d.id)) expect(await voidsOf(p.orderId)).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group_deal.cancelled'), eq(auditLog.targetId, String(d.id))));
    expect(audits.map((a) => a.reason)).toEqual(['The supplier ran out']);
    const completed = await t.call('task/getTaskList', { filter: 'completed', pageSize: 100 });
    expect(completed.body.data.list.map((z) => z.id)).toContain(d.id);
    const listed = await t.call('admin/getDealList', { state: 'cancelled', pageSize: 100 }, { token });
    expect(listed.body.data.list.map((z) => z.id)).toContain(d.id);
  });

  it('an upcoming deal can be cancelled; a settled one cannot', async () => {
    const token = await t.kit.staffToken();
    const later = await deal({ effect: 'timed', startsAt: new Date(Date.now() + HOUR).toISOString() });
    const res = await t.call('admin/cancelDeal', { id: later.id, reason: 'Wrong week' }, { token });
    expect(res.body.data).toMatchObject({ state: 'cancelled', refunded: 0 });
    const full = await deal({ targetCount: 2, cashback: 0 });
    for (const b of [await kit.buyer(50), await kit.buyer(50)])
      expect((await join(b, full.id)).status).toBe(200);
    const settled = await t.call('admin/cancelDeal', { id: full.id, reason: 'Too late' }, { token });
    expect(settled.body.error).toBe('DEAL_CLOSED');
    expect((await dealRow(full.id)).status).toBe('settled');
  });

  it('refuses a missing reason or deal, and every caller but an admin; nothing changes', async () => {
    const d = await deal();
    const b = await kit.buyer(50);
    expect((await join(b, d.id)).status).toBe(200);
    const token = await t.kit.staffToken();
    const empty = await t.call('admin/cancelDeal', { id: d.id, reason: ' ' }, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.[0]).toMatchObject({ field: 'reason' });
    const noId = await t.call('admin/cancelDeal', { reason: 'x' } as never, { token });
    expect(noId.status).toBe(400);
    expect(noId.body.fields?.[0]).toMatchObject({ field: 'id' });
    const unknown = await t.call('admin/cancelDeal', { id: 99_999_999, reason: 'x' }, { token });
    expect(unknown.body.error).toBe('DEAL_NOT_FOUND');
    for (const email of ['finance@demo.local', 'support@demo.local', 'content@demo.local']) {
      const other = await t.call(
        'admin/cancelDeal',
        { id: d.id, reason: 'x' },
        { token: await t.kit.staffToken(email) },
      );
      expect(other.status).toBe(403);
    }
    expect((await t.call('admin/cancelDeal', { id: d.id, reason: 'x' })).status).toBe(401);
    expect((await t.call('admin/cancelDeal', { id: d.id, reason: 'x' }, { token: b.token })).status).toBe(
      401,
    );
    expect(await dealRow(d.id)).toMatchObject({ status: 'open', joined: 1 });
    expect(await balance(b.token)).toBe(5_000 - 1_500);
  });

  it('cancel, joins and the deadline job at once: one outcome, every place refunded exactly once', async () => {
    const { skuId } = await sku({ stock: 50 });
    const d = await deal({ targetCount: 10, cashback: 0 }, skuId);
    const first = [await kit.buyer(50), await kit.buyer(50)];
    for (const b of first) expect((await join(b, d.id)).status).toBe(200);
    const more = await racers(4, 5_000);
    const token = await t.kit.staffToken();
    const results = await Promise.all([
      ...more.map((b) => join(b, d.id)),
      t.call('admin/cancelDeal', { id: d.id, reason: 'Stopped' }, { token }),
      closeDueDeals(t.db, new Date(Date.now() + 2 * DAY)),
      t.call('admin/cancelDeal', { id: d.id, reason: 'Stopped twice' }, { token }),
    ]);
    const row = await dealRow(d.id);
    expect(['cancelled', 'failed']).toContain(row.status);
    const places = await placesOf(d.id);
    expect(places).toHaveLength(row.joined);
    for (const p of places) {
      expect(p.refundedAt).not.toBeNull();
      expect(await voidsOf(p.orderId)).toHaveLength(1);
    }
    for (const b of [...first, ...more]) expect(await balance(b.token)).toBe(5_000);
    const [s] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(s!.stock).toBe(50);
    // At most one of the two cancels went through.
    const cancels = results.slice(more.length).filter((r) => 'status' in r && r.status === 200);
    expect(cancels.length).toBeLessThanOrEqual(1);
  });
});

describe('editing a deal', () => {
  it('before anyone joined every term may change; audited with the reason', async () => {
    const { skuId } = await sku({ price: 2_000 });
    const d = await deal({ targetCount: 3, cashback: 100 }, skuId);
    const token = await t.kit.staffToken();
    const deadline = new Date(Date.now() + 2 * DAY).toISOString();
    const res = await t.call(
      'admin/updateDeal',
      {
        id: d.id,
        priceMode: 'product',
        targetCount: 6,
        cashback: 300,
        effect: 'immediate',
        deadline,
        reason: 'Bigger group',
      },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      priceMode: 'product',
      price: 2_000,
      targetCount: 6,
      cashback: 300,
      deadline,
      state: 'running',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group_deal.updated'), eq(auditLog.targetId, String(d.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.reason).toBe('Bigger group');
  });

  it('after the first join only a later deadline: other terms are locked, an earlier deadline refused', async () => {
    const d = await deal({ targetCount: 3 });
    const b = await kit.buyer(50);
    expect((await join(b, d.id)).status).toBe(200);
    const token = await t.kit.staffToken();
    const same = {
      id: d.id,
      priceMode: 'amount' as const,
      price: d.price,
      targetCount: d.targetCount,
      cashback: d.cashback,
      effect: d.effect,
      deadline: d.deadline,
      reason: 'Give it time',
    };
    const locked = await t.call('admin/updateDeal', { ...same, targetCount: 2 }, { token });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ error: 'DEAL_TERMS_LOCKED' });
    expect(locked.body.message).toMatch(/1/);
    const cheaper = await t.call('admin/updateDeal', { ...same, price: 1_000 }, { token });
    expect(cheaper.body.error).toBe('DEAL_TERMS_LOCKED');
    const shorter = await t.call(
      'admin/updateDeal',
      { ...same, deadline: new Date(Date.parse(d.deadline) - HOUR).toISOString() },
      { token },
    );
    expect(shorter.status).toBe(400);
    expect(shorter.body.fields?.[0]).toMatchObject({ field: 'deadline' });
    expect((await dealRow(d.id)).deadline.toISOString()).toBe(d.deadline);
    const extended = new Date(Date.parse(d.deadline) + DAY).toISOString();
    const ok = await t.call('admin/updateDeal', { ...same, deadline: extended }, { token });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.deadline).toBe(extended);
    const info = await t.call('task/getTaskInfo', { id: d.id }, { token: b.token });
    expect(info.body.data.deal.deadline).toBe(extended);
    expect(info.body.data.deal.deadlineExtendedAt).not.toBeNull();
    // The deadline job waits for the new deadline.
    expect((await closeDueDeals(t.db, new Date(Date.parse(d.deadline) + HOUR))).failed).not.toContain(d.id);
  });

  it('refuses bad input and every caller but an admin; a closed deal is not edited', async () => {
    const d = await deal();
    const token = await t.kit.staffToken();
    const body = {
      id: d.id,
      priceMode: 'amount' as const,
      price: 1_400,
      targetCount: 3,
      cashback: 100,
      effect: 'immediate' as const,
      deadline: d.deadline,
      reason: 'Adjust',
    };
    for (const [over, field] of [
      [{ reason: '' }, 'reason'],
      [{ targetCount: 1 }, 'targetCount'],
      [{ price: 5_000 }, 'price'],
      [{ deadline: 'soon' }, 'deadline'],
      [{ effect: 'timed' }, 'startsAt'],
    ] as [Record<string, unknown>, string][]) {
      const res = await t.call('admin/updateDeal', { ...body, ...over } as never, { token });
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[0]?.field).toBe(field);
    }
    const buyer = await t.kit.buyer();
    for (const email of ['finance@demo.local', 'support@demo.local', 'content@demo.local']) {
      const res = await t.call('admin/updateDeal', body, { token: await t.kit.staffToken(email) });
      expect(res.status).toBe(403);
    }
    expect((await t.call('admin/updateDeal', body)).status).toBe(401);
    expect((await t.call('admin/updateDeal', body, { token: buyer.token })).status).toBe(401);
    expect(await dealRow(d.id)).toMatchObject({ price: 1_500, targetCount: 3 });
    await t.call('admin/cancelDeal', { id: d.id, reason: 'Off' }, { token });
    const closed = await t.call('admin/updateDeal', body, { token });
    expect(closed.body.error).toBe('DEAL_CLOSED');
  });
});

describe('the seller sees an order waiting for its group', () => {
  it('the store’s order answer carries the deal’s progress until the count is reached', async () => {
    const { store, skuId } = await sku();
    const d = await deal({ targetCount: 2, cashback: 0 }, skuId);
    const first = await join(await kit.buyer(50), d.id);
    const orderId = first.body.data.deal.mine!.orderId;
    const seller = { token: store.seller.token };
    const info = await t.call('store/getOrderInfo', { id: orderId }, seller);
    expect(info.body.data.awaitingGroup).toMatchObject({
      dealId: d.id,
      joined: 1,
      targetCount: 2,
      deadline: d.deadline,
    });
    const staff = await t.call(
      'admin/getOrderList',
      { keyword: first.body.data.deal.mine!.orderNo },
      { token: await t.kit.staffToken() },
    );
    expect(staff.body.data.list[0]!.awaitingGroup).toMatchObject({ joined: 1, targetCount: 2 });
    const list = await t.call('store/getOrderList', { tab: 'to_purchase', pageSize: 50 }, seller);
    const listed =
      list.body.data.list.find((o) => o.id === orderId) ??
      (await t.call('store/getOrderList', { tab: 'to_ship', pageSize: 50 }, seller)).body.data.list.find(
        (o) => o.id === orderId,
      );
    expect(listed?.awaitingGroup).toMatchObject({ joined: 1, targetCount: 2 });
    expect((await join(await kit.buyer(50), d.id)).status).toBe(200);
    const after = await t.call('store/getOrderInfo', { id: orderId }, seller);
    expect(after.body.data.awaitingGroup).toBeNull();
  });
});

describe('live progress over the socket', () => {
  it('a tab watching a deal hears each join, and the cancel, with the count and state', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const viewer = await t.kit.buyer();
    const d = await deal({ targetCount: 3 });
    const other = await deal({ targetCount: 3 });
    const { port } = t.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
    const events: ChatSocketEvent[] = [];
    ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as ChatSocketEvent));
    const until = async (pred: () => boolean) => {
      for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(pred(), JSON.stringify(events)).toBe(true);
    };
    try {
      await new Promise<void>((resolve, reject) => {
        ws.on('open', () => resolve());
        ws.on('error', reject);
      });
      ws.send(JSON.stringify({ type: 'auth', token: viewer.token }));
      await until(() => events.some((e) => e.type === 'ready'));
      ws.send(JSON.stringify({ type: 'watch_deal', id: d.id }));
      // The watch frame is taken before the next notification arrives (same socket, in order).
      await new Promise((r) => setTimeout(r, 100));
      expect((await join(await kit.buyer(50), other.id)).status).toBe(200);
      expect((await join(await kit.buyer(50), d.id)).status).toBe(200);
      await until(() => events.some((e) => e.type === 'deal' && e.joined === 1));
      await t.call('admin/cancelDeal', { id: d.id, reason: 'Stop' }, { token: await t.kit.staffToken() });
      await until(() => events.some((e) => e.type === 'deal' && e.state === 'cancelled'));
      const deals = events.filter((e) => e.type === 'deal');
      // Only the watched deal's events, public fields only.
      expect(deals.every((e) => e.id === d.id)).toBe(true);
      expect(deals[0]).toEqual({
        type: 'deal',
        id: d.id,
        joined: 1,
        targetCount: 3,
        state: 'running',
        deadline: d.deadline,
      });
    } finally {
      ws.close();
    }
  });
});
