import type { Config } from '#server/config/env.js';
import type { Db, Tx } from '#server/db/client.js';
import { settlementDayBounds, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { noAdRevenue, type AdRevenueSource } from './ad-revenue.js';
import { dayFigures, splitPool } from './profit.rules.js';
import { profitRepository as repo, type OfferingRowDb, type SettlementRowDb } from './profit.repository.js';

/** settleDue looks back at most this many days (a stopped scheduler catching up). */
const CATCH_UP_DAYS = 31;

export interface SettleContext {
  db: Db;
  config: Pick<Config, 'REVENUE_SHARE_TZ' | 'REVENUE_SHARE_DEDUCTION_BP'>;
  ads?: AdRevenueSource;
}

export type SettleTrigger = { by: 'schedule' } | { by: 'staff'; staffId: number };

export interface SettledDrama {
  settlement: SettlementRowDb;
  title: string;
  /** Made by this run (false: found settled already, nothing paid now). */
  created: boolean;
}

/**
 * Settles one day (YYYY-MM-DD in REVENUE_SHARE_TZ) for every drama with revenue that day, a shortfall
 * carried into it, or an offering earning that day. Each drama in its own transaction that inserts
 * the settlement first: a rerun, or a second node at the same moment, finds the unique (drama, day)
 * taken and pays nothing.
 */
export async function settleDay(
  ctx: SettleContext,
  day: string,
  trigger: SettleTrigger,
): Promise<SettledDrama[]> {
  const { db } = ctx;
  const ads = ctx.ads ?? noAdRevenue;
  const timeZone = ctx.config.REVENUE_SHARE_TZ;
  const { start, end } = settlementDayBounds(day, timeZone);
  // Which dramas to settle; each drama's ads are read again inside its own transaction.
  const [unlocks, vipPool, watch, adGross, refunds, carried, offerings] = await Promise.all([
    repo.unlockGross(db, start, end),
    repo.vipPool(db, start, end),
    repo.watchOn(db, day),
    ads.recognised(db, day, start, end),
    ads.refundedAfterSettlement(db, start, end),
    repo.carriedBefore(db, day),
    repo.earningOfferings(db, start, end),
  ]);
  const vipSecondsAll = [...watch.values()].reduce((n, s) => n + s, 0);
  const dramas = new Set<number>([
    ...unlocks.keys(),
    ...(vipPool > 0 ? [...watch.entries()].filter(([, s]) => s > 0).map(([id]) => id) : []),
    ...adGross.keys(),
    ...refunds.keys(),
    ...carried.keys(),
    ...offerings.map((o) => o.videoId),
  ]);
  const titles = await repo.titles(db, [...dramas]);
  const out: SettledDrama[] = [];
  for (const videoId of [...dramas].sort((a, b) => a - b)) {
    const title = titles.get(videoId) ?? `#${videoId}`;
    const settled = await db.transaction((tx) =>
      settleDrama(tx, {
        videoId,
        title,
        day,
        timeZone,
        start,
        end,
        trigger,
        deductionBp: ctx.config.REVENUE_SHARE_DEDUCTION_BP,
        unlockGross: unlocks.get(videoId) ?? 0,
        vipPool,
        vipSeconds: watch.get(videoId) ?? 0,
        vipSecondsAll,
        ads,
        offerings: offerings.filter((o) => o.videoId === videoId),
      }),
    );
    out.push({ ...settled, title });
  }
  return out;
}

async function settleDrama(
  tx: Tx,
  i: {
    videoId: number;
    title: string;
    day: string;
    timeZone: string;
    start: Date;
    end: Date;
    trigger: SettleTrigger;
    deductionBp: number;
    unlockGross: number;
    vipPool: number;
    vipSeconds: number;
    vipSecondsAll: number;
    ads: AdRevenueSource;
    offerings: OfferingRowDb[];
  },
): Promise<Omit<SettledDrama, 'title'>> {
  const existing = await repo.findSettlement(tx, i.videoId, i.day);
  if (existing) return { settlement: existing, created: false };
  const carriedIn = (await repo.lastBefore(tx, i.videoId, i.day))?.carriedOut ?? 0;
  // Ads are read again in this transaction: the source locks what it reads until the settlement
  // commits, so a take-down at the same moment waits and then finds the day settled (or goes first).
  const adGross = (await i.ads.recognised(tx, i.day, i.start, i.end)).get(i.videoId) ?? 0;
  const adjustments = (await i.ads.refundedAfterSettlement(tx, i.start, i.end)).get(i.videoId) ?? 0;
  const f = dayFigures({ ...i, adGross, adjustments, carriedIn });
  // The unique (drama, day) decides: a second run waits here for the first to commit, then inserts nothing.
  const settlement = await repo.insertSettlement(tx, {
    videoId: i.videoId,
    day: i.day,
    timeZone: i.timeZone,
    dayStartsAt: i.start,
    dayEndsAt: i.end,
    unlockGross: i.unlockGross,
    vipPool: i.vipPool,
    vipSeconds: i.vipSeconds,
    vipSecondsAll: i.vipSecondsAll,
    vipShare: f.vipShare,
    adGross,
    deductionBp: i.deductionBp,
    deductions: f.deductions,
    adjustments,
    carriedIn,
    net: f.net,
    carriedOut: f.carriedOut,
    paid: 0,
    leftover: 0,
    trigger: i.trigger.by,
    staffId: i.trigger.by === 'staff' ? i.trigger.staffId : null,
  });
  if (!settlement) {
    const found = await repo.findSettlement(tx, i.videoId, i.day);
    return { settlement: found!, created: false };
  }

  const dramaAccount = await ledger.platformAccount(tx, accountCodes.dramaRevenue(i.videoId));
  const line = { kind: 'revenueRecognised' as const, drama: i.title, day: i.day };
  const fromContent = i.unlockGross + f.vipShare;
  if (fromContent > 0)
    await ledger.transfer(tx, {
      transferId: `settle:${settlement.id}:content`,
      debitAccountId: ledger.ref.platform(accountCodes.contentShard(i.videoId)),
      creditAccountId: dramaAccount,
      amount: fromContent,
      kind: 'revenue',
      reference: { type: 'revenue_settlement', id: settlement.id },
      line,
      memo: `Settlement ${settlement.id}: unlocks and VIP share of drama ${i.videoId} on ${i.day}`,
    });
  if (adGross > 0)
    await ledger.transfer(tx, {
      transferId: `settle:${settlement.id}:ads`,
      debitAccountId: ledger.ref.platform(accountCodes.adsDeferred),
      creditAccountId: dramaAccount,
      amount: adGross,
      kind: 'revenue',
      reference: { type: 'revenue_settlement', id: settlement.id },
      line,
      memo: `Settlement ${settlement.id}: ads of drama ${i.videoId} on ${i.day}`,
    });

  let paid = 0;
  let leftover = 0;
  for (const offering of i.offerings) {
    const holdings = await repo.holdings(tx, offering.id, i.start);
    const split = splitPool(f.net, offering.shareBp, offering.unitsIssued, holdings);
    await repo.insertShare(tx, {
      settlementId: settlement.id,
      offeringId: offering.id,
      shareBp: offering.shareBp,
      unitsIssued: offering.unitsIssued,
      unitsHeld: split.unitsHeld,
      pool: split.pool,
      paid: split.paid,
      unheld: split.unheld,
      leftover: split.leftover,
      perUnit: split.perUnit,
    });
    for (const [k, h] of holdings.entries()) {
      const amount = split.amounts[k]!;
      const transferId = amount > 0 ? `revenue:${settlement.id}:${h.id}` : null;
      const payout = await repo.insertPayout(tx, {
        settlementId: settlement.id,
        offeringId: offering.id,
        reservationId: h.id,
        userId: h.userId,
        videoId: i.videoId,
        day: i.day,
        units: h.units,
        amount,
        transferId,
      });
      if (transferId)
        await ledger.transfer(tx, {
          transferId,
          debitAccountId: dramaAccount,
          creditAccountId: ledger.ref.user(h.userId),
          amount,
          kind: 'income',
          reference: { type: 'revenue_payout', id: payout.id },
          line: { kind: 'revenueShare', drama: i.title, day: i.day },
          memo: `Revenue share of drama ${i.videoId} on ${i.day}: ${h.units}/${offering.unitsIssued} units`,
        });
    }
    paid += split.paid;
    leftover += split.leftover;
  }
  await repo.setSettlementPaid(tx, settlement.id, paid, leftover);
  return { settlement: { ...settlement, paid, leftover }, created: true };
}

/**
 * The daily job (00:00 in REVENUE_SHARE_TZ): settles every finished day since the last settled one
 * (at most a month back), oldest first. Safe to run twice, or on two nodes at once.
 */
export async function settleDue(ctx: SettleContext, now: Date) {
  const yesterday = shiftSettlementDay(settlementDayOf(now, ctx.config.REVENUE_SHARE_TZ), -1);
  const last = await repo.lastSettledDay(ctx.db, yesterday);
  const floor = shiftSettlementDay(yesterday, -CATCH_UP_DAYS + 1);
  // The last settled day again: a run that stopped half way through its dramas finishes them.
  let day = last ?? yesterday;
  if (day < floor) day = floor;
  const settled: SettledDrama[] = [];
  for (; day <= yesterday; day = shiftSettlementDay(day, 1)) {
    settled.push(...(await settleDay(ctx, day, { by: 'schedule' })));
  }
  return settled;
}
