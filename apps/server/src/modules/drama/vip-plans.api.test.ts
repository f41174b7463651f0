import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vipMemberships, vipOrders, vipPlans } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const wallet = walletKit(t);
const kit = contentKit(t);

const planList = async (token: string) =>
  (await t.call('admin/getVipPlanList', {}, { token })).body.data.list;
const publicPlans = async () => (await t.call('user_wallet/getVipCfg', {})).body.data.plans;
const payVip = (planId: number, token: string) =>
  t.call('user_wallet/payVip', { planId }, { token, headers: { 'idempotency-key': randomUUID() } });

describe('console: VIP plans', () => {
  it('lists every plan with its sales; admin, content and finance may edit, others are refused', async () => {
    const admin = await kit.tokenOf('all');
    const list = await planList(admin);
    expect(list.map((p) => p.period)).toEqual(['month', 'quarter', 'year']);
    expect(list[0]).toMatchObject({ days: 30, price: 999, enabled: true, sold: 0 });

    const created = await t.call(
      'admin/saveVipPlan',
      { period: 'year', days: 730, price: 12_999, enabled: true, sort: 4 },
      { token: await kit.tokenOf('content') },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ period: 'year', days: 730, price: 12_999, sold: 0 });
    expect((await publicPlans()).map((p) => p.id)).toContain(created.body.data.id);
    expect((await kit.lastAudit('vip_plan.created', created.body.data.id))?.detail).toMatchObject({
      days: 730,
      price: 12_999,
    });

    const byFinance = await t.call(
      'admin/saveVipPlan',
      { id: created.body.data.id, period: 'year', days: 730, price: 11_999, enabled: true, sort: 4 },
      { token: await kit.tokenOf('finance') },
    );
    expect(byFinance.body.data.price).toBe(11_999);

    for (const role of ['support', 'reviewer'] as const) {
      const token = await kit.tokenOf(role);
      expect((await t.call('admin/getVipPlanList', {}, { token })).status).toBe(403);
      const refused = await t.call(
        'admin/saveVipPlan',
        { period: 'month', days: 30, price: 1, enabled: true },
        { token },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('STAFF_ROLE_REQUIRED');
    }
    expect((await t.call('admin/getVipPlanList', {})).status).toBe(401);
  });

  it('bad input names the field and writes nothing', async () => {
    const admin = await kit.tokenOf('all');
    const before = await planList(admin);
    const audits = await kit.auditCount();
    const month = before[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ period: 'week', days: 7, price: 100, enabled: true }, 'period'],
      [{ period: 'month', days: 0, price: 100, enabled: true }, 'days'],
      [{ period: 'month', days: 3661, price: 100, enabled: true }, 'days'],
      [{ period: 'month', days: 30.5, price: 100, enabled: true }, 'days'],
      [{ period: 'month', days: 30, price: 0, enabled: true }, 'price'],
      [{ period: 'month', days: 30, price: -5, enabled: true }, 'price'],
      [{ period: 'month', days: 30, price: '9.99', enabled: true }, 'price'],
      [{ period: 'month', days: 30, price: 999 }, 'enabled'],
      [{ id: month.id, period: 'month', days: 30, price: 0, enabled: true }, 'price'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('admin/saveVipPlan', body, { token: admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
      expect(res.body.fields?.[0]?.message).toBeTruthy();
    }
    const unknown = await t.call(
      'admin/saveVipPlan',
      { id: 99_999_999, period: 'month', days: 30, price: 100, enabled: true },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('VIP_PLAN_NOT_FOUND');
    expect(unknown.body.fields?.[0]?.field).toBe('id');
    expect(await planList(admin)).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);
  });

  it('a new price applies to the next purchase only; a disabled plan disappears and cannot be paid', async () => {
    const admin = await kit.tokenOf('all');
    const viewer = await wallet.user({ funds: 100 });
    const month = (await planList(admin)).find((p) => p.period === 'month')!;

    const first = await payVip(month.id, viewer.token);
    expect(first.status).toBe(200);
    expect(first.body.data.paid).toBe(month.price);
    const endAfterFirst = first.body.data.vip.endsAt!;

    // Staff raise the price and lengthen the month.
    const changed = await t.call(
      'admin/saveVipPlan',
      { id: month.id, period: 'month', days: 31, price: 1_299, enabled: true, sort: month.sort },
      { token: admin },
    );
    expect(changed.body.data).toMatchObject({ price: 1_299, days: 31, sold: 1 });
    expect((await kit.lastAudit('vip_plan.changed', month.id))?.actorId).toBeTruthy();
    // What the member paid and the end date they got are untouched.
    const [order] = await t.db.select().from(vipOrders).where(eq(vipOrders.userId, viewer.user.id));
    expect(order!.price).toBe(month.price);
    const [membership] = await t.db
      .select()
      .from(vipMemberships)
      .where(eq(vipMemberships.userId, viewer.user.id));
    expect(membership!.endsAt.toISOString()).toBe(endAfterFirst);
    expect((await publicPlans()).find((p) => p.id === month.id)).toMatchObject({ price: 1_299, days: 31 });

    const second = await payVip(month.id, viewer.token);
    expect(second.body.data.paid).toBe(1_299);
    const gap = new Date(second.body.data.vip.endsAt!).getTime() - new Date(endAfterFirst).getTime();
    expect(gap).toBe(31 * 86_400_000);
    expect((await wallet.wallet(viewer.token)).balance).toBe(10_000 - month.price - 1_299);

    // Disabled: gone from the public plans, refused at payment, nothing charged.
    const disabled = await t.call(
      'admin/saveVipPlan',
      { id: month.id, period: 'month', days: 31, price: 1_299, enabled: false, sort: month.sort },
      { token: await kit.tokenOf('content') },
    );
    expect(disabled.body.data).toMatchObject({ enabled: false, sold: 2 });
    expect((await publicPlans()).map((p) => p.id)).not.toContain(month.id);
    expect((await planList(admin)).find((p) => p.id === month.id)?.enabled).toBe(false);
    const refused = await payVip(month.id, viewer.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('VIP_PLAN_NOT_FOUND');
    expect((await wallet.wallet(viewer.token)).balance).toBe(10_000 - month.price - 1_299);
    const [stored] = await t.db.select().from(vipPlans).where(eq(vipPlans.id, month.id));
    expect(stored).toMatchObject({ enabled: false, price: 1_299 });
    await t.verifyBooks();
  });
});
