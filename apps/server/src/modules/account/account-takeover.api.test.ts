import { CODE_DAILY_FAILURES, CODE_DAILY_SENDS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

/**
 * The outside review's account takeover (issue 10, finding 1): guess a 4-digit reset code, reset
 * the password, set a trade password with it and empty the wallet, unnoticed. Each step now fails.
 */
const t = await createTestApp();
const kit = walletKit(t);

async function resetCode(email: string) {
  await t.expireCooldown(email);
  return t.call('code/sendCode', { email, scene: 'resetPassword' });
}
const guess = (email: string, code: string) =>
  t.call('user/resetPwd', { email, code, password: 'river5stone', confirmPassword: 'river5stone' });
const wrongOf = async (email: string) => ((await t.latestCode(email)) === '0000' ? '1111' : '0000');

describe('guessing codes', () => {
  it(`${CODE_DAILY_FAILURES} wrong codes in a day, over any number of codes, pause codes for the address and tell the owner`, async () => {
    const victim = await t.kit.buyer();
    const answers: string[] = [];
    while (answers.length < CODE_DAILY_FAILURES) {
      expect((await resetCode(victim.email)).status).toBe(200);
      const wrong = await wrongOf(victim.email);
      // A few guesses per code, then a new code, as an attacker would.
      for (let i = 0; i < 3 && answers.length < CODE_DAILY_FAILURES; i++) {
        answers.push((await guess(victim.email, wrong)).body.error!);
      }
    }
    expect(answers.slice(0, -1).every((a) => a === 'CODE_INVALID')).toBe(true);
    expect(answers.at(-1)).toBe('CODE_LOCKED');

    // Even the right code of a live code no longer works, and no new code is sent.
    const right = await t.latestCode(victim.email);
    const locked = await guess(victim.email, right);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: 'CODE_LOCKED' });
    expect(locked.body.message).toMatch(/paused for 2[34] hours/);
    await t.expireCooldown(victim.email);
    expect((await t.call('code/sendCode', { email: victim.email, scene: 'resetPassword' })).body.error).toBe(
      'CODE_LOCKED',
    );

    const notice = await t.latestNotice(victim.email);
    expect(notice.subject).toBe('Verification codes for your DramaMall account are paused');
    expect(notice.text).toContain(`${CODE_DAILY_FAILURES} times`);
    const { rows } = await t.pool.query(
      `select 1 from audit_log where action = 'code.locked' and target_id = $1`,
      [victim.email],
    );
    expect(rows).toHaveLength(1);
    // The password is untouched: the owner still signs in.
    expect((await t.call('user/signin', { email: victim.email, password: victim.password })).status).toBe(
      200,
    );
  });

  it('guesses racing in parallel cannot get past the day’s budget', async () => {
    const victim = await t.kit.buyer();
    const burst = async (n: number) => {
      await resetCode(victim.email);
      const wrong = await wrongOf(victim.email);
      return Promise.all(
        Array.from({ length: n }, () => guess(victim.email, wrong).then((r) => r.body.error)),
      );
    };
    await burst(3);
    await burst(3);
    // Five attempts of a fresh code race for the last four places in the day's budget.
    const last = await burst(8);
    const { rows } = await t.pool.query<{ n: number }>(
      'select coalesce(sum(failures), 0)::int as n from email_codes where email = $1',
      [victim.email],
    );
    expect(rows[0]!.n).toBe(CODE_DAILY_FAILURES);
    expect(last).toContain('CODE_LOCKED');
  });

  it(`at most ${CODE_DAILY_SENDS} codes a day go to one address, answered alike whether it has an account or not`, async () => {
    const sentToday = async (email: string) =>
      (await t.pool.query(`select count(*)::int as n from email_codes where email = $1`, [email])).rows[0]
        .n as number;
    for (const email of [(await t.kit.buyer()).email, 'no-account-here@example.com']) {
      const answers: (string | undefined)[] = [];
      while ((await sentToday(email)) < CODE_DAILY_SENDS) answers.push((await resetCode(email)).body.error);
      expect(answers.filter(Boolean)).toEqual([]);
      const refused = await resetCode(email);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('CODE_DAILY_LIMIT');
      expect(await sentToday(email)).toBe(CODE_DAILY_SENDS);
    }
  });
});

describe('after a password reset', () => {
  it('the owner is mailed, the sign-in lock stays, and withdrawals and transfers wait 24 hours', async () => {
    const owner = await kit.user({ funds: 50 });
    const friend = await kit.user();
    const addressId = await kit.address(owner.token);
    for (let i = 0; i < 5; i++) await t.call('user/signin', { email: owner.email, password: 'wrong999' });

    await t.giveCode(owner.email, 'resetPassword', '4321');
    expect((await guess(owner.email, '4321')).status).toBe(200);
    expect((await t.latestNotice(owner.email)).subject).toBe('Your DramaMall password was reset');
    // Resetting is no way around the sign-in lock.
    expect((await t.call('user/signin', { email: owner.email, password: 'river5stone' })).body.error).toBe(
      'ACCOUNT_LOCKED',
    );
    await t.pool.query(
      `update signin_throttle set locked_until = now() - interval '1 second' where key = $1`,
      [`user:${owner.email}`],
    );
    const session = await t.call('user/signin', {
      email: owner.email,
      password: 'river5stone',
    });
    const token = session.body.data.token;

    const wallet = await kit.wallet(token);
    expect(wallet.fundsHold).toMatchObject({ reason: 'password_reset' });
    expect(Date.parse(wallet.fundsHold!.until) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const transfer = await t.call(
      'user_wallet/transfer',
      { to: friend.email, amount: '10', tradePassword: TEST_TRADE_PASSWORD },
      { token },
    );
    expect(transfer.status).toBe(403);
    expect(transfer.body.error).toBe('FUNDS_ON_HOLD');
    expect(transfer.body.message).toMatch(/2[34] more hours/);
    await t.giveCode(owner.email, 'withdraw', '8642');
    const withdraw = await t.call(
      'user_wallet/withdraw',
      { addressId, amount: '20', code: '8642', tradePassword: TEST_TRADE_PASSWORD },
      { token },
    );
    expect(withdraw.body.error).toBe('FUNDS_ON_HOLD');
    expect((await kit.wallet(token)).balance).toBe(5000);

    // A day later the money moves again.
    await t.pool.query(`update users set funds_hold_until = now() - interval '1 second' where id = $1`, [
      owner.user.id,
    ]);
    expect((await kit.wallet(token)).fundsHold).toBeNull();
    const later = await t.call(
      'user_wallet/transfer',
      { to: friend.email, amount: '10', tradePassword: TEST_TRADE_PASSWORD },
      { token },
    );
    expect(later.status).toBe(200);
    await t.verifyBooks();
  });

  it('the review’s attack, replayed: a lucky reset reaches no money and the owner hears of each step', async () => {
    const victim = await kit.user({ funds: 80 });
    const attacker = await kit.user();
    const before = (await t.pool.query(`select max(id)::int as id from mails`)).rows[0].id as number;
    // The one guess in ten thousand that is right.
    await t.giveCode(victim.email, 'resetPassword', '7777');
    expect((await guess(victim.email, '7777')).status).toBe(200);
    const stolen = await t.call(
      'user/signin',
      { email: victim.email, password: 'river5stone' },
      { headers: { 'x-device-id': 'attacker-laptop-0001' } },
    );
    const token = stolen.body.data.token;
    // The login password is no key to the trade password; guessing the old one is braked.
    const viaLogin = await t.call(
      'user/updateTradePwd',
      { tradePassword: '111111', confirmTradePassword: '111111', loginPassword: 'river5stone' },
      { token },
    );
    expect(viaLogin.status).toBe(400);
    const viaGuess = await t.call(
      'user/updateTradePwd',
      { tradePassword: '111111', confirmTradePassword: '111111', oldTradePassword: '000000' },
      { token },
    );
    expect(viaGuess.body.error).toBe('TRADE_PASSWORD_WRONG');
    const drain = await t.call(
      'user_wallet/transfer',
      { to: attacker.email, amount: '80', tradePassword: TEST_TRADE_PASSWORD },
      { token },
    );
    expect(drain.body.error).toBe('FUNDS_ON_HOLD');
    expect((await kit.wallet(attacker.token)).balance).toBe(0);

    const { rows } = await t.pool.query<{ subject: string }>(
      `select subject from mails where "to" = $1 and kind = 'notice' and id > $2 order by id`,
      [victim.email, before],
    );
    expect(rows.map((r) => r.subject)).toEqual([
      'Your DramaMall password was reset',
      'New sign-in to your DramaMall account',
    ]);
    await t.verifyBooks();
  });

  it('an email change pauses withdrawals and transfers too', async () => {
    const u = await kit.user({ funds: 5 });
    const friend = await kit.user();
    const next = `new-home-${u.user.id}@example.com`;
    await t.giveCode(next, 'changeEmail', '3141');
    const changed = await t.call(
      'user/updateEmail',
      { email: next, code: '3141', password: u.password },
      { token: u.token },
    );
    expect(changed.status).toBe(200);
    expect((await kit.wallet(u.token)).fundsHold).toMatchObject({ reason: 'email_changed' });
    const res = await t.call(
      'user_wallet/transfer',
      { to: friend.email, amount: '1', tradePassword: TEST_TRADE_PASSWORD },
      { token: u.token },
    );
    expect(res.body.error).toBe('FUNDS_ON_HOLD');
  });
});

describe('sign-in from a new device', () => {
  it('is mailed with where and what; a device seen before is not', async () => {
    const u = await t.kit.buyer();
    const signin = (device: string) =>
      t.call(
        'user/signin',
        { email: u.email, password: u.password },
        { headers: { 'x-device-id': device, 'user-agent': 'Pixel 7 Chrome' } },
      );
    await signin('phone-aaaa-1111');
    const first = await t.latestNotice(u.email);
    expect(first.subject).toBe('New sign-in to your DramaMall account');
    expect(first.text).toContain('Pixel 7 Chrome');
    const count = async () =>
      (
        await t.pool.query(`select count(*)::int as n from mails where "to" = $1 and kind = 'notice'`, [
          u.email,
        ])
      ).rows[0].n as number;
    const before = await count();
    await signin('phone-aaaa-1111');
    expect(await count()).toBe(before);
    await signin('tablet-bbbb-2222');
    expect(await count()).toBe(before + 1);
  });

  it('the device that signed up is known already', async () => {
    const email = `fresh-${Date.now()}@example.com`;
    await t.call('code/sendCode', { email, scene: 'signup' });
    const headers = { 'x-device-id': 'laptop-cccc-3333' };
    await t.call(
      'user/signup',
      {
        email,
        password: 'maple3river',
        confirmPassword: 'maple3river',
        code: await t.latestCode(email),
        agree: true,
      },
      { headers },
    );
    await t.call('user/signin', { email, password: 'maple3river' }, { headers });
    await expect(t.latestNotice(email)).rejects.toThrow(/no notice/);
  });
});
