import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { walletKit } from './wallet.test-kit.js';

const t = await createTestApp();
const kit = walletKit(t);
const mall = mallKit(t);
afterEach(() => t.verifyBooks());

const portals = async () => (await t.call('portal/getPortalList', {})).body.data.list;
const portalAudit = async () =>
  (await t.call('admin/getAuditList', { action: 'portal.changed' }, { token: await t.kit.staffToken() })).body
    .data;

describe('portals (display currency at a rate staff set; decision 0028)', () => {
  it('lists the four portals to visitors with their currency, rate and the date it was set', async () => {
    const res = await t.call('portal/getPortalList', {});
    expect(res.status).toBe(200);
    const list = res.body.data.list;
    expect(list.map((p) => `${p.region}:${p.currency}`)).toEqual([
      'global:USD',
      'southeastAsia:SGD',
      'europe:EUR',
      'northAmerica:USD',
    ]);
    const europe = list.find((p) => p.region === 'europe')!;
    expect(europe).toMatchObject({ scale: 2, rate: '0.9259', rateMicros: 925_900 });
    expect(Number.isNaN(Date.parse(europe.rateSetAt))).toBe(false);
  });

  it('finance staff set a portal currency and rate: buyers see it at once, dated, and the change is audited', async () => {
    const finance = await t.kit.staffToken('finance@demo.local');
    const auditBefore = (await portalAudit()).total;
    const before = (await portals()).find((p) => p.region === 'southeastAsia')!;
    const saved = await t.call(
      'admin/savePortal',
      { region: 'southeastAsia', currency: 'sgd', rate: '1.3525' },
      { token: finance },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      region: 'southeastAsia',
      currency: 'SGD',
      rate: '1.3525',
      rateMicros: 1_352_500,
    });
    const after = (await portals()).find((p) => p.region === 'southeastAsia')!;
    expect(after.rate).toBe('1.3525');
    expect(Date.parse(after.rateSetAt)).toBeGreaterThanOrEqual(Date.parse(before.rateSetAt));

    const staffList = await t.call('admin/getPortalList', {}, { token: finance });
    expect(staffList.body.data.list.find((p) => p.region === 'southeastAsia')?.updatedBy).toBeTruthy();

    const trail = await portalAudit();
    expect(trail.total).toBe(auditBefore + 1);
    expect(trail.list[0]).toMatchObject({
      action: 'portal.changed',
      targetType: 'portal',
      targetId: 'southeastAsia',
      detail: {
        currency: 'SGD',
        rate: '1.3525',
        previousCurrency: before.currency,
        previousRate: before.rate,
      },
    });

    // An admin may change the currency too; put the starting rate back for the other tests.
    const admin = await t.kit.staffToken();
    const back = await t.call(
      'admin/savePortal',
      { region: 'southeastAsia', currency: 'SGD', rate: before.rate },
      { token: admin },
    );
    expect(back.body.data.rate).toBe(before.rate);
  });

  it.each([
    [{ region: 'europe', currency: 'XYZ', rate: '0.93' }, 'currency'],
    [{ region: 'europe', currency: '', rate: '0.93' }, 'currency'],
    [{ region: 'europe', currency: 'EUR', rate: '0' }, 'rate'],
    [{ region: 'europe', currency: 'EUR', rate: '-0.93' }, 'rate'],
    [{ region: 'europe', currency: 'EUR', rate: '0.1234567' }, 'rate'],
    [{ region: 'europe', currency: 'EUR', rate: 'abc' }, 'rate'],
    [{ region: 'europe', currency: 'EUR', rate: 0.93 }, 'rate'],
    [{ region: 'europe', currency: 'EUR', rate: '2000000' }, 'rate'],
    [{ region: 'europe', currency: 'EUR' }, 'rate'],
    [{ region: 'mars', currency: 'EUR', rate: '0.93' }, 'region'],
    [{ region: 'europe', currency: 'EUR', rate: '0.93', updatedBy: 1 }, 'updatedBy'],
  ])('refuses %j with a localized 400 naming %s, and writes nothing', async (body, field) => {
    const before = await portals();
    const auditBefore = (await portalAudit()).total;
    const res = await t.call('admin/savePortal', body as never, {
      token: await t.kit.staffToken('finance@demo.local'),
      lang: 'de',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.field)).toContain(field);
    const message = res.body.fields?.find((f) => f.field === field)?.message ?? '';
    expect(message).not.toBe('');
    expect(message).not.toMatch(/^validation\./);
    // German, not the English fallback.
    expect(message).not.toMatch(/invalid|wrong|required|not one of|accepted/i);
    expect(await portals()).toEqual(before);
    expect((await portalAudit()).total).toBe(auditBefore);
  });

  it('refuses visitors, buyers and staff without a finance or admin role, writing nothing', async () => {
    const before = await portals();
    const body = { region: 'europe', currency: 'EUR', rate: '0.5' } as const;
    expect((await t.call('admin/savePortal', body)).status).toBe(401);
    const buyer = await kit.user();
    expect((await t.call('admin/savePortal', body, { token: buyer.token })).status).toBe(401);
    for (const email of ['support@demo.local', 'content@demo.local']) {
      const res = await t.call('admin/savePortal', body, { token: await t.kit.staffToken(email) });
      expect(res.status, email).toBe(403);
    }
    expect((await t.call('admin/getPortalList', {})).status).toBe(401);
    expect((await t.call('admin/getPortalList', {}, { token: buyer.token })).status).toBe(401);
    expect(await portals()).toEqual(before);
  });

  it('never changes what is charged: an order costs its wallet price whatever the portal rates are', async () => {
    const admin = await t.kit.staffToken();
    const europe = (await portals()).find((p) => p.region === 'europe')!;
    await t.call('admin/savePortal', { region: 'europe', currency: 'EUR', rate: '0.5' }, { token: admin });
    const store = await mall.store();
    const product = await mall.product(store.id, { skus: [{ price: 999, stock: 5 }] });
    const b = await mall.buyer(20);
    const before = (await kit.wallet(b.token)).balance;
    const order = await mall.buy(b, product.skus[0]!.id);
    expect(order.total).toBe(999);
    expect(before - (await kit.wallet(b.token)).balance).toBe(999);
    await t.call(
      'admin/savePortal',
      { region: 'europe', currency: 'EUR', rate: europe.rate },
      { token: admin },
    );
  });
});
