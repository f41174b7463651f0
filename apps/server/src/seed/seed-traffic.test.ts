import { describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull, sum } from 'drizzle-orm';
import { LOCALES, trafficState } from '@app/contract';
import {
  ledgerTransfers,
  stores,
  trafficImpressions,
  trafficPackages,
  trafficPlans,
} from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { DEMO_TRAFFIC_PLANS, DEMO_TRAFFIC_PURCHASES, seedTraffic } from './seed-traffic.js';

const t = await createTestApp();

describe('demo traffic packages', () => {
  it('offers the day, week and month plans with words in all 20 languages', async () => {
    const plans = await t.db.select().from(trafficPlans).orderBy(trafficPlans.sort);
    expect(plans.map((p) => [p.unit, p.count])).toEqual(DEMO_TRAFFIC_PLANS.map((p) => [p.unit, p.count]));
    for (const p of plans) {
      expect(Object.keys(p.translations).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort());
      for (const text of Object.values(p.translations)) expect(text!.title && text!.body).toBeTruthy();
    }
  });

  it('has stores buy packages through the flow: one running, one ended, each paid and its impressions counted', async () => {
    const states: string[] = [];
    for (const purchase of DEMO_TRAFFIC_PURCHASES) {
      const [row] = await t.db
        .select({ pkg: trafficPackages, store: stores })
        .from(trafficPackages)
        .innerJoin(stores, eq(stores.id, trafficPackages.storeId))
        .where(and(eq(stores.name, purchase.store), isNotNull(trafficPackages.planId)));
      const { pkg } = row!;
      states.push(trafficState(pkg));
      // Paid by a ledger transfer of the price recorded on the package.
      const [paid] = await t.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.transferId, pkg.transferId!));
      expect(paid).toMatchObject({ amount: pkg.price, referenceType: 'traffic_package' });
      expect(pkg.price).toBe(DEMO_TRAFFIC_PLANS.find((p) => p.name === purchase.plan)!.price);
      // The package's total is the sum of its days.
      const [days] = await t.db
        .select({ n: sum(trafficImpressions.count), days: count() })
        .from(trafficImpressions)
        .where(eq(trafficImpressions.packageId, pkg.id));
      expect(pkg.impressions).toBeGreaterThan(0);
      expect(Number(days!.n)).toBe(pkg.impressions);
      expect(days!.days).toBeGreaterThanOrEqual(3);
    }
    expect(states).toEqual(['running', 'ended']);
    await t.verifyBooks();
  });

  it('does nothing the second time', async () => {
    const tally = async () =>
      Promise.all(
        [trafficPlans, trafficPackages, trafficImpressions, ledgerTransfers].map(async (table) => {
          const [row] = await t.db.select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await tally();
    await seedTraffic(t.db);
    expect(await tally()).toEqual(before);
  });
});
