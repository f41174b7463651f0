import { DEMO_BUYER } from '#server/seed/seed.js';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

let n = 0;
/** A complete seller registration form for a fresh address, with a live email code. */
async function form(overrides: Record<string, unknown> = {}) {
  const email = `seller${++n}@example.com`;
  await t.call('code/sendCode', { email, scene: 'signup' });
  return {
    email,
    password: 'maple3river',
    confirmPassword: 'maple3river',
    code: await t.latestCode(email),
    inviteCode: DEMO_BUYER.inviteCode,
    storeName: `Harbour Goods ${n}`,
    storeAddress: '12 Quay Street, Lisbon',
    country: 'PT',
    whatsapp: '+351 912 345 678',
    agree: true,
    ...overrides,
  };
}

const countRows = async (email: string) => {
  const { rows } = await t.pool.query<{ users: number; stores: number; apps: number }>(
    `select (select count(*) from users where email = $1)::int as users,
            (select count(*) from stores s join users u on u.id = s.owner_id where u.email = $1)::int as stores,
            (select count(*) from seller_applications a join users u on u.id = a.user_id where u.email = $1)::int as apps`,
    [email],
  );
  return rows[0]!;
};

describe('user/sellerSignup', () => {
  it('registers a seller with the invitation and email codes: account, store and application, signed in', async () => {
    const body = await form();
    const res = await t.call('user/sellerSignup', body);
    expect(res.status).toBe(200);
    expect(res.body.data.user.type).toBe('seller');
    const { rows } = await t.pool.query(
      `select u.inviter_id, i.invite_code as inviter_code, s.name, s.address, a.country, a.whatsapp, a.source
         from users u join stores s on s.owner_id = u.id join seller_applications a on a.user_id = u.id
         join users i on i.id = u.inviter_id where u.email = $1`,
      [body.email],
    );
    expect(rows[0]).toMatchObject({
      inviter_code: DEMO_BUYER.inviteCode,
      name: body.storeName,
      address: '12 Quay Street, Lisbon',
      country: 'PT',
      whatsapp: '+351912345678',
      source: 'signup',
    });
    // Signed in, with real-name authentication still to do.
    const auth = await t.call('user/getUserAuth', {}, { token: res.body.data.token });
    expect(auth.body.data.status).toBe('unauthenticated');
  });

  it('names every missing field in the reader’s language and writes nothing', async () => {
    const res = await t.call('user/sellerSignup', {
      email: '',
      password: '',
      confirmPassword: '',
      code: '',
      inviteCode: '',
      storeName: ' ',
      storeAddress: '',
      country: '',
      whatsapp: '',
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries((res.body.fields ?? []).map((f) => [f.field, f.message]));
    expect(fields).toMatchObject({
      email: 'Please enter your email',
      inviteCode: 'The invitation code is required',
      storeName: 'Please enter the store name',
      storeAddress: 'Please enter the store address',
      whatsapp: 'Please enter your WhatsApp number',
      agree: 'Please read and agree to the agreement',
    });
    expect(fields.country).toBeTruthy();
    expect(fields.code).toBeTruthy();
    const de = await t.call('user/sellerSignup', { inviteCode: '' }, { lang: 'de' });
    const deFields = Object.fromEntries((de.body.fields ?? []).map((f) => [f.field, f.message]));
    expect(deFields.inviteCode).toBe('Der Einladungscode ist erforderlich');
  });

  it.each([
    [
      'password',
      { password: 'abcdef', confirmPassword: 'abcdef' },
      'The password must be 6 to 20 characters and contain letters and digits',
    ],
    ['confirmPassword', { confirmPassword: 'maple3rivers' }, 'The two passwords entered are inconsistent'],
    ['code', { code: '12a' }, 'The verification code is 4 digits'],
    ['inviteCode', { inviteCode: 'NO-PE' }, 'The invitation code is letters and digits only'],
    ['country', { country: 'Atlantis' }, undefined],
    ['whatsapp', { whatsapp: 'call me' }, 'Enter a WhatsApp number: digits, with + and the country code'],
    ['storeName', { storeName: 'x'.repeat(41) }, undefined],
    ['agree', { agree: false }, 'Please read and agree to the agreement'],
  ])('refuses a bad %s, naming it, and writes nothing', async (field, patch, message) => {
    const body = await form(patch);
    const res = await t.call('user/sellerSignup', body);
    expect(res.status).toBe(400);
    const named = (res.body.fields ?? []).find((f) => f.field === field);
    expect(named).toBeTruthy();
    if (message) expect(named!.message).toBe(message);
    expect(await countRows(body.email)).toEqual({ users: 0, stores: 0, apps: 0 });
  });

  it('refuses an unknown invitation code and a wrong email code, writing nothing', async () => {
    const unknown = await form({ inviteCode: 'ZZZZ9999' });
    const res = await t.call('user/sellerSignup', unknown);
    expect(res.body.error).toBe('INVITE_CODE_INVALID');
    expect(await countRows(unknown.email)).toEqual({ users: 0, stores: 0, apps: 0 });
    const wrong = await form();
    const bad = await t.call('user/sellerSignup', {
      ...wrong,
      code: wrong.code === '0000' ? '1111' : '0000',
    });
    expect(bad.body.error).toBe('CODE_INVALID');
    expect(await countRows(wrong.email)).toEqual({ users: 0, stores: 0, apps: 0 });
  });

  it('refuses a taken email', async () => {
    const body = await form();
    expect((await t.call('user/sellerSignup', body)).status).toBe(200);
    await t.expireCooldown(body.email);
    await t.call('code/sendCode', { email: body.email, scene: 'signup' });
    const again = await t.call('user/sellerSignup', { ...body, code: await t.latestCode(body.email) });
    expect(again.body.error).toBe('EMAIL_TAKEN');
    expect(await countRows(body.email)).toEqual({ users: 1, stores: 1, apps: 1 });
  });
});

describe('user/openStore', () => {
  const store = {
    storeName: 'Corner Shop',
    storeAddress: '3 Rue Cler, Paris',
    country: 'France',
    whatsapp: '+33612345678',
  };

  it('lets a buyer open a store with the store fields only; the same account still buys', async () => {
    const buyer = await t.kit.buyer();
    const res = await t.call('user/openStore', store, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Corner Shop', user: { type: 'seller' } });
    const { rows } = await t.pool.query(
      `select country, source from seller_applications where store_id = $1`,
      [res.body.data.storeId],
    );
    expect(rows[0]).toEqual({ country: 'FR', source: 'open_store' });
    expect((await t.call('cart/getCartList', {}, { token: buyer.token })).status).toBe(200);
    // One store per account.
    const twice = await t.call('user/openStore', store, { token: buyer.token });
    expect(twice.body.error).toBe('STORE_ALREADY_OPEN');
  });

  it('opens one store however many times the button is pressed at once', async () => {
    const buyer = await t.kit.buyer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call('user/openStore', store, { token: buyer.token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error === 'STORE_ALREADY_OPEN')).toHaveLength(7);
    const { rows } = await t.pool.query(
      `select (select count(*) from stores where owner_id = $1)::int as stores,
              (select count(*) from seller_applications where user_id = $1)::int as apps`,
      [buyer.user.id],
    );
    expect(rows[0]).toEqual({ stores: 1, apps: 1 });
  });

  it('refuses a demo seller who already has a store, a visitor, and bad fields', async () => {
    const seller = await t.call('user/signin', { email: 'store1@demo.local', password: 'Demo12345' });
    const res = await t.call('user/openStore', store, { token: seller.body.data.token });
    expect(res.body.error).toBe('STORE_ALREADY_OPEN');
    expect((await t.call('user/openStore', store)).status).toBe(401);
    const buyer = await t.kit.buyer();
    const bad = await t.call(
      'user/openStore',
      { storeName: '', storeAddress: '', country: 'XX', whatsapp: '1' },
      { token: buyer.token },
    );
    expect(bad.status).toBe(400);
    expect((bad.body.fields ?? []).map((f) => f.field).sort()).toEqual([
      'country',
      'storeAddress',
      'storeName',
      'whatsapp',
    ]);
    const { rows } = await t.pool.query(`select 1 from stores where owner_id = $1`, [buyer.user.id]);
    expect(rows).toHaveLength(0);
  });
});
