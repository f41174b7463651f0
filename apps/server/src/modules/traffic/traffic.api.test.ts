import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiBody } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import {
  auditLog,
  categories,
  ledgerTransfers,
  stores,
  trafficImpressions,
  trafficPackages,
} from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/password.js';
import { catalogRepository } from '#server/modules/catalog/catalog.repository.js';
import { ledger } from '#server/modules/ledger/index.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();
const kit = mallKit(t);
const DAY = 86_400_000;

type PlanBody = ApiBody<'admin/saveTrafficPlan'>;
const planBody = (over: Partial<PlanBody> = {}): PlanBody => ({
  name: 'Week boost',
  description: 'Your products rank higher in home and search for 7 days.',
  translations: { de: { title: 'Wochen-Boost', body: 'Ihre Produkte stehen 7 Tage lang weiter oben.' } },
  price: 1_500,
  unit: 'week',
  count: 1,
  active: true,
  sort: 1,
  reason: 'New catalogue',
  ...over,
});

async function adminToken() {
  return t.kit.staffToken();
}

async function plan(over: Partial<PlanBody> = {}) {
  const res = await t.call('admin/saveTrafficPlan', planBody(over), { token: await adminToken() });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A store whose owner has `dollars` in the wallet (and a trade password). */
async function fundedStore(dollars = 100, opts: Parameters<typeof kit.store>[0] = {}) {
  const store = await kit.store(opts);
  if (dollars) await t.kit.fund(store.seller.token, dollars);
  await t.kit.setTradePassword(store.seller);
  return store;
}

const buy = (
  token: string,
  planId: number,
  key: string = randomUUID(),
  extra: Record<string, unknown> = {},
) => t.call('store/buyTrafficPackage', { planId, ...extra }, { token, headers: { 'idempotency-key': key } });

const balanceOf = async (ownerId: number) => ledger.available(t.db, ownerId);
const packagesOf = (storeId: number) =>
  t.db.select().from(trafficPackages).where(eq(trafficPackages.storeId, storeId));

describe('the traffic plan catalogue in the console', () => {
  it('an admin adds and changes a plan with a reason; both are audited and listed with what sold', async () => {
    const token = await adminToken();
    const made = await plan({ name: 'Catalogue test plan' });
    expect(made).toMatchObject({ unit: 'week', count: 1, days: 7, price: 1_500, active: true, sold: 0 });
    expect(made.translations.de?.title).toBe('Wochen-Boost');
    const changed = await t.call(
      'admin/saveTrafficPlan',
      // Translations left out: the stored ones stay.
      {
        ...planBody({ name: 'Catalogue test plan', price: 1_800, reason: 'Price review' }),
        translations: undefined,
        id: made.id,
      },
      { token },
    );
    expect(changed.body.data).toMatchObject({ id: made.id, price: 1_800 });
    expect(changed.body.data.translations.de?.title).toBe('Wochen-Boost');
    const list = await t.call('admin/getTrafficPlanList', {}, { token });
    expect(list.body.data.list.find((p) => p.id === made.id)).toMatchObject({ price: 1_800 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'traffic_plan'), eq(auditLog.targetId, String(made.id))));
    expect(entries.map((e) => [e.action, e.reason])).toEqual(
      expect.arrayContaining([
        ['traffic_plan.created', 'New catalogue'],
        ['traffic_plan.changed', 'Price review'],
      ]),
    );
  });

  it('refuses each bad field with a 400 naming it, and writes nothing', async () => {
    const token = await adminToken();
    const before = (await t.call('admin/getTrafficPlanList', {}, { token })).body.data.list.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(41) }, 'name'],
      [{ description: '' }, 'description'],
      [{ price: 0 }, 'price'],
      [{ price: 12.5 }, 'price'],
      [{ price: 10_000_001 }, 'price'],
      [{ unit: 'year' }, 'unit'],
      [{ count: 0 }, 'count'],
      [{ count: 13 }, 'count'],
      [{ active: 'yes' }, 'active'],
      [{ reason: '' }, 'reason'],
      [{ translations: { xx: { title: 'a', body: 'b' } } }, 'translations.xx'],
      [{ translations: { fr: { title: 'Boost', body: '' } } }, 'translations.fr.body'],
    ];
    for (const [over, field] of cases) {
      const res = await t.call('admin/saveTrafficPlan', { ...planBody(), ...over }, { token, lang: 'de' });
      expect(res.status, field).toBe(400);
      expect(
        res.body.fields?.map((f) => f.field),
        field,
      ).toContain(field);
      expect(res.body.fields?.[0]?.message, field).toBeTruthy();
    }
    const unknown = await t.call('admin/saveTrafficPlan', { ...planBody(), id: 987_654 }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('TRAFFIC_PLAN_NOT_FOUND');
    expect((await t.call('admin/getTrafficPlanList', {}, { token })).body.data.list).toHaveLength(before);
  });

  it('only an admin changes the catalogue; visitors, buyers and sellers do not read it', async () => {
    await staffRepository.upsert(t.db, {
      email: 'reviewer-traffic@demo.local',
      passwordHash: await hashPassword('Reviewer123'),
      name: 'Traffic Reviewer',
      roles: ['reviewer'],
    });
    const members = [
      await t.kit.staffToken('finance@demo.local'),
      await t.kit.staffToken('support@demo.local'),
      await t.kit.staffToken('content@demo.local'),
      await t.kit.staffToken('reviewer-traffic@demo.local', 'Reviewer123'),
    ];
    for (const token of members) {
      const res = await t.call('admin/saveTrafficPlan', planBody(), { token });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('STAFF_ROLE_REQUIRED');
      // Reading the catalogue is open to every member.
      expect((await t.call('admin/getTrafficPlanList', {}, { token })).status).toBe(200);
    }
    const store = await kit.store();
    for (const token of [undefined, store.seller.token]) {
      expect((await t.call('admin/saveTrafficPlan', planBody(), { token })).status).toBe(401);
      expect((await t.call('admin/getTrafficPlanList', {}, { token })).status).toBe(401);
    }
  });
});

describe('buying traffic packages', () => {
  it('lists the plans on sale in the reader’s language with the balance and the next start', async () => {
    const onSale = await plan({ name: 'Listed plan' });
    const off = await plan({ name: 'Retired plan', active: false });
    const store = await fundedStore(40);
    const res = await t.call('store/getTrafficPlanList', {}, { token: store.seller.token, lang: 'de' });
    expect(res.status).toBe(200);
    const ids = res.body.data.list.map((p) => p.id);
    expect(ids).toContain(onSale.id);
    expect(ids).not.toContain(off.id);
    expect(res.body.data.list.find((p) => p.id === onSale.id)).toMatchObject({
      name: 'Wochen-Boost',
      unit: 'week',
      days: 7,
      price: 1_500,
    });
    // A language without its own text reads English.
    const ja = await t.call('store/getTrafficPlanList', {}, { token: store.seller.token, lang: 'ja' });
    expect(ja.body.data.list.find((p) => p.id === onSale.id)?.name).toBe('Listed plan');
    expect(res.body.data.balance).toBe(4_000);
    expect(res.body.data.tradePasswordOver).toBe(t.config.PAY_TRADE_PASSWORD_OVER_MINOR);
    expect(Math.abs(Date.parse(res.body.data.nextStartsAt) - Date.now())).toBeLessThan(60_000);
  });

  it('pays from the owner’s wallet to platform:traffic, records the package running, and queues the next', async () => {
    const p = await plan({ price: 1_500 });
    const store = await fundedStore(100);
    const first = await buy(store.seller.token, p.id);
    expect(first.status).toBe(200);
    expect(first.body.data.package).toMatchObject({ price: 1_500, state: 'running', impressions: 0 });
    expect(first.body.data.balance).toBe(10_000 - 1_500);
    const pkg = first.body.data.package;
    expect(Date.parse(pkg.endsAt) - Date.parse(pkg.startsAt)).toBe(7 * DAY);
    expect(pkg.remainingSeconds).toBeGreaterThan(7 * 86_400 - 60);

    // The wallet shows the payment with its localized line.
    const log = await t.call('user_wallet/getWalletLogList', {}, { token: store.seller.token });
    expect(log.body.data.list[0]).toMatchObject({
      amount: -1_500,
      line: { kind: 'trafficPackage', days: 7 },
    });
    const [transfer] = await t.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.referenceType, 'traffic_package'),
          eq(ledgerTransfers.referenceId, String(pkg.id)),
        ),
      );
    expect(transfer).toMatchObject({ amount: 1_500, referenceType: 'traffic_package' });
    expect(transfer!.transferId).toMatch(new RegExp(`^traffic:s${store.id}:`));

    // A second package waits for the first to end.
    const second = await buy(store.seller.token, p.id);
    expect(second.body.data.package).toMatchObject({ state: 'queued', startsAt: pkg.endsAt });
    const list = await t.call('store/getTrafficPackageList', {}, { token: store.seller.token });
    expect(list.body.data.list.map((x) => [x.id, x.state])).toEqual([
      [second.body.data.package.id, 'queued'],
      [pkg.id, 'running'],
    ]);
    expect(list.body.data.list[0]!.remainingSeconds).toBe(7 * 86_400);
    const plans = await t.call('store/getTrafficPlanList', {}, { token: store.seller.token });
    expect(plans.body.data.nextStartsAt).toBe(second.body.data.package.endsAt);
    expect(plans.body.data.balance).toBe(10_000 - 3_000);
    await t.verifyBooks();
  });

  it('a retry with the same key and concurrent presses charge once', async () => {
    const p = await plan({ price: 2_000 });
    const store = await fundedStore(100);
    const key = randomUUID();
    const presses = await Promise.all([1, 2, 3, 4].map(() => buy(store.seller.token, p.id, key)));
    const ok = presses.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The others are told the first is still running, or get its answer.
    for (const r of presses.filter((x) => x.status !== 200))
      expect(r.body.error).toBe('IDEMPOTENCY_IN_PROGRESS');
    const retry = await buy(store.seller.token, p.id, key);
    expect(retry.body.data.package.id).toBe(ok[0]!.body.data.package.id);
    expect(await packagesOf(store.id)).toHaveLength(1);
    expect(await balanceOf(store.ownerId)).toBe(10_000 - 2_000);

    // Presses with different keys at once each buy, one after the other in the queue (no overlap).
    const many = await Promise.all([1, 2, 3].map(() => buy(store.seller.token, p.id)));
    expect(many.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = (await packagesOf(store.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.startsAt.getTime()).toBe(rows[i - 1]!.endsAt.getTime());
    expect(await balanceOf(store.ownerId)).toBe(10_000 - 4 * 2_000);
    await t.verifyBooks();
  });

  it('a short balance is refused and writes nothing', async () => {
    const p = await plan({ price: 3_000 });
    const store = await fundedStore(20);
    const res = await buy(store.seller.token, p.id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('INSUFFICIENT_BALANCE');
    expect(await packagesOf(store.id)).toHaveLength(0);
    expect(await balanceOf(store.ownerId)).toBe(2_000);
    await t.verifyBooks();
  });

  it('asks for the trade password over the configured amount', async () => {
    const over = t.config.PAY_TRADE_PASSWORD_OVER_MINOR;
    const p = await plan({ price: over + 100 });
    const store = await fundedStore(Math.ceil((over + 100) / 100) + 1);
    const without = await buy(store.seller.token, p.id);
    expect(without.status).toBe(400);
    expect(without.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    expect(without.body.fields?.[0]?.field).toBe('tradePassword');
    const wrong = await buy(store.seller.token, p.id, randomUUID(), { tradePassword: '000000' });
    expect(wrong.body.error).toBe('TRADE_PASSWORD_WRONG');
    expect(await packagesOf(store.id)).toHaveLength(0);
    const right = await buy(store.seller.token, p.id, randomUUID(), { tradePassword: TEST_TRADE_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.data.package.price).toBe(over + 100);
    await t.verifyBooks();
  });

  it('refuses bad input, plans off sale, and stores that may not buy', async () => {
    const p = await plan();
    const off = await plan({ active: false });
    const store = await fundedStore(100);
    const token = store.seller.token;
    for (const [body, field] of [
      [{}, 'planId'],
      [{ planId: 'one' }, 'planId'],
      [{ planId: -1 }, 'planId'],
      [{ planId: p.id, tradePassword: '12' }, 'tradePassword'],
      [{ planId: p.id, extra: 1 }, ''],
    ] as const) {
      const res = await t.call('store/buyTrafficPackage', body, {
        token,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body.fields?.[0]?.field).toBe(field);
    }
    for (const planId of [off.id, 987_654]) {
      const res = await buy(token, planId);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('TRAFFIC_PLAN_NOT_FOUND');
      expect(res.body.fields?.[0]?.field).toBe('planId');
    }
    expect(await packagesOf(store.id)).toHaveLength(0);
    // The reads take no fields beyond their own.
    for (const [path, body, field] of [
      ['store/getTrafficPlanList', { all: true }, ''],
      ['store/getTrafficPackageList', { page: 0 }, 'page'],
      ['store/getTrafficStats', { packageId: 0 }, 'packageId'],
    ] as const) {
      const res = await t.call(path, body, { token });
      expect(res.status, path).toBe(400);
      if (field) expect(res.body.fields?.[0]?.field, path).toBe(field);
    }
    const staffRead = await t.call('admin/getTrafficPlanList', { all: true }, { token: await adminToken() });
    expect(staffRead.status).toBe(400);

    // A disabled store's center only reads; a frozen store cannot sell, so it buys no visibility.
    const disabled = await fundedStore(100);
    await t.db.update(stores).set({ status: 'disabled' }).where(eq(stores.id, disabled.id));
    const refused = await buy(disabled.seller.token, p.id);
    expect([refused.status, refused.body.error]).toEqual([403, 'STORE_DISABLED']);
    expect((await t.call('store/getTrafficPackageList', {}, { token: disabled.seller.token })).status).toBe(
      200,
    );
    const frozen = await fundedStore(100);
    await t.db.update(stores).set({ status: 'frozen' }).where(eq(stores.id, frozen.id));
    const cold = await buy(frozen.seller.token, p.id);
    expect([cold.status, cold.body.error]).toEqual([409, 'STORE_UNAVAILABLE']);
    expect(await packagesOf(disabled.id)).toHaveLength(0);
    expect(await packagesOf(frozen.id)).toHaveLength(0);

    // Visitors, buyers without a store and staff are not sellers.
    const buyer = await t.kit.buyer({ funds: 50 });
    const staff = await adminToken();
    for (const path of [
      'store/getTrafficPlanList',
      'store/buyTrafficPackage',
      'store/getTrafficPackageList',
      'store/getTrafficStats',
    ] as const) {
      expect((await t.call(path, { planId: p.id })).status).toBe(401);
      expect(
        (await t.call(path, path.endsWith('Package') ? { planId: p.id } : {}, { token: staff })).status,
      ).toBe(401);
      expect(
        (await t.call(path, path.endsWith('Package') ? { planId: p.id } : {}, { token: buyer.token })).status,
      ).toBe(403);
    }
    await t.verifyBooks();
  });

  it('another store sees neither the packages nor the stats of this one', async () => {
    const p = await plan();
    const mine = await fundedStore(100);
    const other = await fundedStore(100);
    const bought = (await buy(mine.seller.token, p.id)).body.data.package;
    const theirs = await t.call('store/getTrafficPackageList', {}, { token: other.seller.token });
    expect(theirs.body.data.total).toBe(0);
    const stats = await t.call(
      'store/getTrafficStats',
      { packageId: bought.id },
      { token: other.seller.token },
    );
    expect([stats.status, stats.body.error]).toEqual([404, 'TRAFFIC_PACKAGE_NOT_FOUND']);
    const bad = await t.call('store/getTrafficStats', { packageId: 'x' }, { token: mine.seller.token });
    expect([bad.status, bad.body.fields?.[0]?.field]).toEqual([400, 'packageId']);
    const page = await t.call('store/getTrafficPackageList', { pageSize: 500 }, { token: mine.seller.token });
    expect([page.status, page.body.fields?.[0]?.field]).toEqual([400, 'pageSize']);
  });
});

describe('what a package delivers', () => {
  it('a boosted store ranks above an equal unboosted one only while its package runs', async () => {
    const [cat] = await t.db.insert(categories).values({ name: 'Traffic rank test' }).returning();
    const boosted = await fundedStore(100);
    const plain = await fundedStore(0);
    const when = new Date(Date.now() - DAY);
    // Equal products; the boosted store's is older, so without a boost it ranks second (id order).
    const b = await kit.product(boosted.id, { categoryId: cat!.id, sold: 10, createdAt: when });
    const u = await kit.product(plain.id, { categoryId: cat!.id, sold: 10, createdAt: when });
    const order = async () =>
      (await t.call('goods/getGoodsList', { categoryId: cat!.id })).body.data.list.map((g) => g.id);
    expect(await order()).toEqual([u.id, b.id]);

    const p = await plan();
    const pkg = (await buy(boosted.seller.token, p.id)).body.data.package;
    expect(await order()).toEqual([b.id, u.id]);
    const list = (await t.call('goods/getGoodsList', { categoryId: cat!.id })).body.data.list;
    expect(list[0]).toMatchObject({ id: b.id, sponsored: true });

    // Queued (starts later): no boost yet; ended: none any more.
    const shift = async (startOffset: number, endOffset: number) =>
      t.db
        .update(trafficPackages)
        .set({ startsAt: new Date(Date.now() + startOffset), endsAt: new Date(Date.now() + endOffset) })
        .where(eq(trafficPackages.id, pkg.id));
    await shift(DAY, 8 * DAY);
    expect(await order()).toEqual([u.id, b.id]);
    await shift(-8 * DAY, -DAY);
    expect(await order()).toEqual([u.id, b.id]);
    const state = await t.call('store/getTrafficPackageList', {}, { token: boosted.seller.token });
    expect(state.body.data.list[0]).toMatchObject({ state: 'ended', remainingSeconds: 0 });
  });

  it('counts the impressions buyers’ lists deliver, per UTC day, in the package and the stats', async () => {
    const [cat] = await t.db.insert(categories).values({ name: 'Traffic impressions test' }).returning();
    const store = await fundedStore(100);
    await kit.product(store.id, { categoryId: cat!.id });
    await kit.product(store.id, { categoryId: cat!.id });
    const p = await plan();
    const pkg = (await buy(store.seller.token, p.id)).body.data.package;
    // Two list reads show both products: four impressions today.
    await t.services.catalog.flushImpressions();
    await t.call('goods/getGoodsList', { categoryId: cat!.id });
    await t.call('goods/getGoodsList', { categoryId: cat!.id });
    await t.services.catalog.flushImpressions();
    // Yesterday's impressions (the package moved to have started two days ago) go to yesterday.
    await t.db
      .update(trafficPackages)
      .set({ startsAt: new Date(Date.parse(pkg.startsAt) - 2 * DAY) })
      .where(eq(trafficPackages.id, pkg.id));
    await catalogRepository.countImpressions(t.db, new Map([[store.id, 3]]), new Date(Date.now() - DAY));

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const rows = await t.db.select().from(trafficImpressions).where(eq(trafficImpressions.packageId, pkg.id));
    expect(Object.fromEntries(rows.map((r) => [r.day, r.count]))).toEqual({ [today]: 4, [yesterday]: 3 });

    const token = store.seller.token;
    const all = (await t.call('store/getTrafficStats', {}, { token })).body.data;
    expect(all.days).toHaveLength(30);
    expect(all.days.at(-1)).toEqual({ day: today, impressions: 4 });
    expect(all.days.at(-2)).toEqual({ day: yesterday, impressions: 3 });
    expect(all.total).toBe(7);
    const one = (await t.call('store/getTrafficStats', { packageId: pkg.id }, { token })).body.data;
    expect(one.days.map((d) => d.impressions)).toEqual([0, 3, 4]);
    const listed = (await t.call('store/getTrafficPackageList', {}, { token })).body.data.list[0];
    expect(listed).toMatchObject({ id: pkg.id, impressions: 7 });
  });
});
