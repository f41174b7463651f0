import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/index.js';
import { reverseInviteRewards } from '#server/modules/invite/index.js';
import { completeOrder } from '#server/modules/order/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';

// 6.5 % commission: on a 100.00 order the rewards 4 % + 2 % + 1 % (7.00) are cut to 6.50.
const t = await createTestApp({ PLATFORM_COMMISSION_BPS: '650' });
const kit = mallKit(t);

type Person = Awaited<ReturnType<typeof t.kit.buyer>>;

/** A chain: root ← l1 ← l2 ← l3 ← l4 (each signed up with the previous one's code); l4 buys. */
async function chain(depth = 4) {
  const people: Person[] = [await t.kit.buyer({ tag: 'root' })];
  for (let i = 0; i < depth; i++) {
    people.push(await t.kit.buyer({ tag: `inv${i}`, inviteCode: people[i]!.user.inviteCode }));
  }
  return people;
}

/** The buyer at the end of the chain, funded, with an address. */
async function shopper(inviteCode: string, funds = 300) {
  const u = await t.kit.buyer({ tag: 'shopper', inviteCode, funds, tradePassword: true });
  const address = await t.client.call(
    'address/saveAddress',
    { recipient: 'Ana Buyer', phone: '+1 555 0100', country: 'United States', street: '1 Main St' },
    { token: u.token },
  );
  return { ...u, addressId: address.id };
}

async function product(price = 10_000) {
  const s = await kit.store();
  const p = await kit.product(s.id, { skus: [{ price, stock: 100 }] });
  return { store: s, skuId: p.skus[0]!.id };
}

const rewards = (token: string, state?: 'pending' | 'paid' | 'reversed') =>
  t.client.call('user/getInviteRewardList', state ? { state } : {}, { token });
const info = (token: string) => t.client.call('user/getInviteInfo', {}, { token });

async function confirm(token: string, id: number) {
  await kit.ship(id);
  const done = await t.call('order/confirm', { id }, { token, headers: { 'idempotency-key': randomUUID() } });
  expect(done.status).toBe(200);
}

describe('rewards on an invitee’s order', () => {
  it('are pending when the order is paid, paid once on completion, to three ancestors at most, within the commission', async () => {
    const [root, a, b, c] = await chain(3);
    const buyer = await shopper(c!.user.inviteCode);
    const { skuId } = await product(10_000);
    const order = await kit.buy(buyer, skuId);

    // Level 1 is the buyer's inviter (c), level 3 is a; root is the 4th ancestor and gets nothing.
    const pending = await rewards(c!.token);
    expect(pending.list).toEqual([
      expect.objectContaining({
        level: 1,
        bps: 400,
        amount: 400,
        state: 'pending',
        capped: false,
        base: 10_000,
      }),
    ]);
    expect((await rewards(b!.token)).list[0]).toMatchObject({ level: 2, amount: 200, state: 'pending' });
    // 400 + 200 + 100 would be 7.00 on a 6.50 commission: the third level is cut to 0.50.
    expect((await rewards(a!.token)).list[0]).toMatchObject({ level: 3, amount: 50, capped: true });
    expect((await rewards(root!.token)).total).toBe(0);
    expect((await info(c!.token)).totals).toEqual({ pending: 400, paid: 0, reversed: 0 });
    // The inviter sees the reward coming, not yet spendable; the order number is masked.
    const w = await t.client.call('user_wallet/getWallet', {}, { token: c!.token });
    expect(w.balance).toBe(0);
    expect(w.estimatedProfit).toBe(400);
    expect(pending.list[0]!.orderNo).not.toBe(order.orderNo);
    expect(pending.list[0]!.orderNo).toMatch(/^\d{4}\*{4}\d{4}$/);
    expect(pending.list[0]!.orderNo.slice(-4)).toBe(order.orderNo.slice(-4));
    await t.verifyBooks();

    await confirm(buyer.token, order.id);
    expect((await rewards(c!.token)).list[0]).toMatchObject({ state: 'paid', amount: 400 });
    expect((await info(c!.token)).totals).toEqual({ pending: 0, paid: 400, reversed: 0 });
    expect((await t.client.call('user_wallet/getWallet', {}, { token: a!.token })).balance).toBe(50);
    const logs = await t.client.call('user_wallet/getWalletLogList', {}, { token: c!.token });
    expect(logs.list[0]).toMatchObject({
      amount: 400,
      status: 'posted',
      type: 'income',
      line: { kind: 'inviteReward', orderNo: pending.list[0]!.orderNo, level: 1 },
    });

    // Completion running again (a retried job) pays nothing more.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    await t.db.transaction((tx) => completeOrder(tx, row!, true));
    expect((await t.client.call('user_wallet/getWallet', {}, { token: c!.token })).balance).toBe(400);
    expect((await rewards(c!.token)).list).toHaveLength(1);
    await t.verifyBooks();
  });

  it('are reversed once when the order is refunded, even if the refund runs again', async () => {
    const [, a] = await chain(1);
    const buyer = await shopper(a!.user.inviteCode);
    const { skuId } = await product(5_000);
    const order = await kit.buy(buyer, skuId);
    expect((await rewards(a!.token)).list[0]).toMatchObject({ amount: 200, state: 'pending' });

    const refunded = await t.call(
      'order/refund',
      { id: order.id, reason: 'Changed my mind' },
      { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('refunded');
    const list = await rewards(a!.token);
    expect(list.list[0]).toMatchObject({ amount: 200, state: 'reversed' });
    expect(list.list[0]!.reversedAt).not.toBeNull();
    expect((await info(a!.token)).totals).toEqual({ pending: 0, paid: 0, reversed: 200 });
    const w = await t.client.call('user_wallet/getWallet', {}, { token: a!.token });
    expect([w.balance, w.estimatedProfit]).toEqual([0, 0]);

    // The refund's reward step running again (a retried job) voids nothing more.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(await t.db.transaction((tx) => reverseInviteRewards(tx, row!))).toBe(0);
    expect((await info(a!.token)).totals).toEqual({ pending: 0, paid: 0, reversed: 200 });
    await t.verifyBooks();
  });

  it('completing twice at once pays each reward once', async () => {
    const [, a, b] = await chain(2);
    const buyer = await shopper(b!.user.inviteCode);
    const { skuId } = await product(10_000);
    const order = await kit.buy(buyer, skuId);
    await kit.ship(order.id);
    const presses = await Promise.all(
      [1, 2, 3].map(() =>
        t.call(
          'order/confirm',
          { id: order.id },
          { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
        ),
      ),
    );
    expect(presses.filter((p) => p.status === 200)).toHaveLength(1);
    expect((await info(b!.token)).totals).toEqual({ pending: 0, paid: 400, reversed: 0 });
    expect((await info(a!.token)).totals).toEqual({ pending: 0, paid: 200, reversed: 0 });
    expect((await t.client.call('user_wallet/getWallet', {}, { token: b!.token })).balance).toBe(400);
    await t.verifyBooks();
  });

  it('invitees paying at the same moment each hold their own rewards, once', async () => {
    const [, a] = await chain(1);
    const buyers = await Promise.all([shopper(a!.user.inviteCode), shopper(a!.user.inviteCode)]);
    const { skuId } = await product(3_000);
    const placed = await Promise.all(
      buyers.flatMap((b) => [kit.place(b, [{ skuId, quantity: 1 }]), kit.place(b, [{ skuId, quantity: 1 }])]),
    );
    // Every order paid at once, and each payment pressed twice with the same key.
    const presses = await Promise.all(
      placed.flatMap((p, i) => {
        const b = buyers[Math.floor(i / 2)]!;
        const key = randomUUID();
        const ids = p.body.data.orders.map((o) => o.id);
        return [kit.pay(b.token, ids, {}, key), kit.pay(b.token, ids, {}, key)];
      }),
    );
    expect(presses.every((p) => p.status === 200 || p.body.error === 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
    const list = await rewards(a!.token);
    expect(list.total).toBe(4);
    expect(list.list.every((r) => r.amount === 120 && r.state === 'pending')).toBe(true);
    expect((await info(a!.token)).totals.pending).toBe(480);
    await t.verifyBooks();
  });

  it('a buyer without an inviter earns nobody anything; a disabled inviter gets nothing and the level is not passed on', async () => {
    const lone = await shopper('', 100);
    const { skuId } = await product(2_000);
    await kit.buy(lone, skuId);

    const [, a, b] = await chain(2);
    await t.pool.query(`update users set status = 'disabled' where id = $1`, [b!.user.id]);
    const buyer = await shopper(b!.user.inviteCode);
    await kit.buy(buyer, skuId);
    const { rows } = await t.pool.query<{ level: number; amount: string }>(
      `select level, amount from invite_rewards where buyer_id = any($1) order by level`,
      [[lone.user.id, buyer.user.id]],
    );
    // b (level 1) is disabled: a (level 2) and root (level 3) keep their own shares, nobody gets b's.
    expect(rows.map((r) => [r.level, Number(r.amount)])).toEqual([
      [2, 40],
      [3, 20],
    ]);
    expect((await rewards(a!.token)).list[0]).toMatchObject({ level: 2, amount: 40 });
    await t.verifyBooks();
  });
});

describe('my team and invitations', () => {
  it('shows counts on 4 levels, members masked, and only my own', async () => {
    const [root, a, b, c, d] = await chain(4);
    const extra = await t.kit.buyer({ tag: 'deep', inviteCode: d!.user.inviteCode });
    const team = await t.client.call('user/getTeam', { level: 1 }, { token: root!.token });
    expect(team.counts).toEqual([1, 1, 1, 1]);
    expect(team.list).toEqual([expect.objectContaining({ level: 1, orders: 0 })]);
    // A masked name: never the nickname itself, never the email.
    expect(team.list[0]!.name).toMatch(/\*\*\*/);
    expect(team.list[0]!.name).not.toBe(a!.user.nickname);
    expect(JSON.stringify(team)).not.toContain(a!.email);
    const l4 = await t.client.call('user/getTeam', { level: 4 }, { token: root!.token });
    expect(l4.total).toBe(1);
    expect(l4.list[0]!.level).toBe(4);
    // The fifth level (extra, under d) is beyond the team view.
    expect((await info(root!.token)).team).toBe(4);
    expect((await info(b!.token)).team).toBe(3);
    expect((await info(c!.token)).invited).toBe(1);
    void extra;

    const invited = await t.client.call('user/getInviteList', {}, { token: a!.token });
    expect(invited.total).toBe(1);
    expect(invited.list[0]!.name).not.toBe(b!.user.nickname);

    // The code and links are mine; the rule shown is the configured one.
    const mine = await info(a!.token);
    expect(mine.code).toBe(a!.user.inviteCode);
    expect(mine.links.mall).toBe(`/auth/signup?code=${a!.user.inviteCode}`);
    expect(mine.links.tv).toBe(`/tv/signup?code=${a!.user.inviteCode}`);
    expect(mine.rule).toEqual({ levelBps: [400, 200, 100], capShareBps: 10_000 });
    expect(mine.commissionBps).toBe(650);
  });

  it('refuses visitors, staff tokens and bad input', async () => {
    const me = await t.kit.buyer();
    for (const path of [
      'user/getInviteInfo',
      'user/getInviteList',
      'user/getTeam',
      'user/getInviteRewardList',
    ] as const) {
      const res = await t.call(path, { level: 1 } as never);
      expect(res.status).toBe(401);
      const staff = await t.call(path, { level: 1 } as never, { token: await t.kit.staffToken() });
      expect(staff.status).toBe(401);
    }
    for (const level of [0, 5, 1.5, 'x']) {
      const bad = await t.call('user/getTeam', { level } as never, { token: me.token });
      expect(bad.status).toBe(400);
      expect(bad.body.fields?.[0]?.field).toBe('level');
    }
    const badState = await t.call('user/getInviteRewardList', { state: 'stolen' } as never, {
      token: me.token,
    });
    expect(badState.status).toBe(400);
  });
});

describe('the rule in the console', () => {
  it('staff change the percentages with a reason (audited); new orders use them, and the cap still holds', async () => {
    const admin = await t.kit.staffToken();
    const before = await t.client.call('admin/getInviteRule', {}, { token: admin });
    expect(before).toMatchObject({
      levelBps: [400, 200, 100],
      capShareBps: 10_000,
      commissionBps: 650,
      saved: false,
    });

    const saved = await t.call(
      'admin/setInviteRule',
      { levelBps: [300, 100], capShareBps: 5_000, reason: 'Spring campaign' },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ levelBps: [300, 100], capShareBps: 5_000, saved: true });
    const { rows } = await t.pool.query(
      `select reason, detail from audit_log where action = 'invite_rule.changed' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({
      reason: 'Spring campaign',
      detail: { before: { levelBps: [400, 200, 100] }, after: { levelBps: [300, 100] } },
    });

    const [, a, b] = await chain(2);
    expect((await info(b!.token)).rule).toEqual({ levelBps: [300, 100], capShareBps: 5_000 });
    const buyer = await shopper(b!.user.inviteCode);
    const { skuId } = await product(10_000);
    await kit.buy(buyer, skuId);
    // Cap: half of the 6.50 commission = 3.25; level 1 takes 3.00, level 2 is cut to 0.25.
    expect((await rewards(b!.token)).list[0]).toMatchObject({ level: 1, amount: 300, capped: false });
    expect((await rewards(a!.token)).list[0]).toMatchObject({ level: 2, amount: 25, capped: true });
    await t.verifyBooks();

    // Put back for the other tests in this file.
    await t.client.call(
      'admin/setInviteRule',
      { levelBps: [400, 200, 100], capShareBps: 10_000, reason: 'Back to the defaults' },
      { token: admin },
    );
  });

  it('refuses bad rules with the field named, and roles that may not', async () => {
    const admin = await t.kit.staffToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ levelBps: [400, 200, 100, 50], capShareBps: 10_000, reason: 'x' }, 'levelBps'],
      [{ levelBps: [], capShareBps: 10_000, reason: 'x' }, 'levelBps'],
      [{ levelBps: [5_000], capShareBps: 10_000, reason: 'x' }, 'levelBps.0'],
      [{ levelBps: [-1], capShareBps: 10_000, reason: 'x' }, 'levelBps.0'],
      [{ levelBps: [400], capShareBps: 10_001, reason: 'x' }, 'capShareBps'],
      [{ levelBps: [400], capShareBps: 10_000, reason: '' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/setInviteRule', body, { token: admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const support = await t.kit.staffToken('support@demo.local');
    expect((await t.call('admin/getInviteRule', {}, { token: support })).status).toBe(403);
    const finance = await t.kit.staffToken('finance@demo.local');
    expect((await t.call('admin/getInviteRule', {}, { token: finance })).status).toBe(200);
    expect(
      (
        await t.call(
          'admin/setInviteRule',
          { levelBps: [1], capShareBps: 1, reason: 'x' },
          { token: finance },
        )
      ).status,
    ).toBe(403);
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getInviteRule', {}, { token: buyer.token })).status).toBe(401);
    expect((await t.client.call('admin/getInviteRule', {}, { token: admin })).levelBps).toEqual([
      400, 200, 100,
    ]);
  });
});
