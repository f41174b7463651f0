import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

/** A buyer with a personal real-name form ready: its own two private uploads. */
async function applicant(opts: { email?: string } = {}) {
  const buyer = await t.kit.buyer(opts.email ? { email: opts.email } : {});
  const form = {
    type: 'personal' as const,
    realName: 'Ana Pereira',
    idNumber: 'ab123456',
    idFront: await t.uploadImage(buyer.token, 'auth'),
    idBack: await t.uploadImage(buyer.token, 'auth'),
  };
  return { ...buyer, form };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const fields = (body: { fields?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]));

describe('user/getUserAuth and user/saveAuth', () => {
  it('starts unauthenticated, then a personal form is under review and the owner is told', async () => {
    const a = await applicant();
    expect((await t.call('user/getUserAuth', {}, { token: a.token })).body.data.status).toBe(
      'unauthenticated',
    );
    const res = await t.call('user/saveAuth', a.form, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'reviewing',
      type: 'personal',
      realName: 'Ana Pereira',
      idNumber: 'AB123456',
      reason: null,
    });
    expect((await t.latestNotice(a.email)).subject).toBe('Your real-name authentication is under review');
    // Sending again while it is reviewed is refused.
    const again = await t.call('user/saveAuth', a.form, { token: a.token });
    expect(again.body.error).toBe('AUTH_UNDER_REVIEW');
  });

  it('keeps ID photos private: uploads never under /media/, served only through a signed address', async () => {
    const a = await applicant();
    expect(a.form.idFront).toMatch(/^\/v1\/file\/private\/auth\//);
    const key = a.form.idFront.replace('/v1/file/private/', '');
    // The public media path does not have it, and the bare address serves nothing.
    expect((await get(`/media/${key}`)).statusCode).toBe(404);
    expect((await get(a.form.idFront)).statusCode).toBe(404);
    const saved = (await t.call('user/saveAuth', a.form, { token: a.token })).body.data;
    const own = await get(saved.idFront!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // A signature for one file does not open another, and a changed one opens nothing.
    const sig = new URL(saved.idFront!, 'http://x').search;
    expect((await get(`${saved.idBack!.split('?')[0]}${sig}`)).statusCode).toBe(404);
    expect((await get(saved.idFront!.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(404);
    // Another user sees only their own (empty) record, never these addresses.
    const other = await t.kit.buyer();
    const theirs = await t.call('user/getUserAuth', {}, { token: other.token });
    expect(theirs.body.data).toMatchObject({ status: 'unauthenticated', idFront: null });
    // A visitor cannot ask at all, nor can a console session (staff read forms through the queue only).
    expect((await t.call('user/getUserAuth', {})).status).toBe(401);
    expect((await t.call('user/getUserAuth', {}, { token: await t.kit.staffToken() })).status).toBe(401);
    expect((await t.call('user/saveAuth', a.form)).status).toBe(401);
  });

  it('names each missing field, and the company fields for a company', async () => {
    const a = await applicant();
    const empty = await t.call(
      'user/saveAuth',
      { type: 'personal', realName: '', idNumber: '', idFront: '', idBack: '' },
      { token: a.token },
    );
    expect(empty.status).toBe(400);
    expect(fields(empty.body)).toEqual({
      realName: 'Please enter your real name',
      idNumber: 'Please enter your ID number',
      idFront: 'Please upload the front of your ID',
      idBack: 'Please upload the back of your ID',
    });
    const badType = await t.call('user/saveAuth', { ...a.form, type: 'alien' }, { token: a.token });
    expect(Object.keys(fields(badType.body))).toEqual(['type']);
    const badId = await t.call('user/saveAuth', { ...a.form, idNumber: '12 34' }, { token: a.token });
    expect(fields(badId.body).idNumber).toBe('The ID number is 4 to 30 letters and digits');
    const company = await t.call('user/saveAuth', { ...a.form, type: 'company' }, { token: a.token });
    expect(fields(company.body)).toEqual({
      companyName: 'Please enter the company name',
      documentNumber: 'Please enter the document number',
      licence: 'Please upload the business licence',
    });
    const ar = await t.call('user/saveAuth', { ...a.form, realName: '' }, { token: a.token, lang: 'ar' });
    expect(fields(ar.body).realName).toBe('يُرجى إدخال اسمك الحقيقي');
    const { rows } = await t.pool.query('select 1 from user_auths where user_id = $1', [a.user.id]);
    expect(rows).toHaveLength(0);
  });

  it('accepts only the caller’s own uploads into the private folder', async () => {
    const a = await applicant();
    const other = await applicant();
    const avatar = await t.uploadImage(a.token, 'avatar');
    const res = await t.call(
      'user/saveAuth',
      { ...a.form, idFront: other.form.idFront, idBack: avatar },
      { token: a.token },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(fields(res.body)).sort()).toEqual(['idBack', 'idFront']);
    const outside = await t.call(
      'user/saveAuth',
      { ...a.form, idFront: 'https://evil.example/id.png' },
      { token: a.token },
    );
    expect(fields(outside.body).idFront).toBe('Please upload this image again');
  });

  it('takes a company form with its licence', async () => {
    const a = await applicant();
    const licence = await t.uploadImage(a.token, 'auth');
    const res = await t.call(
      'user/saveAuth',
      { ...a.form, type: 'company', companyName: 'Pereira Lda', documentNumber: 'PT-509876', licence },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'company',
      companyName: 'Pereira Lda',
      documentNumber: 'PT-509876',
    });
    expect((await get(res.body.data.licence!)).statusCode).toBe(200);
  });

  it('shows the demo sellers as passed', async () => {
    const s = await t.call('user/signin', { email: 'store1@demo.local', password: 'Demo12345' });
    const auth = await t.call('user/getUserAuth', {}, { token: s.body.data.token });
    expect(auth.body.data.status).toBe('passed');
    // Recorded on the demo history's timeline: sent after the store opened, passed a day later.
    const sent = Date.parse(auth.body.data.submittedAt!);
    expect(Date.parse(auth.body.data.reviewedAt!) - sent).toBe(86_400_000);
    expect(sent).toBeLessThan(Date.now() - 30 * 86_400_000);
  });
});

describe('admin/getAuthList and admin/reviewAuth', () => {
  it('lets staff see the queue with viewable images, reject with a reason, and pass a resubmission', async () => {
    const admin = await t.kit.staffToken();
    const seller = await t.kit.buyer();
    await t.call(
      'user/openStore',
      {
        storeName: 'Queue Shop',
        storeAddress: '1 Main Road, Leeds',
        country: 'GB',
        whatsapp: '+447700900123',
      },
      { token: seller.token },
    );
    const form = {
      type: 'personal' as const,
      realName: 'Sam Carter',
      idNumber: 'GB998877',
      idFront: await t.uploadImage(seller.token, 'auth'),
      idBack: await t.uploadImage(seller.token, 'auth'),
    };
    const before = await t.call('user/saveAuth', form, { token: seller.token });
    expect(before.body.data.status).toBe('reviewing');
    const list = await t.call(
      'admin/getAuthList',
      { status: 'reviewing', keyword: seller.email },
      { token: admin },
    );
    expect(list.status).toBe(200);
    const row = list.body.data.list[0]!;
    expect(row).toMatchObject({
      user: { email: seller.email },
      realName: 'Sam Carter',
      store: { name: 'Queue Shop', country: 'GB', whatsapp: '+447700900123' },
    });
    expect((await get(row.idFront)).statusCode).toBe(200);

    const noReason = await t.call('admin/reviewAuth', { id: row.id, action: 'reject' }, { token: admin });
    expect(fields(noReason.body).reason).toBe('Please give a reason');
    const rejected = await t.call(
      'admin/reviewAuth',
      { id: row.id, action: 'reject', reason: 'The photo is blurred' },
      { token: admin },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: 'The photo is blurred',
      reviewer: { name: 'Demo Admin' },
    });
    expect((await t.latestNotice(seller.email)).text).toContain('The photo is blurred');
    const mine = await t.call('user/getUserAuth', {}, { token: seller.token });
    expect(mine.body.data).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    const { rows: audits } = await t.pool.query(
      `select action from audit_log where target_type = 'user_auth' and target_id = $1 order by id`,
      [row.id],
    );
    expect(audits.map((a) => a.action)).toEqual(['kyc.submitted', 'kyc.rejected']);

    // A rejected form may be sent again; staff pass it; a second review is refused.
    const again = await t.call(
      'user/saveAuth',
      { ...form, idFront: await t.uploadImage(seller.token, 'auth') },
      { token: seller.token },
    );
    expect(again.body.data).toMatchObject({ status: 'reviewing', reason: null });
    const passed = await t.call('admin/reviewAuth', { id: row.id, action: 'approve' }, { token: admin });
    expect(passed.body.data.status).toBe('passed');
    expect((await t.latestNotice(seller.email)).subject).toBe('Your real-name authentication has passed');
    expect((await t.call('user/getUserAuth', {}, { token: seller.token })).body.data.status).toBe('passed');
    // The store's authentication follows its owner's.
    const storeId = row.store!.id;
    const page = await t.call('store/getStoreInfo', { id: storeId });
    expect(page.body.data.store.authStatus).toBe('passed');
    const twice = await t.call(
      'admin/reviewAuth',
      { id: row.id, action: 'reject', reason: 'x' },
      { token: admin },
    );
    expect(twice.body.error).toBe('REVIEW_ALREADY_DONE');
    const passedAgain = await t.call('user/saveAuth', form, { token: seller.token });
    expect(passedAgain.body.error).toBe('AUTH_ALREADY_PASSED');
  });

  it('refuses staff without the reviewer or admin role, buyers and visitors', async () => {
    const a = await applicant();
    await t.call('user/saveAuth', a.form, { token: a.token });
    for (const email of ['support@demo.local', 'finance@demo.local', 'content@demo.local']) {
      const token = await t.kit.staffToken(email);
      expect((await t.call('admin/getAuthList', {}, { token })).status).toBe(403);
      expect((await t.call('admin/reviewAuth', { id: 1, action: 'approve' }, { token })).status).toBe(403);
    }
    expect((await t.call('admin/getAuthList', {}, { token: a.token })).status).toBe(401);
    expect((await t.call('admin/reviewAuth', { id: 1, action: 'approve' })).status).toBe(401);
    expect(
      (
        await t.call(
          'admin/reviewAuth',
          { id: 999_999, action: 'approve' },
          { token: await t.kit.staffToken() },
        )
      ).body.error,
    ).toBe('AUTH_NOT_FOUND');
  });

  it('never lets a staff member pass their own account (same email)', async () => {
    const a = await applicant({ email: 'admin@demo.local' });
    await t.call('user/saveAuth', a.form, { token: a.token });
    const { rows } = await t.pool.query('select id from user_auths where user_id = $1', [a.user.id]);
    const res = await t.call(
      'admin/reviewAuth',
      { id: rows[0].id, action: 'approve' },
      { token: await t.kit.staffToken() },
    );
    expect(res.body.error).toBe('REVIEW_OWN_REQUEST');
    expect((await t.call('user/getUserAuth', {}, { token: a.token })).body.data.status).toBe('reviewing');
  });
});
