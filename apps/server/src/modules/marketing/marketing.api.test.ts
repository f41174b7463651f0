import { DEFAULT_STORE_LEVELS, type ApplyBody } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

let serial = 0;
/** A complete, valid application with an address no other test uses. */
function form(over: Partial<ApplyBody> = {}): ApplyBody {
  return {
    kind: 'creator',
    name: 'Lina Haddad',
    email: `applicant-${Date.now().toString(36)}-${++serial}@example.com`,
    country: 'AE',
    link: 'youtube.com/@linadramas',
    size: 'tier2',
    message: 'I publish short dramas every week and would like to sell through stores here.',
    agree: true,
    ...over,
  };
}

const fields = (body: { fields?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]));

async function rowsFor(email: string) {
  const { rows } = await t.pool.query('select * from marketing_applications where email = $1', [email]);
  return rows;
}

describe('marketing/getSellTerms', () => {
  it('answers the configured commission, the open withdrawal networks and the level table to visitors', async () => {
    const res = await t.call('marketing/getSellTerms', {});
    expect(res.status).toBe(200);
    expect(res.body.data.commissionBps).toBe(500);
    const currencies = (await t.call('chain/getCurrencyList', {})).body.data.list;
    expect(res.body.data.withdrawals).toEqual(
      currencies
        .filter((c) => c.withdrawEnabled)
        .map((c) => ({
          currency: c.currency,
          network: c.network,
          minWithdraw: c.minWithdraw,
          withdrawFee: c.withdrawFee,
        })),
    );
    expect(res.body.data.withdrawals.length).toBeGreaterThan(0);
    expect(res.body.data.levels).toEqual(DEFAULT_STORE_LEVELS);
  });

  it('follows staff’s level table and the deployment’s commission', async () => {
    const levels = [
      { level: 1, minSales: 0, productLimit: 30, marginBps: 1_500 },
      { level: 2, minSales: 250_000, productLimit: 90, marginBps: 2_200 },
    ];
    const saved = await t.call(
      'admin/saveStoreLevels',
      { levels, reason: 'Smaller first steps' },
      { token: await t.kit.staffToken() },
    );
    expect(saved.status).toBe(200);
    expect((await t.call('marketing/getSellTerms', {})).body.data.levels).toEqual(levels);

    const other = await createTestApp({ PLATFORM_COMMISSION_BPS: '700' });
    expect((await other.call('marketing/getSellTerms', {})).body.data.commissionBps).toBe(700);
  });
});

describe('marketing/apply', () => {
  it('takes a visitor’s application, under review, in the language it was sent in', async () => {
    const body = form({ country: 'Germany', link: 'https://studio.example.com/lina' });
    const res = await t.call('marketing/apply', body, { lang: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'creator',
      status: 'reviewing',
      name: 'Lina Haddad',
      link: 'https://studio.example.com/lina',
      reason: null,
      reviewedAt: null,
    });
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({ country: 'DE', locale: 'de', user_id: null, size: 'tier2' });
  });

  it('reads a bare address as https and keeps signed-in applications for their owner alone', async () => {
    const buyer = await t.kit.buyer();
    const body = form({ kind: 'partner', email: buyer.email, size: 'tier3' });
    const res = await t.call('marketing/apply', body, { token: buyer.token });
    expect(res.body.data.link).toBe('https://youtube.com/@linadramas');
    const mine = await t.call('marketing/getMyApplications', {}, { token: buyer.token });
    expect(mine.body.data.list).toEqual([res.body.data]);
    const other = await t.kit.buyer();
    expect((await t.call('marketing/getMyApplications', {}, { token: other.token })).body.data.list).toEqual(
      [],
    );
    expect((await t.call('marketing/getMyApplications', {})).status).toBe(401);
    expect(
      (await t.call('marketing/getMyApplications', {}, { token: await t.kit.staffToken() })).status,
    ).toBe(401);
  });

  it('names every missing field at once and writes nothing', async () => {
    const email = `empty-${Date.now()}@example.com`;
    const res = await t.call('marketing/apply', {
      kind: 'creator',
      name: ' ',
      email,
      country: '',
      link: '',
      message: '',
    });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual({
      name: 'Please enter a name',
      country: 'Country is required',
      link: 'Please enter the link to your channel or company website',
      size: 'Please choose your audience or company size',
      message: 'Message content is required',
      agree: 'Please read and agree to the agreement',
    });
    expect(await rowsFor(email)).toEqual([]);
  });

  it('refuses each wrong value with a localized message naming its field', async () => {
    const cases: [Partial<ApplyBody> | Record<string, unknown>, string, string][] = [
      [{ kind: 'investor' }, 'kind', 'kind is not one of the allowed values'],
      [{ email: 'lina@' }, 'email', 'Please enter a correct email address'],
      [{ country: 'Atlantis' }, 'country', 'Choose a country or region from the list'],
      [{ link: 'not a link' }, 'link', 'Enter an address starting with https://'],
      [{ link: 'ftp://files.example.com' }, 'link', 'Enter an address starting with https://'],
      [{ size: 'huge' }, 'size', 'Please choose your audience or company size'],
      [{ name: 'x'.repeat(81) }, 'name', 'name is too long (at most 80 characters)'],
      [{ message: 'x'.repeat(1001) }, 'message', 'message is too long (at most 1000 characters)'],
      [{ agree: false }, 'agree', 'Please read and agree to the agreement'],
      [{ budget: 100 }, 'budget', 'budget is not an accepted field'],
    ];
    for (const [over, field, message] of cases) {
      const body = form(over as Partial<ApplyBody>);
      const res = await t.call('marketing/apply', body);
      expect(res.status, field).toBe(400);
      expect(fields(res.body)[field], field).toBe(message);
      expect(await rowsFor(body.email)).toEqual([]);
    }
    // In the sender's language.
    const ar = await t.call('marketing/apply', form({ link: '' }), { lang: 'ar' });
    expect(fields(ar.body).link).toBe('يرجى إدخال رابط قناتك أو موقع شركتك');
  });

  it('takes one application of a kind under review per email, even sent at once', async () => {
    const body = form();
    const answers = await Promise.all([1, 2, 3].map(() => t.call('marketing/apply', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe('APPLICATION_PENDING');
    expect(await rowsFor(body.email)).toHaveLength(1);
    // The other kind is a separate application.
    expect((await t.call('marketing/apply', { ...body, kind: 'partner' })).status).toBe(200);
  });

  it('limits how often one address may apply', async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await strict.call('marketing/apply', form())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('admin/getApplicationList and admin/reviewApplication', () => {
  async function applied(over: Partial<ApplyBody> = {}, lang = 'en') {
    const body = form(over);
    const res = await t.call('marketing/apply', body, { lang });
    return { body, id: res.body.data.id };
  }

  it('approves an application, audited, and mails the applicant in their language', async () => {
    const staff = await t.kit.staffToken();
    const a = await applied({ kind: 'partner', name: 'Nordlicht Logistik' }, 'de');
    const queue = await t.call(
      'admin/getApplicationList',
      { kind: 'partner', status: 'reviewing', keyword: a.body.email },
      { token: staff },
    );
    expect(queue.body.data.list).toEqual([
      expect.objectContaining({ id: a.id, kind: 'partner', status: 'reviewing', locale: 'de', user: null }),
    ]);
    const res = await t.call('admin/reviewApplication', { id: a.id, action: 'approve' }, { token: staff });
    expect(res.body.data).toMatchObject({ status: 'approved', reviewer: { name: 'Demo Admin' } });
    expect(await t.latestNotice(a.body.email)).toMatchObject({
      subject: 'Ihre Bewerbung als Partner wurde angenommen',
      text: expect.stringContaining('Hallo Nordlicht Logistik'),
    });
    const { rows } = await t.pool.query(
      `select action from audit_log where target_type = 'marketing_application' and target_id = $1`,
      [a.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['application.approved']);
    // Decided once: a second decision is refused, and the filters find it where it now is.
    const again = await t.call('admin/reviewApplication', { id: a.id, action: 'approve' }, { token: staff });
    expect(again.body.error).toBe('REVIEW_ALREADY_DONE');
    const approved = await t.call(
      'admin/getApplicationList',
      { status: 'approved', keyword: a.body.email },
      { token: staff },
    );
    expect(approved.body.data.list.map((r) => r.id)).toEqual([a.id]);
    const creators = await t.call(
      'admin/getApplicationList',
      { kind: 'creator', keyword: a.body.email },
      { token: staff },
    );
    expect(creators.body.data.list).toEqual([]);
  });

  it('declines only with a reason, which the signed-in applicant reads and is mailed', async () => {
    const staff = await t.kit.staffToken();
    const buyer = await t.kit.buyer();
    const sent = await t.call('marketing/apply', form({ email: buyer.email }), { token: buyer.token });
    const id = sent.body.data.id;
    const bare = await t.call('admin/reviewApplication', { id, action: 'reject' }, { token: staff });
    expect(bare.status).toBe(400);
    expect(fields(bare.body)).toEqual({ reason: 'Please give a reason' });
    const res = await t.call(
      'admin/reviewApplication',
      { id, action: 'reject', reason: 'We could not open the channel link' },
      { token: staff },
    );
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: 'We could not open the channel link',
      user: { id: buyer.user.id, email: buyer.email },
    });
    const mail = await t.latestNotice(buyer.email);
    expect(mail.subject).toBe('Your creator application was declined');
    expect(mail.text).toContain('We could not open the channel link');
    const mine = await t.call('marketing/getMyApplications', {}, { token: buyer.token });
    expect(mine.body.data.list[0]).toMatchObject({
      status: 'rejected',
      reason: 'We could not open the channel link',
    });
    // Declined, the same email may apply again.
    expect((await t.call('marketing/apply', form({ email: buyer.email }))).status).toBe(200);
  });

  it('refuses staff without the admin or reviewer role, buyers and visitors', async () => {
    const a = await applied();
    for (const email of ['support@demo.local', 'finance@demo.local', 'content@demo.local']) {
      const token = await t.kit.staffToken(email);
      expect((await t.call('admin/getApplicationList', {}, { token })).status).toBe(403);
      const res = await t.call('admin/reviewApplication', { id: a.id, action: 'approve' }, { token });
      expect(res.status).toBe(403);
    }
    const buyer = await t.kit.buyer();
    expect((await t.call('admin/getApplicationList', {}, { token: buyer.token })).status).toBe(401);
    expect(
      (await t.call('admin/reviewApplication', { id: a.id, action: 'approve' }, { token: buyer.token }))
        .status,
    ).toBe(401);
    expect((await t.call('admin/reviewApplication', { id: a.id, action: 'approve' })).status).toBe(401);
    expect((await rowsFor(a.body.email))[0].status).toBe('reviewing');
    const missing = await t.call(
      'admin/reviewApplication',
      { id: 999_999, action: 'approve' },
      { token: await t.kit.staffToken() },
    );
    expect(missing.body.error).toBe('APPLICATION_NOT_FOUND');
  });

  it('never lets staff decide an application sent with their own email', async () => {
    const a = await applied({ email: 'admin@demo.local' });
    const res = await t.call(
      'admin/reviewApplication',
      { id: a.id, action: 'approve' },
      { token: await t.kit.staffToken() },
    );
    expect(res.body.error).toBe('REVIEW_OWN_REQUEST');
    expect((await rowsFor('admin@demo.local')).map((r) => r.status)).toContain('reviewing');
  });
});
