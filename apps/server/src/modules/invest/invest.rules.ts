import {
  rushPhase,
  VIP_LEVEL_OF_PERIOD,
  type OfferingState,
  type RushState,
  type VipPeriod,
} from '@app/contract';
import { previousMonth, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
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
  return rushPhase(o, now);
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
  const month = previousMonth(today);
  return { yesterday: shiftSettlementDay(today, -1), monthFrom: month.from, monthTo: month.to };
}
