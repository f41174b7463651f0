import { DEMO_USDT, freshTxHash, TEST_TRADE_PASSWORD } from '@app/testkit';
import type { ApiData, StaffRole } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';

const t = await createTestApp();
const mall = mallKit(t);
const staff = contentKit(t);

type Overview = ApiData<'admin/getOverview'>;

async function overview(token: string, body: Record<string, unknown> = {}): Promise<Overview> {
  const res = await t.call('admin/getOverview', body, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A drama with one episode made by staff (no video yet: it waits in the transcode queue); its id. */
async function newEpisode(token: string): Promise<number> {
  const drama = await t.client.call(
    'admin/saveVideo',
    {
      title: `Overview ${Math.random().toString(36).slice(2, 8)}`,
      cover: '/media/misc/2025/01/cover.jpg',
      description: 'A drama for the overview test.',
      tags: ['Romance'],
      freeEpisodes: 1,
      published: false,
    },
    { token },
  );
  const item = await t.client.call(
    'admin/saveVideoItem',
    { videoId: drama.id, index: 1, title: 'One', price: 0 },
    { token },
  );
  return item.id;
}

describe('console overview: figures from recorded rows', () => {
  it("counts today's orders, sales, sign-ups and every queue exactly as they happen", async () => {
    const admin = await t.kit.staffToken();
    const before = await overview(admin);
    expect(before.timeZone).toBe('UTC');
    expect(before.today).toBe(new Date().toISOString().slice(0, 10));
    expect(before.orders!.series).toHaveLength(14);
    expect(before.orders!.series.at(-1)!.day).toBe(before.today);

    // Two sign-ups (a seller and a buyer whose money arrives as an approved deposit), one order
    // paid, one left unpaid.
    const store = await mall.store();
    const product = await mall.product(store.id, { skus: [{ price: 1_250, stock: 10 }], shippingFee: 300 });
    const buyer = await mall.buyer(100);
    const paid = await mall.buy(buyer, product.skus[0]!.id, 2);
    const unpaid = await mall.place(buyer, [{ skuId: product.skus[0]!.id, quantity: 1 }]);
    expect(unpaid.status).toBe(200);

    // A deposit waiting for review, a withdrawal waiting for review, a refund asked after shipping,
    // a note to support.
    await t.client.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '20', txHash: freshTxHash() },
      { token: buyer.token },
    );
    const addressId = await mall.wallet.address(buyer.token);
    await t.giveCode(buyer.email, 'withdraw', '4321');
    const withdrawn = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '10', code: '4321', tradePassword: TEST_TRADE_PASSWORD },
      { token: buyer.token, headers: { 'idempotency-key': `ov-${buyer.email}` } },
    );
    expect(withdrawn.status).toBe(200);
    await mall.ship(paid.id);
    const refund = await t.call(
      'order/refund',
      { id: paid.id, reason: 'Arrived broken' },
      { token: buyer.token },
    );
    expect(refund.body.data.status).toBe('refunding');
    await t.client.call(
      'feedback/submit',
      { contact: buyer.email, description: 'The player stops at 0:42.' },
      { token: buyer.token },
    );

    const after = await overview(admin);
    expect(after.orders!.today).toEqual({
      placed: before.orders!.today.placed + 2,
      paid: before.orders!.today.paid + 1,
      sales: before.orders!.today.sales + 2 * 1_250 + 300,
    });
    expect(after.orders!.yesterday).toEqual(before.orders!.yesterday);
    expect(after.orders!.series.at(-1)).toEqual({ day: after.today, ...after.orders!.today });
    expect(after.users!.today).toBe(before.users!.today + 2);
    expect(after.users!.total).toBe(before.users!.total + 2);
    expect(after.users!.series.at(-1)).toEqual({ day: after.today, signups: after.users!.today });
    const pending = (o: Overview) =>
      Object.fromEntries(Object.entries(o.queues).map(([k, q]) => [k, q!.pending]));
    expect(pending(after)).toEqual({
      deposits: pending(before).deposits! + 1,
      recharges: pending(before).recharges,
      withdrawals: pending(before).withdrawals! + 1,
      refunds: pending(before).refunds! + 1,
      feedback: pending(before).feedback! + 1,
    });
    expect(Date.parse(after.queues.refunds!.oldestAt!)).toBeLessThanOrEqual(Date.now());

    // Approving the deposit takes it off the queue; the order's refund leaves today's sales as paid.
    const deposits = await t.client.call(
      'admin/getDepositReviewList',
      { status: 'reviewing' },
      { token: admin },
    );
    const mine = deposits.list.find((d) => d.user.email === buyer.email)!;
    await t.client.call('admin/reviewDeposit', { id: mine.id, action: 'approve' }, { token: admin });
    await t.client.call('admin/reviewRefund', { id: paid.id, action: 'approve' }, { token: admin });
    const later = await overview(admin);
    expect(later.queues.deposits!.pending).toBe(after.queues.deposits!.pending - 1);
    expect(later.queues.refunds!.pending).toBe(after.queues.refunds!.pending - 1);
    expect(later.orders!.today.sales).toBe(after.orders!.today.sales);
    await t.verifyBooks();
  });

  it('a 30-day trend on request; a request waiting over a day, a failed episode and unchecked books raise alerts', async () => {
    const admin = await t.kit.staffToken();
    const month = await overview(admin, { days: 30 });
    expect(month.days).toBe(30);
    expect(month.orders!.series).toHaveLength(30);
    expect(month.users!.series).toHaveLength(30);
    const first = new Date(`${month.today}T00:00:00Z`).getTime() - 29 * 86_400_000;
    expect(month.orders!.series[0]!.day).toBe(new Date(first).toISOString().slice(0, 10));

    // A deposit submitted two days ago (its time moved back, as if it had waited).
    const buyer = await t.kit.buyer();
    const deposit = await t.client.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '5', txHash: freshTxHash() },
      { token: buyer.token },
    );
    const base = await overview(admin);
    await t.pool.query(`update deposits set created_at = now() - interval '49 hours' where id = $1`, [
      deposit.id,
    ]);
    const stale = await overview(admin);
    expect(stale.staleHours).toBe(24);
    expect(stale.queues.deposits!.stale).toBe(base.queues.deposits!.stale + 1);
    expect(stale.alerts).toContainEqual({
      kind: 'queueStale',
      queue: 'deposits',
      count: stale.queues.deposits!.stale,
      at: stale.queues.deposits!.oldestAt,
    });
    // A day's figures move with the day the row was made: the deposit is not today's.
    expect(Date.parse(stale.queues.deposits!.oldestAt!)).toBeLessThanOrEqual(
      Date.now() - 49 * 3_600_000 + 60_000,
    );

    // A new episode waits for its transcode; then the transcode fails (as the worker records it).
    const episode = await newEpisode(admin);
    const queued = await overview(admin);
    expect(queued.transcode!.pending).toBe(stale.transcode!.pending + 1);
    await t.pool.query(`update video_items set status = 'failed', failure = 'test' where id = $1`, [episode]);
    const failed = await overview(admin);
    expect(failed.transcode!.failed).toBe(queued.transcode!.failed + 1);
    expect(failed.transcode!.pending).toBe(queued.transcode!.pending - 1);
    expect(failed.alerts).toContainEqual({
      kind: 'transcodeFailed',
      queue: null,
      count: failed.transcode!.failed,
      at: null,
    });

    // The books: unchecked until a member checks them; a check older than a day is unchecked again.
    await t.pool.query(`delete from audit_log where action = 'ledger.verified'`);
    const unchecked = await overview(admin);
    expect(unchecked.ledger).toEqual({ lastCheck: null });
    expect(unchecked.alerts).toContainEqual({ kind: 'ledgerUnchecked', queue: null, count: 0, at: null });
    await t.client.call('admin/verifyLedger', {}, { token: admin });
    const checked = await overview(admin);
    expect(checked.ledger!.lastCheck).toMatchObject({ ok: true, problems: 0 });
    expect(checked.alerts.map((a) => a.kind)).not.toContain('ledgerUnchecked');
    await t.pool.query(
      `update audit_log set created_at = now() - interval '25 hours' where action = 'ledger.verified'`,
    );
    const old = await overview(admin);
    expect(old.alerts).toContainEqual({
      kind: 'ledgerUnchecked',
      queue: null,
      count: 0,
      at: old.ledger!.lastCheck!.at,
    });
    // A check that found problems is the first alert.
    await t.pool.query(
      `update audit_log set detail = '{"ok": false, "problems": 2}', created_at = now() where action = 'ledger.verified'`,
    );
    const broken = await overview(admin);
    expect(broken.alerts[0]).toEqual({
      kind: 'ledgerProblems',
      queue: null,
      count: 2,
      at: broken.ledger!.lastCheck!.at,
    });
  });
});

describe('console overview: who sees what', () => {
  it('refuses visitors and buyers', async () => {
    expect((await t.call('admin/getOverview', {})).status).toBe(401);
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getOverview', {}, { token: buyer.token })).status).toBe(401);
  });

  it("shows each role the parts whose pages it may open, and only those parts' alerts", async () => {
    // A stale request in every queue and a failed episode, so every alert a role may see is there.
    const buyer = await t.kit.buyer();
    await t.client.call(
      'user_wallet/submitDeposit',
      { currencyId: DEMO_USDT, amount: '5', txHash: freshTxHash() },
      { token: buyer.token },
    );
    await t.client.call(
      'feedback/submit',
      { contact: buyer.email, description: 'Hi' },
      { token: buyer.token },
    );
    await t.pool.query(
      `update deposits set created_at = now() - interval '30 hours' where status = 'reviewing'`,
    );
    await t.pool.query(`update feedback set created_at = now() - interval '30 hours' where status = 'new'`);
    const episode = await newEpisode(await t.kit.staffToken());
    await t.pool.query(`update video_items set status = 'failed' where id = $1`, [episode]);

    const parts = (o: Overview) => ({
      orders: o.orders !== null,
      users: o.users !== null,
      deposits: o.queues.deposits !== null,
      recharges: o.queues.recharges !== null,
      withdrawals: o.queues.withdrawals !== null,
      refunds: o.queues.refunds !== null,
      feedback: o.queues.feedback !== null,
      transcode: o.transcode !== null,
      ledger: o.ledger !== null,
    });
    const alertKinds = (o: Overview) => [...new Set(o.alerts.map((a) => a.queue ?? a.kind))].sort();
    const seen = async (role: StaffRole | 'all') => overview(await staff.tokenOf(role));

    const admin = await seen('all');
    expect(Object.values(parts(admin)).every(Boolean)).toBe(true);
    expect(alertKinds(admin)).toEqual(expect.arrayContaining(['deposits', 'feedback', 'transcodeFailed']));

    const finance = await seen('finance');
    expect(parts(finance)).toEqual({
      orders: true,
      users: true,
      deposits: true,
      recharges: true,
      withdrawals: true,
      refunds: true,
      feedback: false,
      transcode: false,
      ledger: true,
    });
    expect(alertKinds(finance)).toContain('deposits');
    expect(alertKinds(finance)).not.toContain('feedback');
    expect(alertKinds(finance)).not.toContain('transcodeFailed');

    const support = await seen('support');
    expect(parts(support)).toEqual({
      orders: true,
      users: true,
      deposits: false,
      recharges: false,
      withdrawals: false,
      refunds: true,
      feedback: true,
      transcode: false,
      ledger: false,
    });
    expect(alertKinds(support)).toContain('feedback');
    expect(
      alertKinds(support).filter((k) =>
        ['deposits', 'ledgerUnchecked', 'ledgerProblems', 'transcodeFailed'].includes(k),
      ),
    ).toEqual([]);

    const reviewer = await seen('reviewer');
    expect(parts(reviewer)).toEqual({
      orders: false,
      users: true,
      deposits: true,
      recharges: true,
      withdrawals: true,
      refunds: false,
      feedback: false,
      transcode: false,
      ledger: false,
    });
    expect(alertKinds(reviewer)).toEqual(['deposits']);

    const content = await seen('content');
    expect(parts(content)).toEqual({
      orders: false,
      users: false,
      deposits: false,
      recharges: false,
      withdrawals: false,
      refunds: false,
      feedback: false,
      transcode: true,
      ledger: false,
    });
    expect(alertKinds(content)).toEqual(['transcodeFailed']);
    // The shared facts are there for everyone.
    expect(content).toMatchObject({ timeZone: 'UTC', today: admin.today, currency: 'USD' });
  });

  it("bad input names the field in the caller's language; reading writes nothing", async () => {
    const admin = await t.kit.staffToken();
    const audits = await staff.auditCount();
    const week = await t.call('admin/getOverview', { days: 7 }, { token: admin });
    expect(week.status).toBe(400);
    expect(week.body.fields?.map((f) => f.field)).toEqual(['days']);
    const text = await t.call('admin/getOverview', { days: 'fourteen' }, { token: admin, lang: 'de' });
    expect(text.status).toBe(400);
    expect(text.body.fields?.map((f) => f.field)).toEqual(['days']);
    expect(text.body.message).not.toBe(week.body.message);
    await overview(admin);
    expect(await staff.auditCount()).toBe(audits);
  });
});
