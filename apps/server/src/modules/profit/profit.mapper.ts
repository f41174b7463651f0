import type { PayoutBreakdown, SettlementInputs, SettlementShare } from '@app/contract';
import type { PayoutRowDb, SettlementRowDb, ShareRowDb } from './profit.repository.js';

export function toInputs(s: SettlementRowDb, title: string): SettlementInputs {
  return {
    id: s.id,
    videoId: s.videoId,
    title,
    day: s.day,
    timeZone: s.timeZone,
    dayStartsAt: s.dayStartsAt.toISOString(),
    dayEndsAt: s.dayEndsAt.toISOString(),
    unlockGross: s.unlockGross,
    vipPool: s.vipPool,
    vipSeconds: s.vipSeconds,
    vipSecondsAll: s.vipSecondsAll,
    vipShare: s.vipShare,
    adGross: s.adGross,
    gross: s.unlockGross + s.vipShare + s.adGross,
    deductionBp: s.deductionBp,
    deductions: s.deductions,
    adjustments: s.adjustments,
    carriedIn: s.carriedIn,
    net: s.net,
    carriedOut: s.carriedOut,
    paid: s.paid,
    leftover: s.leftover,
    trigger: s.trigger,
    settledAt: s.createdAt.toISOString(),
  };
}

export function toShare(s: ShareRowDb): SettlementShare {
  return {
    offeringId: s.offeringId,
    shareBp: s.shareBp,
    unitsIssued: s.unitsIssued,
    unitsHeld: s.unitsHeld,
    pool: s.pool,
    paid: s.paid,
    unheld: s.unheld,
    leftover: s.leftover,
    perUnit: s.perUnit,
  };
}

export function toBreakdown(r: {
  payout: PayoutRowDb;
  settlement: SettlementRowDb;
  share: ShareRowDb;
  title: string;
}): PayoutBreakdown {
  return {
    id: r.payout.id,
    settlementId: r.settlement.id,
    offeringId: r.payout.offeringId,
    videoId: r.payout.videoId,
    title: r.title,
    day: r.payout.day,
    units: r.payout.units,
    unitsIssued: r.share.unitsIssued,
    shareBp: r.share.shareBp,
    net: r.settlement.net,
    pool: r.share.pool,
    amount: r.payout.amount,
    creditedAt: r.payout.createdAt.toISOString(),
  };
}
