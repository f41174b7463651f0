import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { hashPassword } from '#server/lib/password.js';
import { staffRepository } from './staff.repository.js';

const t = await createTestApp();
const strict = await createTestApp({ STAFF_TOTP_REQUIRED: 'true' });
const PASSWORD = 'Maple7Harbor9';

let seq = 0;
async function member(app: typeof t, roles: ('admin' | 'finance' | 'support')[]) {
  const email = `staff${++seq}-${roles.join('-')}@demo.local`;
  await staffRepository.upsert(app.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    name: email,
    roles,
  });
  return { email, token: await app.kit.staffToken(email, PASSWORD) };
}

/** An authenticator app: the code for a moment `offset` 30-second steps from now. */
const codeFor = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function enroll(app: typeof t, token: string) {
  const setup = await app.call('admin/setupTotp', {}, { token });
  expect(setup.status).toBe(200);
  const enabled = await app.call('admin/enableTotp', { totp: codeFor(setup.body.data.secret) }, { token });
  expect(enabled.status).toBe(200);
  return setup.body.data.secret;
}

describe('staff two-factor sign-in (TOTP)', () => {
  it('is set up with a secret shown once and confirmed by a first code; the secret is sealed at rest', async () => {
    const m = await member(t, ['finance']);
    const setup = await t.call('admin/setupTotp', {}, { token: m.token });
    expect(setup.body.data.uri).toMatch(/^otpauth:\/\/totp\/DramaMall%20console:/);
    expect(setup.body.data.uri).toContain(`secret=${setup.body.data.secret}`);
    const wrong = await t.call('admin/enableTotp', { totp: '000000' }, { token: m.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'STAFF_TOTP_INVALID',
      message: 'The authentication code is wrong or was already used',
    });
    expect(wrong.body.fields?.[0]?.field).toBe('totp');
    const bad = await t.call('admin/enableTotp', { totp: '12ab' }, { token: m.token });
    expect(bad.body.fields?.[0]).toMatchObject({
      field: 'totp',
      message: 'Enter the 6-digit code from your authenticator app',
    });
    const ok = await t.call(
      'admin/enableTotp',
      { totp: codeFor(setup.body.data.secret) },
      { token: m.token },
    );
    expect(ok.body.data.totpEnabled).toBe(true);
    const { rows } = await t.pool.query('select totp_secret from staff where email = $1', [m.email]);
    expect(rows[0].totp_secret).not.toContain(setup.body.data.secret);
    const audit = await t.pool.query(`select 1 from audit_log where action = 'staff.totp_enabled'`);
    expect(audit.rows.length).toBeGreaterThan(0);
    // On, it cannot be replaced from a session alone.
    expect((await t.call('admin/setupTotp', {}, { token: m.token })).status).toBe(403);
  });

  it('then signing in needs a current code, which works once', async () => {
    const m = await member(t, ['admin']);
    const secret = await enroll(t, m.token);
    const without = await t.call('admin/signin', { email: m.email, password: PASSWORD });
    expect(without.status).toBe(400);
    expect(without.body.fields?.[0]).toMatchObject({ field: 'totp', rule: 'required' });
    // A wrong password says nothing about the second factor.
    expect((await t.call('admin/signin', { email: m.email, password: 'nope1234' })).body.error).toBe(
      'STAFF_INVALID_CREDENTIALS',
    );
    const code = codeFor(secret, 1);
    const ok = await t.call('admin/signin', { email: m.email, password: PASSWORD, totp: code });
    expect(ok.status).toBe(200);
    const replay = await t.call('admin/signin', { email: m.email, password: PASSWORD, totp: code });
    expect(replay.body.error).toBe('STAFF_TOTP_INVALID');
  });

  it('five wrong codes lock it, and the lock is audited', async () => {
    const m = await member(t, ['finance']);
    await enroll(t, m.token);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await t.call('admin/signin', { email: m.email, password: PASSWORD, totp: `00000${i}` })).body.error,
      );
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('STAFF_TOTP_INVALID'));
    expect(answers[4]).toBe('ACCOUNT_LOCKED');
    const { rows } = await t.pool.query(`select 1 from audit_log where action = 'staff.totp_locked'`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('is turned off with a current code when no role requires it', async () => {
    const m = await member(t, ['support']);
    const secret = await enroll(t, m.token);
    expect((await t.call('admin/disableTotp', { totp: '123456' }, { token: m.token })).body.error).toBe(
      'STAFF_TOTP_INVALID',
    );
    const off = await t.call('admin/disableTotp', { totp: codeFor(secret, 1) }, { token: m.token });
    expect(off.body.data.totpEnabled).toBe(false);
    expect((await t.call('admin/signin', { email: m.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('when the deployment requires two-factor sign-in (STAFF_TOTP_REQUIRED)', () => {
  it('finance and admin members can do nothing but set it up; support works as before', async () => {
    const finance = await member(strict, ['finance']);
    const info = await strict.call('admin/getStaffInfo', {}, { token: finance.token });
    expect(info.body.data).toMatchObject({ totpRequired: true, totpEnabled: false });
    const blocked = await strict.call('admin/getWithdrawReviewList', {}, { token: finance.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('STAFF_TOTP_SETUP_REQUIRED');
    const secret = await enroll(strict, finance.token);
    expect((await strict.call('admin/getWithdrawReviewList', {}, { token: finance.token })).status).toBe(200);
    expect(
      (await strict.call('admin/disableTotp', { totp: codeFor(secret, 1) }, { token: finance.token })).status,
    ).toBe(403);

    const support = await member(strict, ['support']);
    expect((await strict.call('admin/getUserList', {}, { token: support.token })).status).toBe(200);
  });

  it('users cannot reach any of it', async () => {
    const u = await strict.kit.buyer();
    for (const p of ['admin/setupTotp', 'admin/enableTotp', 'admin/disableTotp'] as const) {
      expect((await strict.call(p, { totp: '123456' }, { token: u.token })).status).toBe(401);
      expect((await strict.call(p, { totp: '123456' })).status).toBe(401);
    }
  });
});
