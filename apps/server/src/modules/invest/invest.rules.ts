import { VIP_LEVEL_OF_PERIOD, type OfferingState, type RushState, type VipPeriod } from '@app/contract';
import { settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import type { EarningRanges } from './invest.repository.js';

/** Decision 47: 0 without an active membership, else the longest period among the VIP purchases covering now. */
export function vipLevelOf(periods: readonly VipPeriod[]): number {
  return periods.reduce((level, p) => Math.max(level, VIP_LEVEL_OF_PERIOD[p]), 0);
}

interface RushTimes {
  rushStartsAt: Date;
  rushEndsAt: Date;
}

/** Spec §4 for one viewer: a reservation to pay first, then holding units, then the rush's times. */
export function rushStateOf(o: RushTimes, now: Date, stake?: { units: number; due?: unknown }): RushState {
  if (stake?.due) return 'pay';
  if (stake && stake.units > 0) return 'participated';
  if (now < o.rushStartsAt) return 'notStarted';
  if (now >= o.rushEndsAt) return 'ended';
  return 'inProgress';
}

/** The console's view of an offering's rush. */
export function offeringStateOf(o: RushTimes & { paused: boolean }, now: Date): OfferingState {
  if (now >= o.rushEndsAt) return 'ended';
  if (o.paused) return 'paused';
  return now < o.rushStartsAt ? 'notStarted' : 'inProgress';
}

/**
 * The settlement days the earnings figures sum: yesterday (the last settled day) and the calendar
 * month before the current one, both in the stated time zone.
 */
export function earningRanges(now: Date, timeZone: string): EarningRanges {
  const today = settlementDayOf(now, timeZone);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const prevY = m === 1 ? y - 1 : y;
  const prevM = m === 1 ? 12 : m - 1;
  const monthFrom = `${prevY}-${String(prevM).padStart(2, '0')}-01`;
  const monthTo = shiftSettlementDay(`${y}-${String(m).padStart(2, '0')}-01`, -1);
  return { yesterday: shiftSettlementDay(today, -1), monthFrom, monthTo };
}
