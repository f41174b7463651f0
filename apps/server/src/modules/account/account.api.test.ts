import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

describe('user/signup', () => {
  it('registers with an emailed code and answers a working session', async () => {
    const email = 'alice@example.com';
    expect((await t.call('code/sendCode', { email, scene: 'signup' })).status).toBe(200);
    const res = await t.call('user/signup', {
      email: 'Alice@Example.com',
      password: 'maple3river',
      confirmPassword: 'maple3river',
      code: await t.latestCode(email),
      agree: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    expect(res.body.data.user.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    const me = await t.call('user/getUserInfo', {}, { token: res.body.data.token });
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
    const existing = await t.kit.buyer();
    await t.expireCooldown(existing.email);
    await t.call('code/sendCode', { email: existing.email, scene: 'signup' });
    const taken = await t.call('user/signup', {
      email: existing.email,
      password: 'maple3river',
      confirmPassword: 'maple3river',
      code: await t.latestCode(existing.email),
      agree: true,
    });
    expect(taken.body.error).toBe('EMAIL_TAKEN');

    const email = 'carol@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const code = await t.latestCode(email);
    const wrong = await t.call('user/signup', {
      email,
      password: 'maple3river',
      confirmPassword: 'maple3river',
      code: code === '0000' ? '1111' : '0000',
      agree: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('CODE_INVALID');
    const badInvite = await t.call('user/signup', {
      email,
      password: 'maple3river',
      confirmPassword: 'maple3river',
      code,
      agree: true,
      inviteCode: 'NOPE1234',
    });
    expect(badInvite.body.error).toBe('INVITE_CODE_INVALID');
  });

  it.each(['abc123', 'password1', 'qwerty1', 'Password1'])(
    'refuses the common password %s with a message naming the rule, and writes nothing',
    async (password) => {
      const email = `common-${password.toLowerCase()}@example.com`;
      await t.call('code/sendCode', { email, scene: 'signup' });
      const res = await t.call(
        'user/signup',
        { email, password, confirmPassword: password, code: await t.latestCode(email), agree: true },
        { lang: 'de' },
      );
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]).toMatchObject({ field: 'password', rule: 'common' });
      expect(res.body.message).not.toBe(
        'This password is too common and easy to guess. Please choose another one.',
      );
      const english = await t.call('user/signup', {
        email,
        password,
        confirmPassword: password,
        code: await t.latestCode(email),
        agree: true,
      });
      expect(english.body.message).toBe(
        'This password is too common and easy to guess. Please choose another one.',
      );
      const { rows } = await t.pool.query('select 1 from users where email = $1', [email]);
      expect(rows).toHaveLength(0);
    },
  );

  it('says an email is taken only to the holder of a valid code for it', async () => {
    const existing = await t.kit.buyer();
    const guess = await t.call('user/signup', {
      email: existing.email,
      password: 'maple3river',
      confirmPassword: 'maple3river',
      code: '0000',
      agree: true,
    });
    expect(guess.body.error).not.toBe('EMAIL_TAKEN');
    expect(['CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']).toContain(guess.body.error);
  });

  it('records the inviter from an invitation code', async () => {
    const inviter = await t.kit.buyer();
    const invitee = await t.kit.buyer({ inviteCode: inviter.user.inviteCode });
    const { rows } = await t.pool.query('select inviter_id from users where id = $1', [invitee.user.id]);
    expect(rows[0].inviter_id).toBe(inviter.user.id);
  });

  it('uses a code once only', async () => {
    const email = 'dave@example.com';
    await t.call('code/sendCode', { email, scene: 'signup' });
    const code = await t.latestCode(email);
    const body = { email, password: 'maple3river', confirmPassword: 'maple3river', code, agree: true };
    const answers = await Promise.all([t.call('user/signup', body), t.call('user/signup', body)]);
    const [ok, refused] = [answers.filter((r) => r.status === 200), answers.filter((r) => r.status !== 200)];
    expect(ok).toHaveLength(1);
    // Refused either by the used-up code or, if it came second, by the now-taken email.
    expect(['CODE_INVALID', 'EMAIL_TAKEN']).toContain(refused[0]!.body.error);
    const { rows } = await t.pool.query('select count(*)::int as n from users where email = $1', [email]);
    expect(rows[0].n).toBe(1);
    await t.call('user/signout', {}, { token: ok[0]!.body.data.token });
    await t.expireCooldown(email);
    const again = await t.call('user/signup', { ...body, email: 'dave2@example.com' });
    expect(again.body.error).toBe('CODE_INVALID');
  });
});

describe('user/signin', () => {
  it('signs in, and answers the same error for a wrong password and an unknown email', async () => {
    const u = await t.kit.buyer();
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
    const u = await t.kit.buyer();
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
    const u = await t.kit.buyer();
    expect((await t.call('user/signout', {}, { token: u.token })).status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const u = await t.kit.buyer();
    const { rows } = await t.pool.query('select token_hash from sessions where user_id = $1', [u.user.id]);
    expect(rows[0].token_hash).not.toBe(u.token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('each use slides the expiry out again', async () => {
    const u = await t.kit.buyer();
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

  it('use never keeps a session past its absolute lifetime (SESSION_MAX_DAYS from sign-in)', async () => {
    const u = await t.kit.buyer();
    // Signed in 29 days 23 hours ago and used every day since: the slide stops at day 30.
    await t.pool.query(
      `update sessions set created_at = now() - interval '29 days 23 hours', last_used_at = now() - interval '2 minutes' where user_id = $1`,
      [u.user.id],
    );
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(200);
    const { rows } = await t.pool.query(
      `select expires_at <= created_at + interval '30 days' as capped from sessions where user_id = $1`,
      [u.user.id],
    );
    expect(rows[0].capped).toBe(true);
    await t.pool.query(
      `update sessions set created_at = now() - interval '30 days 1 minute' where user_id = $1`,
      [u.user.id],
    );
    await t.pool.query(
      `update sessions set expires_at = created_at + interval '30 days' where user_id = $1`,
      [u.user.id],
    );
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
  });

  it('signed-in answers and sign-ins are never stored by a browser or proxy', async () => {
    const u = await t.kit.buyer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user_wallet/getWallet',
      payload: {},
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const staff = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/getUserList',
      payload: {},
      headers: { authorization: `Bearer ${await t.kit.staffToken()}` },
    });
    expect(staff.headers['cache-control']).toBe('no-store');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signin',
      payload: { email: u.email, password: u.password },
    });
    expect(signin.headers['cache-control']).toBe('no-store');
  });

  it('an expired session is refused', async () => {
    const u = await t.kit.buyer();
    await t.pool.query("update sessions set expires_at = now() - interval '1 second' where user_id = $1", [
      u.user.id,
    ]);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
  });
});

describe('user/updatePwd', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const u = await t.kit.buyer();
    const other = await t.call('user/signin', {
      email: u.email,
      password: u.password,
    });
    const res = await t.call(
      'user/updatePwd',
      { oldPassword: u.password, password: 'lantern7moss', confirmPassword: 'lantern7moss' },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: other.body.data.token })).status).toBe(401);
    expect((await t.call('user/signin', { email: u.email, password: u.password })).status).toBe(400);
    expect((await t.call('user/signin', { email: u.email, password: 'lantern7moss' })).status).toBe(200);
  });

  it('refuses a wrong old password and a mismatched confirmation', async () => {
    const u = await t.kit.buyer();
    const wrongOld = await t.call(
      'user/updatePwd',
      { oldPassword: 'nothis1', password: 'lantern7moss', confirmPassword: 'lantern7moss' },
      { token: u.token },
    );
    expect(wrongOld.body.error).toBe('OLD_PASSWORD_WRONG');
    const mismatch = await t.call(
      'user/updatePwd',
      { oldPassword: u.password, password: 'lantern7moss', confirmPassword: 'lantern8moss' },
      { token: u.token },
    );
    expect(mismatch.body.fields?.[0]).toMatchObject({ field: 'confirmPassword' });
  });

  it('refuses a common new password, and tells the owner by mail when it changes', async () => {
    const u = await t.kit.buyer();
    const common = await t.call(
      'user/updatePwd',
      { oldPassword: u.password, password: 'letmein1', confirmPassword: 'letmein1' },
      { token: u.token },
    );
    expect(common.body.fields?.[0]).toMatchObject({ field: 'password', rule: 'common' });
    const ok = await t.call(
      'user/updatePwd',
      { oldPassword: u.password, password: 'lantern7moss', confirmPassword: 'lantern7moss' },
      { token: u.token },
    );
    expect(ok.status).toBe(200);
    expect(await t.latestNotice(u.email)).toMatchObject({ subject: 'Your DramaMall password was changed' });
  });

  it('guessing the current password through a stolen session locks like sign-in', async () => {
    const u = await t.kit.buyer();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call(
        'user/updatePwd',
        { oldPassword: `guess${i}abc`, password: 'lantern7moss', confirmPassword: 'lantern7moss' },
        { token: u.token },
      );
      answers.push(res.body.error);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('OLD_PASSWORD_WRONG'));
    expect(answers[4]).toBe('ACCOUNT_LOCKED');
  });

  it('needs a session', async () => {
    expect(
      (await t.call('user/updatePwd', { oldPassword: 'a', password: 'b', confirmPassword: 'b' })).status,
    ).toBe(401);
  });
});

describe('user/updateTradePwd', () => {
  it('sets the first trade password with an email code, and changes it with the current one or a code', async () => {
    const u = await t.kit.buyer();
    await t.expireCooldown(u.email);
    expect(
      (await t.call('code/sendCode', { email: u.email, scene: 'tradePassword' }, { token: u.token })).status,
    ).toBe(200);
    const first = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456', code: await t.latestCode(u.email) },
      { token: u.token },
    );
    expect(first.status).toBe(200);
    const me = await t.call('user/getUserInfo', {}, { token: u.token });
    expect(me.body.data.hasTradePassword).toBe(true);
    expect(await t.latestNotice(u.email)).toMatchObject({
      subject: 'A trade password was set on your DramaMall account',
    });

    const withOld = await t.call(
      'user/updateTradePwd',
      { tradePassword: '246801', confirmTradePassword: '246801', oldTradePassword: '123456' },
      { token: u.token },
    );
    expect(withOld.status).toBe(200);
    expect(await t.latestNotice(u.email)).toMatchObject({
      subject: 'Your DramaMall trade password was changed',
    });

    await t.expireCooldown(u.email);
    await t.call('code/sendCode', { email: u.email, scene: 'tradePassword' }, { token: u.token });
    const withCode = await t.call(
      'user/updateTradePwd',
      { tradePassword: '654321', confirmTradePassword: '654321', code: await t.latestCode(u.email) },
      { token: u.token },
    );
    expect(withCode.status).toBe(200);
  });

  it('never with the login session alone: the login password is no proof, a wrong old one is refused', async () => {
    const u = await t.kit.buyer();
    const loginOnly = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456', loginPassword: u.password },
      { token: u.token },
    );
    expect(loginOnly.status).toBe(400);
    expect(loginOnly.body.fields?.map((f) => f.field)).toContain('loginPassword');
    // No trade password yet: a made-up "old" one does not set it either; an email code is needed.
    const noCode = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456', oldTradePassword: '000000' },
      { token: u.token },
    );
    expect(noCode.body.fields?.[0]).toMatchObject({ field: 'code', rule: 'required' });

    await t.giveCode(u.email, 'tradePassword', '1357');
    await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456', code: '1357' },
      { token: u.token },
    );
    const wrongOld = await t.call(
      'user/updateTradePwd',
      { tradePassword: '999999', confirmTradePassword: '999999', oldTradePassword: '111111' },
      { token: u.token },
    );
    expect(wrongOld.body.error).toBe('TRADE_PASSWORD_WRONG');
    const { rows } = await t.pool.query(
      `select count(*)::int as n from audit_log where action like 'user.trade_password%' and target_id = $1`,
      [String(u.user.id)],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses non-digit trade passwords and a missing proof, naming the fields', async () => {
    const u = await t.kit.buyer();
    const letters = await t.call(
      'user/updateTradePwd',
      { tradePassword: '12ab56', confirmTradePassword: '12ab56', code: '1234' },
      { token: u.token },
    );
    expect(letters.body.fields?.[0]).toMatchObject({
      field: 'tradePassword',
      message: 'The trade password is 6 digits',
    });
    const neither = await t.call(
      'user/updateTradePwd',
      { tradePassword: '123456', confirmTradePassword: '123456' },
      { token: u.token },
    );
    expect(neither.body.fields?.[0]?.field).toBe('code');
    const { rows } = await t.pool.query('select trade_password_hash from users where id = $1', [u.user.id]);
    expect(rows[0].trade_password_hash).toBeNull();
  });
});

describe('forgot password (user/resetPwd)', () => {
  it('resets with an emailed code and signs out every session', async () => {
    const u = await t.kit.buyer();
    await t.expireCooldown(u.email);
    await t.call('code/sendCode', { email: u.email, scene: 'resetPassword' });
    const res = await t.call('user/resetPwd', {
      email: u.email,
      code: await t.latestCode(u.email),
      password: 'river5stone',
      confirmPassword: 'river5stone',
    });
    expect(res.status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
    expect((await t.call('user/signin', { email: u.email, password: 'river5stone' })).status).toBe(200);
  });

  it('does not reveal whether an address has an account', async () => {
    const res = await t.call('code/sendCode', { email: 'ghost@example.com', scene: 'resetPassword' });
    expect(res.status).toBe(200);
    const { rows } = await t.pool.query('select 1 from mails where "to" = \'ghost@example.com\'');
    expect(rows).toHaveLength(0);
    const reset = await t.call('user/resetPwd', {
      email: 'ghost@example.com',
      code: '1234',
      password: 'river5stone',
      confirmPassword: 'river5stone',
    });
    expect(reset.body.error).toBe('CODE_INVALID');
  });
});

describe('profile', () => {
  it('changes the nickname, and refuses an empty one', async () => {
    const u = await t.kit.buyer();
    const ok = await t.call('user/updateInfo', { nickname: '  Neo  ' }, { token: u.token });
    expect(ok.body.data.nickname).toBe('Neo');
    const empty = await t.call('user/updateInfo', { nickname: ' ' }, { token: u.token });
    expect(empty.body.fields?.[0]).toMatchObject({ field: 'nickname', message: 'Please enter a nickname' });
  });

  it('changes the email with the password and a code sent to the new address; the old address is told', async () => {
    const u = await t.kit.buyer();
    const next = `moved-${u.user.id}@example.com`;
    await t.call('code/sendCode', { email: next, scene: 'changeEmail' }, { token: u.token });
    const code = await t.latestCode(next);
    const noPassword = await t.call('user/updateEmail', { email: next, code }, { token: u.token });
    expect(noPassword.body.fields?.[0]).toMatchObject({ field: 'password' });
    const wrong = await t.call(
      'user/updateEmail',
      { email: next, code, password: 'nope123' },
      { token: u.token },
    );
    expect(wrong.body.error).toBe('OLD_PASSWORD_WRONG');
    const res = await t.call(
      'user/updateEmail',
      { email: next, code, password: u.password },
      { token: u.token },
    );
    expect(res.body.data.email).toBe(next);
    expect((await t.call('user/signin', { email: next, password: u.password })).status).toBe(200);
    const notice = await t.latestNotice(u.email);
    expect(notice.subject).toBe('Your DramaMall email address was changed');
    expect(notice.text).toContain(next);
  });

  it('accepts as avatar only a picture this user uploaded as an avatar', async () => {
    const u = await t.kit.buyer();
    const other = await t.kit.buyer();
    const theirs = await t.uploadImage(other.token, 'avatar');
    const ownChat = await t.uploadImage(u.token, 'chat');
    for (const avatar of [theirs, ownChat, 'https://evil.example/x.png', '/media/avatar/../../x.png']) {
      const res = await t.call('user/updateInfo', { nickname: 'Neo', avatar }, { token: u.token });
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]).toMatchObject({ field: 'avatar' });
    }
    const mine = await t.uploadImage(u.token, 'avatar');
    const ok = await t.call('user/updateInfo', { nickname: 'Neo', avatar: mine }, { token: u.token });
    expect(ok.body.data.avatar).toBe(mine);
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
