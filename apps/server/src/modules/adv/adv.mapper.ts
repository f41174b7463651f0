import { adPlacementState, rushPhase, type AdRushState } from '@app/contract';
import type { AdPlacementRow, AdSlotRow } from './adv.repository.js';

type DramaRef = { id: number; title: string; cover: string };
type DayRow = { day: string; impressions: number; taps: number };

/** Spec §4's states for the caller: their own reserved (`pay`) or paid (`participated`) placement first. */
export function rushStateFor(slot: AdSlotRow, mine: AdPlacementRow | undefined, now: number): AdRushState {
  if (mine?.status === 'reserved') return 'pay';
  if (mine?.status === 'paid') return 'participated';
  const rush = rushPhase(slot, now);
  if (rush === 'inProgress' && slot.taken >= slot.stock) return 'ended';
  return rush;
}

export function toAdvSlot(slot: AdSlotRow, drama: DramaRef, mine: AdPlacementRow | undefined, now: number) {
  return {
    id: slot.id,
    drama,
    firstDay: slot.firstDay,
    days: slot.days,
    timeZone: slot.timeZone,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    price: slot.price,
    stock: slot.stock,
    stockLeft: slot.stock - slot.taken,
    rushStartsAt: slot.rushStartsAt.toISOString(),
    rushEndsAt: slot.rushEndsAt.toISOString(),
    state: rushStateFor(slot, mine, now),
    placementId: mine?.id ?? null,
    payBy: mine?.status === 'reserved' ? mine.payBy.toISOString() : null,
  };
}

export function toAdvPlacement(p: AdPlacementRow, drama: DramaRef, perDay: DayRow[], now: number) {
  return {
    id: p.id,
    slotId: p.slotId,
    drama,
    firstDay: p.firstDay,
    days: p.days,
    timeZone: p.timeZone,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    price: p.price,
    state: adPlacementState(p, now),
    reservedAt: p.reservedAt.toISOString(),
    payBy: p.payBy.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    headline: p.headline,
    image: p.image,
    link: p.link,
    impressions: p.impressions,
    taps: p.taps,
    perDay,
    refunded: p.refundedDeferred + p.refundedSettled,
    takenDownAt: p.takenDownAt?.toISOString() ?? null,
  };
}

export function toAdminSlot(slot: AdSlotRow, drama: DramaRef, paid: number, now: number) {
  return {
    id: slot.id,
    drama,
    firstDay: slot.firstDay,
    days: slot.days,
    timeZone: slot.timeZone,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    price: slot.price,
    stock: slot.stock,
    taken: slot.taken,
    paid,
    rushStartsAt: slot.rushStartsAt.toISOString(),
    rushEndsAt: slot.rushEndsAt.toISOString(),
    rush: rushPhase(slot, now),
    updatedAt: slot.updatedAt.toISOString(),
  };
}

export function toAdminPlacement(
  p: AdPlacementRow,
  drama: DramaRef,
  advertiser: { id: number; email: string },
  now: number,
) {
  return {
    id: p.id,
    slotId: p.slotId,
    drama,
    advertiser,
    firstDay: p.firstDay,
    days: p.days,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    price: p.price,
    state: adPlacementState(p, now),
    reservedAt: p.reservedAt.toISOString(),
    payBy: p.payBy.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    headline: p.headline,
    image: p.image,
    link: p.link,
    impressions: p.impressions,
    taps: p.taps,
    takenDownAt: p.takenDownAt?.toISOString() ?? null,
    takeDownReason: p.takeDownReason,
    refundFull: p.refundFull,
    deliveredDays: p.deliveredDays,
    refundedDeferred: p.refundedDeferred,
    refundedSettled: p.refundedSettled,
  };
}
