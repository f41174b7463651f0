import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vipOrders, vipPlans } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';

const t = await createTestApp();
const wallet = walletKit(t);
const kit = contentKit(t);

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const planList = async (token: string) =>
  (await t.call('admin/getVipPlanList', {}, { token })).body.data.list;
const publicPlans = async () => (await t.call('user_wallet/getVipCfg', {})).body.data.plans;
const payVip = (planId: number, token: string) =>
  t.call('user_wallet/payVip', { planId }, { token, headers: { 'idempotency-key': randomUUID() } });

/** A fresh plan of `price` with the given sale (or none), saved through the console. */
async function planWithSale(price: number, sale: { discountPrice: number; from: number; to: number } | null) {
  const res = await t.call(
    'admin/saveVipPlan',
    {
      period: 'month',
      days: 30,
      price,
      enabled: true,
      sort: 9,
      ...(sale
        ? {
            discountPrice: sale.discountPrice,
            discountStartsAt: iso(sale.from),
            discountEndsAt: iso(sale.to),
          }
        : {}),
    },
    { token: await kit.tokenOf('finance') },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('VIP plan sales', () => {
  it('the demo quarterly plan is on sale at 30 % off, struck through against its list price', async () => {
    const quarter = (await publicPlans()).find((p) => p.period === 'quarter')!;
    expect(quarter).toMatchObject({ price: 1_749, listPrice: 2_499 });
    expect(Date.parse(quarter.saleEndsAt!)).toBeGreaterThan(Date.now());
    const month = (await publicPlans()).find((p) => p.period === 'month')!;
    expect(month).toMatchObject({ price: 999, listPrice: 999, saleEndsAt: null });
  });

  it('inside its window the sale price is charged and recorded beside the list price', async () => {
    const plan = await planWithSale(2_000, { discountPrice: 1_400, from: -HOUR, to: HOUR });
    expect((await publicPlans()).find((p) => p.id === plan.id)).toMatchObject({
      price: 1_400,
      listPrice: 2_000,
      saleEndsAt: plan.discountEndsAt,
    });
    const viewer = await wallet.user({ funds: 100 });
    const paid = await payVip(plan.id, viewer.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ paid: 1_400, listPrice: 2_000 });
    expect((await wallet.wallet(viewer.token)).balance).toBe(10_000 - 1_400);
    const [order] = await t.db.select().from(vipOrders).where(eq(vipOrders.planId, plan.id));
    expect(order).toMatchObject({ price: 1_400, listPrice: 2_000 });
    await t.verifyBooks();
  });

  it('before its start and from its end on, the list price is charged', async () => {
    const later = await planWithSale(2_000, { discountPrice: 1_000, from: HOUR, to: 2 * HOUR });
    const over = await planWithSale(2_000, { discountPrice: 1_000, from: -2 * HOUR, to: -1 });
    for (const plan of [later, over]) {
      expect((await publicPlans()).find((p) => p.id === plan.id)).toMatchObject({
        price: 2_000,
        listPrice: 2_000,
        saleEndsAt: null,
      });
      const viewer = await wallet.user({ funds: 100 });
      const paid = await payVip(plan.id, viewer.token);
      expect(paid.body.data).toMatchObject({ paid: 2_000, listPrice: 2_000 });
      expect((await wallet.wallet(viewer.token)).balance).toBe(10_000 - 2_000);
    }
    await t.verifyBooks();
  });

  it('staff set, keep and clear a sale; the audit records it', async () => {
    const plan = await planWithSale(2_000, null);
    expect(plan).toMatchObject({ discountPrice: null, discountStartsAt: null, discountEndsAt: null });
    const admin = await kit.tokenOf('admin');
    const base = { id: plan.id, period: 'month', days: 30, price: 2_000, enabled: true, sort: 9 } as const;
    const set = await t.call(
      'admin/saveVipPlan',
      { ...base, discountPrice: 1_500, discountStartsAt: iso(-HOUR), discountEndsAt: iso(HOUR) },
      { token: admin },
    );
    expect(set.body.data.discountPrice).toBe(1_500);
    expect((await kit.lastAudit('vip_plan.changed', plan.id))?.detail).toMatchObject({
      discountPrice: 1_500,
    });
    // A save without the sale fields keeps the sale.
    const kept = await t.call('admin/saveVipPlan', { ...base, days: 31 }, { token: admin });
    expect(kept.body.data).toMatchObject({ days: 31, discountPrice: 1_500 });
    // Null clears it.
    const cleared = await t.call(
      'admin/saveVipPlan',
      { ...base, discountPrice: null, discountStartsAt: null, discountEndsAt: null },
      { token: admin },
    );
    expect(cleared.body.data).toMatchObject({ discountPrice: null, discountEndsAt: null });
    expect((await publicPlans()).find((p) => p.id === plan.id)).toMatchObject({
      price: 2_000,
      saleEndsAt: null,
    });
  });

  it('refuses a sale that ends before it starts, is not below the list price, is not above zero or is partial, naming the field', async () => {
    const plan = await planWithSale(2_000, { discountPrice: 1_500, from: -HOUR, to: HOUR });
    const admin = await kit.tokenOf('all');
    const base = { id: plan.id, period: 'month', days: 30, price: 2_000, enabled: true, sort: 9 } as const;
    const before = await planList(admin);
    const audits = await kit.auditCount();
    const inAnHour = iso(HOUR);
    const cases: [Record<string, unknown>, string, string][] = [
      // The same instant twice (two reads of the clock can be a millisecond apart).
      [
        { discountPrice: 1_000, discountStartsAt: inAnHour, discountEndsAt: inAnHour },
        'discountEndsAt',
        'end',
      ],
      [
        { discountPrice: 1_000, discountStartsAt: iso(HOUR), discountEndsAt: iso(-HOUR) },
        'discountEndsAt',
        'end',
      ],
      [
        { discountPrice: 2_000, discountStartsAt: iso(0), discountEndsAt: iso(HOUR) },
        'discountPrice',
        'list',
      ],
      [
        { discountPrice: 2_500, discountStartsAt: iso(0), discountEndsAt: iso(HOUR) },
        'discountPrice',
        'list',
      ],
      [{ discountPrice: 0, discountStartsAt: iso(0), discountEndsAt: iso(HOUR) }, 'discountPrice', 'zero'],
      [{ discountPrice: 1_000, discountStartsAt: iso(0) }, 'discountEndsAt', 'partial'],
      [
        { discountPrice: 1_000, discountStartsAt: 'next week', discountEndsAt: iso(HOUR) },
        'discountStartsAt',
        'date',
      ],
      // A kept sale must stay below a lowered list price.
      [{ price: 1_200 }, 'discountPrice', 'list'],
    ];
    for (const [sale, field] of cases) {
      const res = await t.call('admin/saveVipPlan', { ...base, ...sale } as never, {
        token: admin,
        headers: { 'accept-language': 'de' },
      });
      expect(res.status, JSON.stringify(sale)).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
      // Localized: the German message, not the key.
      expect(res.body.fields?.[0]?.message).not.toMatch(/^validation\./);
    }
    expect(await planList(admin)).toEqual(before);
    expect(await kit.auditCount()).toBe(audits);
  });

  it('viewers, support and reviewers may not set a sale', async () => {
    const plan = await planWithSale(2_000, null);
    const body = {
      id: plan.id,
      period: 'month',
      days: 30,
      price: 2_000,
      enabled: true,
      discountPrice: 1,
      discountStartsAt: iso(-HOUR),
      discountEndsAt: iso(HOUR),
    } as const;
    for (const role of ['support', 'reviewer'] as const) {
      expect((await t.call('admin/saveVipPlan', body, { token: await kit.tokenOf(role) })).status).toBe(403);
    }
    const viewer = await wallet.user({ funds: 1 });
    expect((await t.call('admin/saveVipPlan', body, { token: viewer.token })).status).toBe(401);
    expect((await t.call('admin/saveVipPlan', body)).status).toBe(401);
    const [stored] = await t.db.select().from(vipPlans).where(eq(vipPlans.id, plan.id));
    expect(stored!.discountPrice).toBeNull();
  });
});
