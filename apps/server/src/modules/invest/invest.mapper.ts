import type { AdminOffering, Holding, OfferingCard, OfferingHolder } from '@app/contract';
import type { DramaRef, Earnings, OfferingRow, ReservationRow } from './invest.repository.js';
import { offeringStateOf, rushStateOf } from './invest.rules.js';

const NONE: Earnings = { yesterday: 0, lastMonth: 0, total: 0 };
type Stake = { units: number; paid: number; due?: { id: number; payBy: Date } };

/** An offering as a viewer reads it; `stake` is the caller's (none for a visitor). */
export function toCard(
  o: OfferingRow,
  drama: DramaRef,
  now: Date,
  stake: Stake | undefined,
  earnings: Earnings | undefined,
): OfferingCard {
  return {
    id: o.id,
    drama,
    earnsUntil: o.earnsUntil.toISOString(),
    unitPrice: o.unitPrice,
    shareBp: o.shareBp,
    vipLevel: o.vipLevel,
    perPersonLimit: o.perPersonLimit,
    unitsIssued: o.unitsIssued,
    unitsTaken: o.unitsTaken,
    unitsPaid: o.unitsPaid,
    unitsLeft: o.unitsIssued - o.unitsTaken,
    rushStartsAt: o.rushStartsAt.toISOString(),
    rushEndsAt: o.rushEndsAt.toISOString(),
    paused: o.paused,
    state: rushStateOf(o, now, stake),
    reservationId: stake?.due?.id ?? null,
    payBy: stake?.due?.payBy.toISOString() ?? null,
    myUnits: stake?.units ?? 0,
    earningsPerUnit: earnings ?? NONE,
  };
}

/** One of the caller's reservations; an unpaid one past its deadline reads as abandoned before the job runs. */
export function toHolding(
  r: ReservationRow,
  o: OfferingRow,
  drama: DramaRef,
  now: Date,
  earnings: Earnings | undefined,
): Holding {
  const state = r.status === 'reserved' && r.payBy <= now ? 'abandoned' : r.status;
  return {
    id: r.id,
    offeringId: o.id,
    drama,
    units: r.units,
    unitsIssued: o.unitsIssued,
    shareBp: o.shareBp,
    amount: r.amount,
    state,
    reservedAt: r.reservedAt.toISOString(),
    payBy: r.payBy.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    earnsUntil: o.earnsUntil.toISOString(),
    earnings: earnings ?? NONE,
  };
}

export function toAdminOffering(
  o: OfferingRow,
  drama: DramaRef,
  now: Date,
  held: { holders: number; paidAmount: number } | undefined,
): AdminOffering {
  return {
    id: o.id,
    drama,
    unitsIssued: o.unitsIssued,
    unitPrice: o.unitPrice,
    shareBp: o.shareBp,
    vipLevel: o.vipLevel,
    perPersonLimit: o.perPersonLimit,
    rushStartsAt: o.rushStartsAt.toISOString(),
    rushEndsAt: o.rushEndsAt.toISOString(),
    earnsUntil: o.earnsUntil.toISOString(),
    unitsTaken: o.unitsTaken,
    unitsPaid: o.unitsPaid,
    unitsReserved: o.unitsTaken - o.unitsPaid,
    paused: o.paused,
    state: offeringStateOf(o, now),
    holders: held?.holders ?? 0,
    paidAmount: held?.paidAmount ?? 0,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export function toHolder(
  r: ReservationRow,
  who: { email: string; nickname: string },
  earned: number,
): OfferingHolder {
  return {
    reservationId: r.id,
    userId: r.userId,
    email: who.email,
    nickname: who.nickname,
    units: r.units,
    amount: r.amount,
    state: r.status,
    reservedAt: r.reservedAt.toISOString(),
    payBy: r.payBy.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    earned: Number(earned),
  };
}
