import type { Tx } from '#server/db/client.js';
import { advRepository as repo } from './adv.repository.js';
import { recognisedOn } from './adv.rules.js';

/** What the daily settlement reads of ad placements (issue 15 part 2; the settlement is H2's, decision 48). */
export interface AdRevenueSource {
  /** Per drama id: ad price recognised for delivery in the settlement day [start, end). */
  recognised(tx: Tx, day: string, start: Date, end: Date): Promise<Map<number, number>>;
  /** Per drama id: refunds made in [start, end) of ad revenue already settled on earlier days. */
  refundedAfterSettlement(tx: Tx, start: Date, end: Date): Promise<Map<number, number>>;
}

/**
 * Ad revenue by settlement day: every paid placement covering the day contributes its day's part
 * (floor(price / days), the remainder on the last day); a taken-down one only the days delivered
 * before the take-down, and nothing once refunded in full. The rows are read FOR SHARE, so a
 * take-down running at the same time either waits for the settlement (and then finds the day
 * settled) or goes first (and the settlement reads it taken down).
 */
export const adRevenueSource: AdRevenueSource = {
  async recognised(tx, day) {
    const placements = await repo.coveringDay(tx, day);
    const perDrama = new Map<number, number>();
    for (const p of placements) {
      const part = recognisedOn(p, day);
      if (part > 0) perDrama.set(p.videoId, (perDrama.get(p.videoId) ?? 0) + part);
    }
    return perDrama;
  },
  refundedAfterSettlement(tx, start, end) {
    return repo.refundedSettledIn(tx, start, end);
  },
};
