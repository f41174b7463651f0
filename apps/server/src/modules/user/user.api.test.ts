import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper.js';

const t = await createTestApp();

describe('user/signup', () => {
  it('registers with an emailed code and answers a working session', async () => {
    const email = 'alice@example.com';
    expect((await t.call('code/sendCode', { email, scene: 'signup' })).status).toBe(200);
    const res = await t.call<'user/signup', { token: string; user: { email: string; inviteCode: string } }>(
      'user/signup',
      {
        email: 'Alice@Example.com',
        password: 'abc123',
        confirmPassword: 'abc123',
        code: await t.latestCode(email),
        agree: true,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    expect(res.body.data.user.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    const me = await t.call<'user/getUserInfo', { email: string }>(
      'user/getUserInfo',
      {},
      { token: res.body.data.token },
    );
    expect(me.body.data.email).toBe(email);
  });

  it('refuses inconsistent passwords, weak passwords and a missing agreement, naming each field', async () => {
    const res = await t.call('user/signup', {
      email: 'bob@example.com',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
      code: '12',
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries((res.body.fields ?? []).map((f) => [f.field, f.message]));
    expect(fields.password).toBe('The password must be 6 to 20 characters and contain letters and digits');
    expect(fields.code).toBe('The verification code is 4 digits');
    expect(fields.agree).toBe('Please read and agree to the agreement');
    expect(fields.confirmPassword).toBe('The two passwords entered are inconsistent');
    const { rows } = await t.pool.query("select 1 from users where email = 'bob@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('refuses a wrong code, a taken email and an unknown invitation code', async () => {
    const existing = await t.signup();
    await t.expireCooldown(existing.email);
    await t.call('code/sendCode', { email: existing.email, scene: 'signup' });
    const taken = await t.call('user/signup', {
      email: existing.email,
      password: 'abc123',
      confirmPassword: 'abc123',
      code: await t.latestCode(existing.email),
      agree: true,
    });
    expect(taken.body.error).toBe('EMAIL_TAKEN');

    const email = 'carol@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const code = await t.latestCode(email);
    const wrong = await t.call('user/signup', {
      email,
      password: 'abc123',
      confirmPassword: 'abc123',
      code: code === '0000' ? '1111' : '0000',
      agree: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('CODE_INVALID');
    const badInvite = await t.call('user/signup', {
      email,
      password: 'abc123',
      confirmPassword: 'abc123',
      code,
      agree: true,
      inviteCode: 'NOPE1234',
    });
    expect(badInvite.body.error).toBe('INVITE_CODE_INVALID');
  });

  it('records the inviter from an invitation code', async () => {
    const inviter = await t.signup();
    const invitee = await t.signup({ inviteCode: inviter.user.inviteCode });
    const { rows } = await t.pool.query('select inviter_id from users where id = $1', [invitee.user.id]);
    expect(rows[0].inviter_id).toBe(inviter.user.id);
  });

  it('uses a code once only', async () => {
    const email = 'dave@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const code = await t.latestCode(email);
    const body = { email, password: 'abc123', confirmPassword: 'abc123', code, agree: true };
    const answers = await Promise.all([t.call('user/signup', body), t.call('user/signup', body)]);
    const [ok, refused] = [answers.filter((r) => r.status === 200), answers.filter((r) => r.status !== 200)];
    expect(ok).toHaveLength(1);
    // Refused either by the used-up code or, if it came second, by the now-taken email.
    expect(['CODE_INVALID', 'EMAIL_TAKEN']).toContain(refused[0]!.body.error);
    const { rows } = await t.pool.query('select count(*)::int as n from users where email = $1', [email]);
    expect(rows[0].n).toBe(1);
    await t.call('user/signout', {}, { token: (ok[0]!.body.data as { token: string }).token });
    await t.expireCooldown(email);
    const again = await t.call('user/signup', { ...body, email: 'dave2@example.com' });
    expect(again.body.error).toBe('CODE_INVALID');
  });
});

describe('user/signin', () => {
  it('signs in, and answers the same error for a wrong password and an unknown email', async () => {
    const u = await t.signup();
    const ok = await t.call('user/signin', { email: u.email, password: u.password });
    expect(ok.status).toBe(200);
    const wrong = await t.call('user/signin', { email: u.email, password: 'nope123' });
    const unknown = await t.call('user/signin', { email: 'nobody@example.com', password: 'nope123' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.error).toBe('INVALID_CREDENTIALS');
  });

  it('locks an account after repeated failures, even for the right password, and audits it', async () => {
    const u = await t.signup();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await t.call('user/signin', { email: u.email, password: 'wrong999' })).body.error);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('INVALID_CREDENTIALS'));
    expect(answers[4]).toBe('ACCOUNT_LOCKED');
    const right = await t.call('user/signin', { email: u.email, password: u.password });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/locked for 15 minutes/);
    const { rows } = await t.pool.query(
      "select 1 from audit_log where action = 'user.signin_locked' and target_id = $1",
      [u.email],
    );
    expect(rows).toHaveLength(1);
  });

  it('answers in the caller language', async () => {
    const res = await t.call('user/getUserInfo', {}, { lang: 'fr-FR,fr;q=0.9' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHORIZED');
    expect(res.body.message).not.toBe('Please log in first');
  });
});

describe('sessions', () => {
  it('signout revokes the token', async () => {
    const u = await t.signup();
    expect((await t.call('user/signout', {}, { token: u.token })).status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const u = await t.signup();
    const { rows } = await t.pool.query('select token_hash from sessions where user_id = $1', [u.user.id]);
    expect(rows[0].token_hash).not.toBe(u.token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('each use slides the expiry out again', async () => {
    const u = await t.signup();
    await t.pool.query(
      "update sessions set last_used_at = now() - interval '2 minutes', expires_at = now() + interval '1 hour' where user_id = $1",
      [u.user.id],
    );
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(200);
    const { rows } = await t.pool.query(
      "select expires_at > now() + interval '6 days' as slid from sessions where user_id = $1",
      [u.user.id],
    );
    expect(rows[0].slid).toBe(true);
  });

  it('an expired session is refused', async () => {
    const u = await t.signup();
    await t.pool.query("update sessions set expires_at = now() - interval '1 second' where user_id = $1", [
      u.user.id,
    ]);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
  });
});

describe('user/updatePwd', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const u = await t.signup();
    const other = await t.call<'user/signin', { token: string }>('user/signin', {
      email: u.email,
      password: u.password,
    });
    const res = await t.call(
      'user/updatePwd',
      { oldPassword: u.password, password: 'newpass1', confirmPassword: 'newpass1' },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: other.body.data.token })).status).toBe(401);
    expect((await t.call('user/signin', { email: u.email, password: u.password })).status).toBe(400);
    expect((await t.call('user/signin', { email: u.email, password: 'newpass1' })).status).toBe(200);
  });

  it('refuses a wrong old password and a mismatched confirmation', async () => {
    const u = await t.signup();
    const wrongOld = await t.call(
      'user/updatePwd',
      { oldPassword: 'nothis1', password: 'newpass1', confirmPassword: 'newpass1' },
      { token: u.token },
    );
    expect(wrongOld.body.error).toBe('OLD_PASSWORD_WRONG');
    const mismatch = await t.call(
      'user/updatePwd',
      { oldPassword: u.password, password: 'newpass1', confirmPassword: 'newpass2' },
      { token: u.token },
    );
    expect(mismatch.body.fields?.[0]).toMatchObject({ field: 'confirmPassword' });
  });

  it('needs a session', async () => {
    expect(
      (await t.call('user/updatePwd', { oldPassword: 'a', password: 'b', confirmPassword: 'b' })).status,
    ).toBe(401);
  });
});

describe('user/updateTradePwd', () => {
  it('sets a 6-digit trade password with the login password, or with an email code', async () => {
    const u = await t.signup();
    const withPassword = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456', loginPassword: u.password },
      { token: u.token },
    );
    expect(withPassword.status).toBe(200);
    const me = await t.call<'user/getUserInfo', { hasTradePassword: boolean }>(
      'user/getUserInfo',
      {},
      { token: u.token },
    );
    expect(me.body.data.hasTradePassword).toBe(true);

    await t.expireCooldown(u.email);
    expect(
      (await t.call('code/sendCode', { email: u.email, scene: 'tradePassword' }, { token: u.token })).status,
    ).toBe(200);
    const withCode = await t.call(
      'user/updateTradePwd',
      { tradePassword: '654321', confirmTradePassword: '654321', code: await t.latestCode(u.email) },
      { token: u.token },
    );
    expect(withCode.status).toBe(200);
  });

  it('refuses non-digit trade passwords, a wrong login password and a missing verification', async () => {
    const u = await t.signup();
    const letters = await t.call(
      'user/updateTradePwd',
      { tradePassword: '12ab56', confirmTradePassword: '12ab56', loginPassword: u.password },
      { token: u.token },
    );
    expect(letters.body.fields?.[0]).toMatchObject({
      field: 'tradePassword',
      message: 'The trade password is 6 digits',
    });
    const wrong = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456', loginPassword: 'wrong12' },
      { token: u.token },
    );
    expect(wrong.body.error).toBe('OLD_PASSWORD_WRONG');
    const neither = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456' },
      { token: u.token },
    );
    expect(neither.body.fields?.[0]?.field).toBe('loginPassword');
    const { rows } = await t.pool.query('select trade_password_hash from users where id = $1', [u.user.id]);
    expect(rows[0].trade_password_hash).toBeNull();
  });
});

describe('forgot password (user/resetPwd)', () => {
  it('resets with an emailed code and signs out every session', async () => {
    const u = await t.signup();
    await t.expireCooldown(u.email);
    await t.call('code/sendCode', { email: u.email, scene: 'resetPassword' });
    const res = await t.call('user/resetPwd', {
      email: u.email,
      code: await t.latestCode(u.email),
      password: 'reset123',
      confirmPassword: 'reset123',
    });
    expect(res.status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
    expect((await t.call('user/signin', { email: u.email, password: 'reset123' })).status).toBe(200);
  });

  it('does not reveal whether an address has an account', async () => {
    const res = await t.call('code/sendCode', { email: 'ghost@example.com', scene: 'resetPassword' });
    expect(res.status).toBe(200);
    const { rows } = await t.pool.query('select 1 from mails where "to" = \'ghost@example.com\'');
    expect(rows).toHaveLength(0);
    const reset = await t.call('user/resetPwd', {
      email: 'ghost@example.com',
      code: '1234',
      password: 'reset123',
      confirmPassword: 'reset123',
    });
    expect(reset.body.error).toBe('CODE_INVALID');
  });
});

describe('profile', () => {
  it('changes the nickname, and refuses an empty one', async () => {
    const u = await t.signup();
    const ok = await t.call<'user/updateInfo', { nickname: string }>(
      'user/updateInfo',
      { nickname: '  Neo  ' },
      { token: u.token },
    );
    expect(ok.body.data.nickname).toBe('Neo');
    const empty = await t.call('user/updateInfo', { nickname: ' ' }, { token: u.token });
    expect(empty.body.fields?.[0]).toMatchObject({ field: 'nickname', message: 'Please enter a nickname' });
  });

  it('changes the email with a code sent to the new address', async () => {
    const u = await t.signup();
    const next = `moved-${u.user.id}@example.com`;
    await t.call('code/sendCode', { email: next, scene: 'changeEmail' }, { token: u.token });
    const res = await t.call<'user/updateEmail', { email: string }>(
      'user/updateEmail',
      { email: next, code: await t.latestCode(next) },
      { token: u.token },
    );
    expect(res.body.data.email).toBe(next);
    expect((await t.call('user/signin', { email: next, password: u.password })).status).toBe(200);
  });
});

describe('bad input never reaches the database', () => {
  it.each([
    ['a missing field', { email: 'x@example.com' }, 'password'],
    ['a wrong type', { email: 42, password: 'abc123' }, 'email'],
    ['an over-long string', { email: `${'a'.repeat(300)}@example.com`, password: 'abc123' }, 'email'],
    ['an unknown field', { email: 'x@example.com', password: 'abc123', admin: true }, 'admin'],
  ])('%s answers 400 naming the field', async (_label, body, field) => {
    const res = await t.call('user/signin', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_FAILED');
    expect(res.body.fields?.map((f) => f.field)).toContain(field);
  });
});
