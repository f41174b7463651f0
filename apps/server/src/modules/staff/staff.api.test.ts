import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();

describe('console API', () => {
  it('staff sign in separately from users; user tokens cannot call the console', async () => {
    const u = await t.kit.buyer();
    expect((await t.call('admin/getUserList', {}, { token: u.token })).status).toBe(401);
    expect((await t.call('admin/signin', { email: u.email, password: u.password })).body.error).toBe(
      'STAFF_INVALID_CREDENTIALS',
    );
    const token = await t.kit.staffToken();
    expect((await t.call('user/getUserInfo', {}, { token })).status).toBe(401);
    const me = await t.call('admin/getStaffInfo', {}, { token });
    expect(me.body.data.roles).toContain('admin');
  });

  it('tells the console whether the revenue share is offered, so its sections show or go', async () => {
    const on = await t.call('admin/getStaffInfo', {}, { token: await t.kit.staffToken() });
    expect(on.body.data.revenueShare).toBe(true);
    const off = await createTestApp({ FEATURE_REVENUE_SHARE: 'false' });
    const info = await off.call('admin/getStaffInfo', {}, { token: await off.kit.staffToken() });
    expect(info.body.data.revenueShare).toBe(false);
    // Its calls answer that the feature is not offered, for staff as for viewers.
    const list = await off.call('admin/getOfferingList', {}, { token: await off.kit.staffToken() });
    expect(list.body.error).toBe('FEATURE_OFF');
  });

  it('roles limit what a staff member can do', async () => {
    const support = await t.kit.staffToken('support@demo.local');
    expect((await t.call('admin/getUserList', {}, { token: support })).status).toBe(200);
    const audit = await t.call('admin/getAuditList', {}, { token: support });
    expect(audit.status).toBe(403);
    expect(audit.body.error).toBe('STAFF_ROLE_REQUIRED');
  });

  it('the dev outbox lists the mails with their codes, to admins only, and every read is audited', async () => {
    const token = await t.kit.staffToken();
    await t.call('code/sendCode', { email: 'outbox@example.com', scene: 'signup' });
    const res = await t.call('admin/getOutboxList', { to: 'outbox@example.com' }, { token });
    expect(res.body.data.list[0]).toMatchObject({
      to: 'outbox@example.com',
      transport: 'outbox',
      kind: 'code',
    });
    expect(res.body.data.list[0]!.text).toContain(await t.latestCode('outbox@example.com'));
    const { rows } = await t.pool.query(
      `select actor_id, target_id from audit_log where action = 'outbox.read' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ target_id: 'outbox@example.com' });

    // Support staff, who answer users, cannot read their live codes.
    const support = await t.kit.staffToken('support@demo.local');
    const refused = await t.call('admin/getOutboxList', {}, { token: support });
    expect(refused.status).toBe(403);
    const info = await t.call('admin/getStaffInfo', {}, { token: support });
    expect(info.body.data.outbox).toBe(false);
    const adminInfo = await t.call('admin/getStaffInfo', {}, { token });
    expect(adminInfo.body.data.outbox).toBe(true);
  });
});
