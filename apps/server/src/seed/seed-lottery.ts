import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { Config } from '#server/config/env.js';
import type { Db, Tx } from '#server/db/client.js';
import { goods, goodsSkus, stores } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { userRepository } from '#server/modules/account/index.js';
import { addressRepository } from '#server/modules/address/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import {
  completeOrder,
  payOrders,
  placeOrders,
  purchaseOrder,
  shipOrder,
  type OrderActor,
} from '#server/modules/order/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { checkIn, claimMilestone, drawLottery, lotteryRepository } from '#server/modules/lottery/index.js';
import { audit } from '#server/platform/audit/index.js';
import { shopperEmail } from './seed-history.js';

const DAY = 86_400_000;
const DAYS = 14;
const SHOPPERS = 20;

/** The demo's running lottery (decision 55): odds in basis points, "no prize" the rest of 10,000. */
export const DEMO_LOTTERY = {
  rules: { pointsPerUnit: 1, checkInPoints: 10, costPerDraw: 20 },
  prizes: [
    { kind: 'points' as const, amount: 10, oddsBp: 2_500, stock: null },
    { kind: 'points' as const, amount: 50, oddsBp: 600, stock: 200 },
    { kind: 'credit' as const, amount: 100, oddsBp: 400, stock: null },
    { kind: 'credit' as const, amount: 1_000, oddsBp: 50, stock: 3 },
    // A $3.00 voucher of the winner's own on orders from $20.00, valid 30 days (decision 55).
    { kind: 'voucher' as const, amount: 300, minSpend: 2_000, validDays: 30, oddsBp: 300, stock: null },
    // One unit of a product on sale (its specification is picked from the catalogue at seeding).
    { kind: 'goods' as const, amount: 1, oddsBp: 20, stock: 10 },
  ],
  noPrizeBp: 6_130,
  milestones: [
    { draws: 3, kind: 'points' as const, amount: 20 },
    { draws: 6, kind: 'credit' as const, amount: 100 },
    { draws: 30, kind: 'credit' as const, amount: 500 },
  ],
};

/** A past day's moment: `daysAgo` days before now at `hour`:`minute` UTC. */
function pastAt(now: number, daysAgo: number, hour: number, minute: number) {
  const d = new Date(now - daysAgo * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
}

/**
 * The lottery's demo history (decision 55), through the real flows on past days: the table opened
 * 15 days ago (audited as the system), then demo shoppers and the demo buyer checked in and drew.
 * Their completed orders already earned points in the order history (the completion hook). The
 * demo buyer ends with one milestone received, one receivable and one not reached, and has not
 * checked in today. Runs once (skipped when the table exists).
 */
/** The first roll of a prize kind's band in the demo table (prizes take consecutive bands). */
function bandOf(kind: 'points' | 'voucher' | 'goods') {
  let start = 0;
  for (const p of DEMO_LOTTERY.prizes) {
    if (p.kind === kind) return start;
    start += p.oddsBp;
  }
  throw new Error(`demo lottery: no ${kind} prize`);
}

/** A roll in the "no prize" band (the last one). */
const NO_PRIZE_ROLL = 9_999;

/** The goods prize's specification: a warehouse product on sale with plenty of stock (the seller purchases it, then ships). */
async function prizeSku(tx: Tx) {
  const [row] = await tx
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(
      and(
        eq(goods.onSale, true),
        eq(stores.status, 'normal'),
        gte(goodsSkus.stock, 20),
        gt(goodsSkus.wholesaleCost, 0),
        gte(goodsSkus.price, 1_500),
      ),
    )
    .orderBy(asc(goodsSkus.price), asc(goodsSkus.id))
    .limit(1);
  return row?.id ?? null;
}

export async function seedLottery(db: Db, config: Config, buyerEmail: string, log: (msg: string) => void) {
  if ((await lotteryRepository.settings(db)).noPrizeBp !== null) return;
  const now = Date.now();
  const opened = pastAt(now, DAYS + 1, 8, 0);
  const skuId = await prizeSku(db);
  await clock.run(
    () => opened,
    () =>
      db.transaction(async (tx) => {
        for (const [sort, p] of DEMO_LOTTERY.prizes.entries()) {
          // Without a product to give (an empty catalogue), the goods band stays "no prize".
          if (p.kind === 'goods' && !skuId) continue;
          await lotteryRepository.insertPrize(tx, {
            ...p,
            ...(p.kind === 'goods' ? { skuId } : {}),
            sort,
            createdAt: opened,
          });
        }
        for (const m of DEMO_LOTTERY.milestones)
          await lotteryRepository.insertMilestone(tx, { ...m, createdAt: opened });
        await lotteryRepository.saveSettings(
          tx,
          { ...DEMO_LOTTERY.rules, noPrizeBp: DEMO_LOTTERY.noPrizeBp, changedAt: null },
          opened,
        );
        await audit.system(tx, {
          action: 'lottery_prizes.changed',
          targetType: 'platform_settings',
          targetId: 'lottery',
          reason: 'Demo lottery opened',
          detail: { after: { ...DEMO_LOTTERY, goodsSkuId: skuId } },
        });
      }),
  );

  const people: { id: number; days: (d: number) => boolean; draws: number }[] = [];
  for (let n = 1; n <= SHOPPERS; n++) {
    const u = await userRepository.findByEmail(db, shopperEmail(n));
    if (u) people.push({ id: u.id, days: (d) => (d + n) % 3 !== 0, draws: 1 + (n % 3) });
  }
  const buyer = await userRepository.findByEmail(db, buyerEmail);
  let drawn = 0;
  const act = async (userId: number, at: Date, draws: number, roll?: number) =>
    clock.run(
      () => at,
      async () => {
        try {
          await db.transaction((tx) => checkIn(tx, userId, config.CHECKIN_TZ));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
        for (let i = 0; i < draws; i++) {
          if ((await ledger.userPoints(db, userId)) < DEMO_LOTTERY.rules.costPerDraw) return;
          // The demo buyer's two showcase draws land in a chosen band (the draw records its value).
          const forcedRoll = i === 0 ? roll : undefined;
          await db.transaction((tx) =>
            drawLottery(tx, userId, forcedRoll === undefined ? undefined : () => forcedRoll, config),
          );
          drawn++;
        }
      },
    );
  // The demo buyer wins a voucher five days ago (still to use) and goods three days ago (to claim:
  // the demo account has no address yet); a returning shopper with an address wins a voucher six
  // days ago (used on an order) and goods four days ago (ordered to their address at once).
  // Every other draw of the demo buyer lands in a chosen band too, so the demo's figures are the
  // same on every machine: 10 points on even days, no prize on odd ones (never a wallet credit:
  // the buyer's balance is the opening deposit, test `seed-funds`).
  const forced: Record<number, number> = {};
  for (let d = 1; d <= 7; d++) forced[d] = d % 2 === 0 ? bandOf('points') : NO_PRIZE_ROLL;
  forced[5] = bandOf('voucher');
  if (skuId) forced[3] = bandOf('goods');
  const shopperForced: Record<number, number> = { 6: bandOf('voucher') };
  if (skuId) shopperForced[4] = bandOf('goods');
  // The shopper with the most points (from their completed orders), so the two draws are covered.
  let showcase = people[0];
  for (const p of people)
    if ((await ledger.userPoints(db, p.id)) > (showcase ? await ledger.userPoints(db, showcase.id) : -1))
      showcase = p;
  for (let d = DAYS; d >= 1; d--) {
    for (const [i, p] of people.entries()) {
      const roll = p === showcase ? shopperForced[d] : undefined;
      if (p.days(d) || roll !== undefined)
        await act(p.id, pastAt(now, d, 9 + (i % 10), (i * 7) % 60), Math.max(1, p.draws), roll);
    }
    // The demo buyer checks in every past day and draws until 7 draws in all.
    if (buyer) {
      const have = await lotteryRepository.drawCount(db, buyer.id);
      await act(buyer.id, pastAt(now, d, 20, 15), d <= 7 && have < 7 ? 1 : 0, forced[d]);
    }
  }
  if (showcase) await useDemoPrizes(db, config, showcase.id, now, log);
  if (buyer) {
    // Received the first milestone; the second waits as receivable, the third is not reached.
    const first = (await lotteryRepository.activeMilestones(db))[0]!;
    await clock.run(
      () => pastAt(now, 1, 21, 0),
      () => db.transaction((tx) => claimMilestone(tx, buyer.id, first.id)),
    );
  }
  log(`lottery: ${drawn} draws by ${people.length + (buyer ? 1 : 0)} demo buyers over ${DAYS} days`);
}

/**
 * A shopper's won prizes in use (decision 55): the voucher taken off an order four days ago,
 * which the store shipped and the buyer confirmed; the goods prize's order (placed at the draw to
 * the buyer's default address, paid by the platform) purchased by its store, waiting to ship.
 */
async function useDemoPrizes(
  db: Db,
  config: Config,
  buyerId: number,
  now: number,
  log: (msg: string) => void,
) {
  const support = await staffRepository.findByEmail(db, 'support@demo.local');
  if (!support) return;
  const actor: OrderActor = { type: 'staff', call: { staff: support, ip: '127.0.0.1' } };
  const [address] = await addressRepository.list(db, buyerId);
  // An item of $25–$60 of the store's own stock, so the $20.00 minimum is reached.
  const [sku] = await db
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(
      and(
        eq(goods.onSale, true),
        eq(stores.status, 'normal'),
        gte(goodsSkus.stock, 20),
        gte(goodsSkus.price, 2_500),
        eq(goodsSkus.wholesaleCost, 0),
      ),
    )
    .orderBy(asc(goodsSkus.price))
    .limit(1);
  if (address && sku) {
    const used = await clock.run(
      () => pastAt(now, 4, 19, 30),
      () =>
        db.transaction(async (tx) => {
          if ((await ledger.available(tx, buyerId)) < 6_000) return null;
          const [order] = await placeOrders(tx, config, {
            userId: buyerId,
            lines: [{ skuId: sku.id, quantity: 1 }],
            address: {
              recipient: address.recipient,
              phone: address.phone,
              country: address.country,
              region: address.region,
              street: address.street,
              postcode: address.postcode,
            },
            remark: '',
            checkoutKey: 'demo-lottery-voucher',
            fromCart: false,
          });
          const [paid] = await payOrders(tx, buyerId, [order!.id]);
          return paid!;
        }),
    );
    if (used) {
      const shipped = await clock.run(
        () => pastAt(now, 3, 10, 0),
        () => db.transaction((tx) => shipOrder(tx, config, actor, used.id, { carrier: '', trackingNo: '' })),
      );
      await clock.run(
        () => pastAt(now, 2, 18, 0),
        () => db.transaction((tx) => completeOrder(tx, shipped, false)),
      );
      log(`lottery: a shopper's won voucher was used on order ${used.orderNo}`);
    }
  }
  // The goods prize's order (at the draw, to the shopper's address): its store purchases it from the warehouse; shipping is the seller's next step.
  const [win] = await lotteryRepository.goodsWinsOfDraws(
    db,
    (await lotteryRepository.draws(db, { page: 1, pageSize: 50, userId: buyerId })).rows.map(
      (r) => r.draw.id,
    ),
  );
  if (win?.win.orderId) {
    await clock.run(
      () => pastAt(now, 2, 11, 0),
      () => db.transaction((tx) => purchaseOrder(tx, actor, win.win.orderId!)),
    );
    log(`lottery: a shopper's goods prize is order ${win.orderNo}`);
  }
}
