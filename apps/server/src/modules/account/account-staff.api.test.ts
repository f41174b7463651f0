import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

describe('console: users (list, detail, status)', () => {
  it('lists and searches users with pages', async () => {
    const token = await t.kit.staffToken();
    const a = await t.kit.buyer();
    const b = await t.kit.buyer();
    const all = await t.call('admin/getUserList', { page: 1, pageSize: 1 }, { token });
    expect(all.body.data.list).toHaveLength(1);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    // Part of the address finds that user and not another.
    const found = await t.call(
      'admin/getUserList',
      { keyword: a.email.split('@')[0]!.slice(-12) },
      { token },
    );
    expect(found.body.data.list.map((u) => u.email)).toEqual([a.email]);
    expect(found.body.data.list.map((u) => u.email)).not.toContain(b.email);
    const tooBig = await t.call('admin/getUserList', { pageSize: 1000 }, { token });
    expect(tooBig.body.fields?.[0]?.field).toBe('pageSize');
  });

  it('disabling a user needs a reason, signs them out, and is audited', async () => {
    const token = await t.kit.staffToken();
    const u = await t.kit.buyer();
    const noReason = await t.call(
      'admin/setUserStatus',
      { id: u.user.id, status: 'disabled', reason: '' },
      { token },
    );
    expect(noReason.body.fields?.[0]).toMatchObject({ field: 'reason', message: 'Please give a reason' });
    const res = await t.call(
      'admin/setUserStatus',
      { id: u.user.id, status: 'disabled', reason: 'Fraud report #12' },
      { token },
    );
    expect(res.status).toBe(200);
    expect((await t.call('user/getUserInfo', {}, { token: u.token })).status).toBe(401);
    expect((await t.call('user/signin', { email: u.email, password: u.password })).body.error).toBe(
      'ACCOUNT_DISABLED',
    );
    const detail = await t.call('admin/getUser', { id: u.user.id }, { token });
    expect(detail.body.data).toMatchObject({ status: 'disabled', activeSessions: 0 });
    const audit = await t.call('admin/getAuditList', { action: 'user.disabled' }, { token });
    expect(audit.body.data.list[0]).toMatchObject({
      reason: 'Fraud report #12',
      actorName: 'Demo Admin',
      targetId: String(u.user.id),
    });
  });

  it('an unknown user id answers 404', async () => {
    const token = await t.kit.staffToken();
    expect((await t.call('admin/getUser', { id: 999999 }, { token })).status).toBe(404);
  });
});
