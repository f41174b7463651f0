import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { seedMarketingApplications } from './seed-marketing.js';

const t = await createTestApp();

describe('the demo creator and partner applications', () => {
  it('are waiting, approved and declined through the real calls, audited and mailed', async () => {
    // The template is seeded with the demo data: a second run adds nothing.
    await seedMarketingApplications(t.db, t.config);
    const { rows } = await t.pool.query<{ kind: string; status: string; n: number }>(
      `select kind, status, count(*)::int as n from marketing_applications group by 1, 2 order by 1, 2`,
    );
    expect(rows).toEqual([
      { kind: 'creator', status: 'approved', n: 1 },
      { kind: 'creator', status: 'rejected', n: 1 },
      { kind: 'creator', status: 'reviewing', n: 1 },
      { kind: 'partner', status: 'approved', n: 1 },
      { kind: 'partner', status: 'rejected', n: 1 },
      { kind: 'partner', status: 'reviewing', n: 1 },
    ]);
    const { rows: audits } = await t.pool.query(
      `select action from audit_log where target_type = 'marketing_application' order by action`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'application.approved',
      'application.approved',
      'application.rejected',
      'application.rejected',
    ]);
    // The outcome went to the applicant in their language (the Gulf agency applied in Arabic).
    expect((await t.latestNotice('hello@gulfroute.example')).subject).toBe('تمت الموافقة على طلبك كشريك');
    // The demo buyer applied signed in and sees the approval.
    const buyer = await t.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' });
    const mine = await t.call('marketing/getMyApplications', {}, { token: buyer.body.data.token });
    expect(mine.body.data.list).toEqual([expect.objectContaining({ kind: 'creator', status: 'approved' })]);
  });
});
