import type { StaffCall } from '#server/context.js';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { userRepository } from '#server/modules/account/index.js';
import { addressRepository } from '#server/modules/address/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import {
  closeDueDeals,
  createTaskStaffService,
  joinDeal,
  taskRepository,
} from '#server/modules/task/index.js';
import { shopperEmail } from './seed-history.js';

const HOUR = 3_600_000;

/** One demo deal (hours from now) and who joins it when. */
interface DemoDeal {
  created: number;
  target: number;
  /** Basis points of the product's price the deal asks. */
  priceBp: number;
  cashback: number;
  deadline: number;
  startsAt?: number;
  /** Shoppers (by number) joining at these hours. */
  joins: { who: number; at: number }[];
  /** At the product's own price (fixed at creation) instead of `priceBp`. */
  productPrice?: boolean;
  /** Staff extend the deadline (after the joins) at this hour, to this hour. */
  extend?: { at: number; deadline: number };
  /** Staff cancel the deal at this hour with this reason (every place refunded). */
  cancel?: { at: number; reason: string };
}

/**
 * Group-buy deals in every state (decision 54), made through the real flows on past hours: one
 * that completed (settled, cashback paid), one that failed at its deadline (every participant
 * refunded by the deadline job), one running with places left, one running a place short of its
 * count (anyone can complete it), a timed one still to start, and one at the product's own price
 * that staff cancelled with a reason (its participants refunded). The first running deal's deadline
 * was extended by staff after people joined. `shopper1@demo.local` is in the
 * completed, the failed and the first running one, so each filter of `/tasks` shows something for
 * them (the demo buyer keeps no saved address, which the checkout journeys count on).
 */
const DEALS: DemoDeal[] = [
  {
    created: -80,
    target: 5,
    priceBp: 7_000,
    cashback: 200,
    deadline: -8,
    joins: [
      { who: 3, at: -78 },
      { who: 1, at: -70 },
      { who: 7, at: -66 },
      { who: 12, at: -50 },
      { who: 18, at: -30 },
    ],
  },
  {
    created: -120,
    target: 8,
    priceBp: 6_000,
    cashback: 300,
    deadline: -48,
    joins: [
      { who: 5, at: -118 },
      { who: 1, at: -100 },
      { who: 21, at: -70 },
    ],
  },
  {
    created: -20,
    target: 10,
    priceBp: 7_500,
    cashback: 150,
    deadline: 52,
    extend: { at: -3, deadline: 76 },
    joins: [
      { who: 2, at: -19 },
      { who: 9, at: -15 },
      { who: 1, at: -12 },
      { who: 14, at: -9 },
      { who: 25, at: -6 },
      { who: 30, at: -2 },
    ],
  },
  {
    created: -6,
    target: 4,
    priceBp: 8_000,
    cashback: 100,
    deadline: 30,
    joins: [
      { who: 11, at: -5 },
      { who: 16, at: -3 },
      { who: 33, at: -1 },
    ],
  },
  { created: -1, target: 6, priceBp: 6_500, cashback: 250, startsAt: 26, deadline: 98, joins: [] },
  {
    created: -30,
    target: 6,
    priceBp: 10_000,
    productPrice: true,
    cashback: 120,
    deadline: 40,
    joins: [
      { who: 4, at: -28 },
      { who: 8, at: -20 },
    ],
    cancel: { at: -4, reason: 'The supplier cannot deliver this product this month' },
  },
];

export async function seedDeals(db: Db, config: Config, log: (msg: string) => void = () => {}) {
  if (await taskRepository.count(db)) return;
  const admin = await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL);
  if (!admin) return;
  // One specification per product, so each deal shows a different one.
  const seen = new Set<string>();
  const skus = (await taskRepository.demoSkus(db, DEALS.length * 6)).filter(
    (k) => !seen.has(k.title) && !!seen.add(k.title),
  );
  if (skus.length < DEALS.length) return;
  const staff = createTaskStaffService({ db });
  const call = { staff: admin, ip: '127.0.0.1', locale: 'en' } as unknown as StaffCall;
  const now = Date.now();
  const at = (h: number) => new Date(now + h * HOUR);
  const people = new Map<number, number>();
  const person = async (who: number) => {
    if (!people.has(who)) {
      const u = await userRepository.findByEmail(db, shopperEmail(who));
      if (u) people.set(who, u.id);
    }
    return people.get(who);
  };
  let joined = 0;
  for (const [i, d] of DEALS.entries()) {
    const sku = skus[i]!;
    const price = d.productPrice ? sku.price : Math.round((sku.price * d.priceBp) / 10_000);
    const deal = await clock.run(
      () => at(d.created),
      () =>
        staff.create(
          {
            skuId: sku.skuId,
            ...(d.productPrice ? { priceMode: 'product' as const } : { priceMode: 'amount' as const, price }),
            targetCount: d.target,
            cashback: d.cashback,
            effect: d.startsAt === undefined ? 'immediate' : 'timed',
            ...(d.startsAt === undefined ? {} : { startsAt: at(d.startsAt).toISOString() }),
            deadline: at(d.deadline).toISOString(),
            reason: 'Demo group deal',
          },
          call,
        ),
    );
    const inDeal = new Set<number>();
    for (const j of d.joins) {
      // The named shopper, or the next one who has an address and the money (the history varies).
      const candidates = Array.from({ length: 40 }, (_, k) => ((j.who + k - 1) % 40) + 1);
      for (const who of candidates) {
        const userId = await person(who);
        if (!userId || inDeal.has(userId)) continue;
        const [address] = await addressRepository.list(db, userId);
        if (!address || (await ledger.available(db, userId)) < price) continue;
        const { recipient, phone, country, region, street, postcode, latitude, longitude } = address;
        await clock.run(
          () => at(j.at),
          () =>
            db.transaction((tx) =>
              joinDeal(tx, config, {
                dealId: deal.id,
                userId,
                address: { recipient, phone, country, region, street, postcode, latitude, longitude },
                checkoutKey: `demo-deal-${deal.id}-${userId}`,
                goodsTitle: sku.title,
                now: at(j.at),
              }),
            ),
        );
        inDeal.add(userId);
        joined += 1;
        break;
      }
    }
    // Staff's later changes, as they were made from the console.
    if (d.extend) {
      const { extend } = d;
      await clock.run(
        () => at(extend.at),
        () =>
          staff.update(
            {
              id: deal.id,
              priceMode: deal.priceMode,
              price: deal.price,
              targetCount: deal.targetCount,
              cashback: deal.cashback,
              effect: deal.effect,
              ...(deal.effect === 'timed' ? { startsAt: deal.startsAt } : {}),
              deadline: at(extend.deadline).toISOString(),
              reason: 'More time for the group to fill',
            },
            call,
          ),
      );
    }
    if (d.cancel) {
      const { cancel } = d;
      await clock.run(
        () => at(cancel.at),
        () => staff.cancel({ id: deal.id, reason: cancel.reason }, call),
      );
    }
    // The deadline job as it ran on its minute after the deadline.
    if (d.deadline < 0)
      await clock.run(
        () => at(d.deadline),
        () => closeDueDeals(db, at(d.deadline + 0.02)),
      );
  }
  log(`deals: ${DEALS.length} group deals, ${joined} places joined`);
}
