/**
 * The revenue share's arithmetic (decision 48), without I/O: what a progress report adds to VIP watch
 * time, a drama's net revenue of a settlement day, and how an offering's pool is split. All amounts
 * are integer minor units; every division floors, and what flooring leaves stays with the platform,
 * recorded.
 */

/** A report may count a few seconds more than the wall time since the previous one (clocks, buffering). */
export const WATCH_SLACK_SECONDS = 5;

export interface WatchReport {
  videoId: number;
  itemId: number;
  positionSeconds: number;
  at: Date;
}

/**
 * Seconds actually watched between two progress reports of one viewer: the advance on the same
 * episode (or from the start of another episode of the same drama), capped by the wall time since
 * the previous report (+ slack) and by the episode's duration. Nothing for a first report, for going
 * back, or for a report on another drama than the previous one.
 */
export function watchedSeconds(prev: WatchReport | undefined, next: WatchReport, durationSeconds: number) {
  if (!prev || prev.videoId !== next.videoId) return 0;
  const advance =
    prev.itemId === next.itemId ? next.positionSeconds - prev.positionSeconds : next.positionSeconds;
  if (advance <= 0) return 0;
  const wall = Math.max(0, Math.floor((next.at.getTime() - prev.at.getTime()) / 1000)) + WATCH_SLACK_SECONDS;
  const cap = durationSeconds > 0 ? durationSeconds : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(advance, wall, cap));
}

/** floor(a × b / c) without losing precision on large products; 0 when c is 0. */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

export interface DayInputs {
  unlockGross: number;
  vipPool: number;
  vipSeconds: number;
  vipSecondsAll: number;
  adGross: number;
  deductionBp: number;
  adjustments: number;
  carriedIn: number;
}

/**
 * A drama's figures for one settlement day: its VIP share by watch time, the disclosed deduction,
 * and the net (never below zero: what adjustments and carried shortfall leave below zero is carried
 * into the next day).
 */
export function dayFigures(i: DayInputs) {
  const vipShare = i.vipSecondsAll > 0 ? mulDivFloor(i.vipPool, i.vipSeconds, i.vipSecondsAll) : 0;
  const gross = i.unlockGross + vipShare + i.adGross;
  const deductions = mulDivFloor(gross, i.deductionBp, 10_000);
  const raw = gross - deductions - i.adjustments - i.carriedIn;
  return { vipShare, gross, deductions, net: Math.max(0, raw), carriedOut: Math.max(0, -raw) };
}

/**
 * One offering's part of a day's net: pool = floor(net × share / 10,000); each holding gets
 * floor(pool × units / units issued); units nobody held earn the platform their part (unheld), and the
 * rest of the pool is rounding (leftover). pool = paid + unheld + leftover exactly.
 */
export function splitPool(net: number, shareBp: number, unitsIssued: number, holdings: { units: number }[]) {
  const pool = mulDivFloor(net, shareBp, 10_000);
  const amounts = holdings.map((h) => mulDivFloor(pool, h.units, unitsIssued));
  const paid = amounts.reduce((n, a) => n + a, 0);
  const unitsHeld = holdings.reduce((n, h) => n + h.units, 0);
  const unheld = mulDivFloor(pool, Math.max(0, unitsIssued - unitsHeld), unitsIssued);
  return {
    pool,
    amounts,
    paid,
    unitsHeld,
    unheld,
    leftover: pool - paid - unheld,
    perUnit: mulDivFloor(pool, 1, unitsIssued),
  };
}
