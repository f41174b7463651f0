import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

describe('code/sendCode and code/checkCode', () => {
  it('mails a 4-digit code that checks without being used up', async () => {
    const email = 'codes@example.com';
    const sent = await t.call('code/sendCode', { email, scene: 'signup' });
    expect(sent.body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const code = await t.latestCode(email);
    expect(code).toMatch(/^\d{4}$/);
    expect((await t.call('code/checkCode', { email, scene: 'signup', code })).body.data).toEqual({
      valid: true,
    });
    expect((await t.call('code/checkCode', { email, scene: 'signup', code })).status).toBe(200);
  });

  it('sends one code a minute per address', async () => {
    const email = 'often@example.com';
    expect((await t.call('code/sendCode', { email, scene: 'signup' })).status).toBe(200);
    const again = await t.call('code/sendCode', { email, scene: 'resetPassword' });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('CODE_TOO_FREQUENT');
    expect(again.body.message).toMatch(/wait \d+ seconds/);
  });

  it('a code works only for its scene and expires after 10 minutes', async () => {
    const email = 'scene@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const code = await t.latestCode(email);
    expect((await t.call('code/checkCode', { email, scene: 'resetPassword', code })).body.error).toBe(
      'CODE_INVALID',
    );
    await t.pool.query("update email_codes set expires_at = now() - interval '1 second' where email = $1", [
      email,
    ]);
    expect((await t.call('code/checkCode', { email, scene: 'signup', code })).body.error).toBe(
      'CODE_INVALID',
    );
  });

  it('a new code replaces the previous one', async () => {
    const email = 'replace@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const first = await t.latestCode(email);
    await t.expireCooldown(email);
    await t.call('code/sendCode', { email, scene: 'signup' });
    const second = await t.latestCode(email);
    if (first !== second) {
      expect((await t.call('code/checkCode', { email, scene: 'signup', code: first })).body.error).toBe(
        'CODE_INVALID',
      );
    }
    expect((await t.call('code/checkCode', { email, scene: 'signup', code: second })).status).toBe(200);
  });

  it('limits wrong attempts, after which even the right code fails', async () => {
    const email = 'guess@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const code = await t.latestCode(email);
    const wrong = code === '9999' ? '0000' : '9999';
    const errors = [];
    for (let i = 0; i < 5; i++)
      errors.push((await t.call('code/checkCode', { email, scene: 'signup', code: wrong })).body.error);
    expect(errors.slice(0, 4)).toEqual(Array(4).fill('CODE_INVALID'));
    expect(errors[4]).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect((await t.call('code/checkCode', { email, scene: 'signup', code })).body.error).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
  });

  it('a trade-password code needs a session and goes only to the account address', async () => {
    expect((await t.call('code/sendCode', { email: 'x@example.com', scene: 'tradePassword' })).status).toBe(
      401,
    );
    const u = await t.kit.buyer();
    await t.expireCooldown(u.email);
    const other = await t.call(
      'code/sendCode',
      { email: 'someone-else@example.com', scene: 'tradePassword' },
      { token: u.token },
    );
    expect(other.status).toBe(400);
  });

  it('validates the email and the scene', async () => {
    const res = await t.call('code/sendCode', { email: 'not-an-email', scene: 'party' });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.field).sort()).toEqual(['email', 'scene']);
  });
});
