import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { goods, pointsPurchases, stores } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { addPromotions, buyPoints, promotionRepository } from '#server/modules/promotion/index.js';

const DAY = 86_400_000;

/** What each of the first three demo stores does in the promotion center (decision 41). */
interface Plan {
  /** Points bought, and when (days before now). */
  points: number;
  boughtDaysAgo: number;
  /** Promotions by the store's product (its n-th buyable product), with their windows. */
  runs: {
    product: number;
    discountPercent: number;
    duration: 'day' | 'week' | 'month';
    /** Days from now the promotion starts: negative in the past, 0 now, positive scheduled. */
    startsInDays: number;
  }[];
}

/**
 * The demo's ended promotion ran before the recorded order history begins (88 days), so no order
 * of that history was priced without a discount that was running; the running ones start now.
 */
const PLANS: Plan[] = [
  {
    points: 3_000,
    boughtDaysAgo: 100,
    runs: [
      { product: 4, discountPercent: 20, duration: 'week', startsInDays: -96 },
      { product: 1, discountPercent: 15, duration: 'week', startsInDays: 0 },
      { product: 2, discountPercent: 20, duration: 'month', startsInDays: 0 },
    ],
  },
  {
    points: 2_000,
    boughtDaysAgo: 30,
    runs: [
      { product: 1, discountPercent: 10, duration: 'week', startsInDays: 0 },
      { product: 3, discountPercent: 25, duration: 'week', startsInDays: 3 },
    ],
  },
  {
    points: 1_000,
    boughtDaysAgo: 20,
    runs: [{ product: 2, discountPercent: 30, duration: 'day', startsInDays: 0 }],
  },
];

/**
 * Stores 1–3 buy points and run promotions through the real flows (ledger transfers, records):
 * some promoting now, one scheduled, one ended. Once only (skipped when any store bought points).
 */
export async function seedPromotions(db: Db) {
  const [bought] = await db.select({ id: pointsPurchases.id }).from(pointsPurchases).limit(1);
  if (bought) return;
  const first = await db.select().from(stores).orderBy(asc(stores.id)).limit(PLANS.length);
  const now = Date.now();
  for (const [i, store] of first.entries()) {
    const plan = PLANS[i]!;
    const products = await db
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(
          eq(goods.storeId, store.id),
          eq(goods.onSale, true),
          eq(goods.review, 'live'),
          isNull(goods.deletedAt),
        ),
      )
      .orderBy(asc(goods.id));
    await clock.run(
      () => new Date(now - plan.boughtDaysAgo * DAY),
      () =>
        db.transaction(async (tx) =>
          buyPoints(tx, {
            storeId: store.id,
            ownerId: store.ownerId,
            points: plan.points,
            pointsPerUnit: (await promotionRepository.settings(tx)).pointsPerUnit,
          }),
        ),
    );
    for (const run of plan.runs) {
      const product = products[run.product];
      if (!product) continue;
      const startsAt = new Date(now + run.startsInDays * DAY);
      const scheduled = run.startsInDays > 0;
      // An ended or running one is added at its start; a scheduled one now, for its start.
      const addedAt = scheduled ? new Date(now) : startsAt;
      await clock.run(
        () => addedAt,
        () =>
          db.transaction(async (tx) =>
            addPromotions(
              tx,
              store.id,
              {
                goodsIds: [product.id],
                discountPercent: run.discountPercent,
                effect: scheduled ? 'scheduled' : 'immediate',
                duration: run.duration,
                ...(scheduled ? { startAt: startsAt.toISOString() } : {}),
              },
              await promotionRepository.settings(tx),
            ),
          ),
      );
    }
  }
}
