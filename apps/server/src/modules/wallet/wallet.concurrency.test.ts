import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { createTestApp } from '#test/helper.js';
import { walletKit } from './wallet.test-kit.js';

const t = await createTestApp();
const kit = walletKit(t);

describe('money under concurrency', () => {
  it('200 concurrent transfers and withdrawals that exceed the balance: never negative, successes add up exactly', async () => {
    const payer = await kit.user({ funds: 1_000 });
    const payees = await Promise.all([kit.user(), kit.user(), kit.user()]);
    const addressId = await kit.address(payer.token);
    // Withdrawals each need their own email code: give 60 (as if mailed).
    for (let i = 0; i < 60; i++) await t.giveCode(payer.email, 'withdraw', String(1000 + i));

    const ops = Array.from({ length: 200 }, (_, i) => {
      if (i % 10 < 3 && i / 10 < 20) {
        const n = Math.floor(i / 10) * 3 + (i % 10);
        // 60 withdrawals of 20.00 + 1.00 fee
        return {
          kind: 'withdraw' as const,
          cents: 2_100,
          run: () =>
            t.call(
              'user_wallet/withdraw',
              { addressId, amount: '20', code: String(1000 + n), tradePassword: TEST_TRADE_PASSWORD },
              { token: payer.token },
            ),
        };
      }
      const payee = payees[i % 3]!;
      // 140 transfers of 7.00
      return {
        kind: 'transfer' as const,
        cents: 700,
        run: () =>
          t.call(
            'user_wallet/transfer',
            { to: payee.email, amount: '7', tradePassword: TEST_TRADE_PASSWORD },
            { token: payer.token },
          ),
      };
    });
    // 60 x 21 + 140 x 7 = 2,240 dollars asked for against 1,000 held.
    const results = await Promise.all(ops.map(async (op) => ({ op, res: await op.run() })));

    const ok = results.filter((r) => r.res.status === 200);
    const refused = results.filter((r) => r.res.status !== 200);
    expect(refused.every((r) => r.res.body.error === 'INSUFFICIENT_BALANCE')).toBe(true);
    const spent = ok.reduce((sum, r) => sum + r.op.cents, 0);
    const wallet = await kit.wallet(payer.token);
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
    // The balance only went down, so each refused request asked for more than is left now.
    expect(wallet.balance).toBeLessThan(Math.min(...refused.map((r) => r.op.cents)));
    expect(wallet.balance + spent).toBe(100_000);
    const withdrawn = ok.filter((r) => r.op.kind === 'withdraw').length;
    expect(wallet.frozen).toBe(withdrawn * 2_100);
    const received = await Promise.all(payees.map((p) => kit.wallet(p.token)));
    const transfers = ok.filter((r) => r.op.kind === 'transfer').length;
    expect(received.reduce((s, w) => s + w.balance, 0)).toBe(transfers * 700);
    await t.verifyBooks();
  }, 120_000);
});

describe('random sequences of wallet operations (property)', () => {
  it('keep every invariant after each step', async () => {
    const users = await Promise.all([kit.user(), kit.user(), kit.user()]);
    const addresses = await Promise.all(users.map((u) => kit.address(u.token)));
    const staff = await t.kit.staffToken();
    let codeSeq = 0;
    // What the books must say: money in through approved deposits, out through approved withdrawals.
    let depositedIn = 0;
    let paidOut = 0;
    const pending: number[] = [];

    const step = fc.oneof(
      fc.record({
        op: fc.constant('deposit' as const),
        who: fc.nat(2),
        dollars: fc.integer({ min: 1, max: 300 }),
      }),
      fc.record({
        op: fc.constant('transfer' as const),
        who: fc.nat(2),
        to: fc.nat(2),
        cents: fc.integer({ min: 1, max: 40_000 }),
      }),
      fc.record({
        op: fc.constant('withdraw' as const),
        who: fc.nat(2),
        cents: fc.integer({ min: 1_000, max: 30_000 }),
      }),
      fc.record({ op: fc.constant('review' as const), approve: fc.boolean() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'deposit') {
            await t.kit.fund(users[s.who]!.token, s.dollars);
            depositedIn += s.dollars * 100;
          } else if (s.op === 'transfer') {
            const res = await t.call(
              'user_wallet/transfer',
              {
                to: users[s.to]!.email,
                amount: (s.cents / 100).toFixed(2),
                tradePassword: TEST_TRADE_PASSWORD,
              },
              { token: users[s.who]!.token },
            );
            expect([200, 400]).toContain(res.status);
          } else if (s.op === 'withdraw') {
            const code = String(2000 + (codeSeq++ % 8000));
            await t.giveCode(users[s.who]!.email, 'withdraw', code);
            const res = await t.call(
              'user_wallet/withdraw',
              {
                addressId: addresses[s.who]!,
                amount: (s.cents / 100).toFixed(2),
                code,
                tradePassword: TEST_TRADE_PASSWORD,
              },
              { token: users[s.who]!.token },
            );
            if (res.status === 200) pending.push(res.body.data.id);
            else expect(['INSUFFICIENT_BALANCE', 'WITHDRAW_LIMIT_EXCEEDED']).toContain(res.body.error);
          } else if (pending.length) {
            const id = pending.shift()!;
            const res = await t.call(
              'admin/reviewWithdraw',
              { id, action: s.approve ? 'approve' : 'reject', reason: 'property test' },
              { token: staff },
            );
            if (res.body.data.status === 'approved') paidOut += res.body.data.amount + res.body.data.fee;
            if (res.body.data.status === 'reviewing') pending.push(id);
          }
          const wallets = await Promise.all(users.map((u) => kit.wallet(u.token)));
          for (const w of wallets) {
            expect(w.balance).toBeGreaterThanOrEqual(0);
            expect(w.frozen).toBeGreaterThanOrEqual(0);
          }
          const held = wallets.reduce((sum, w) => sum + w.balance + w.frozen, 0);
          expect(held).toBe(depositedIn - paidOut);
          await t.verifyBooks();
        }
      }),
      { numRuns: 12 },
    );
    // The runs did move money, in and out.
    expect(depositedIn).toBeGreaterThan(0);
    expect(codeSeq).toBeGreaterThan(0);
  }, 300_000);
});
