import type { Tx } from '#server/db/client.js';

/**
 * Where a settlement reads a drama's ad revenue (issue 15 part 4). The ad placements module provides
 * the real source; without it a settlement counts no ad revenue.
 */
export interface AdRevenueSource {
  /** Per drama id: ad price recognised for delivery in the settlement day [start, end). */
  recognised(tx: Tx, day: string, start: Date, end: Date): Promise<Map<number, number>>;
  /** Per drama id: refunds made in [start, end) of ad revenue already settled on earlier days. */
  refundedAfterSettlement(tx: Tx, start: Date, end: Date): Promise<Map<number, number>>;
}

/** No ad placements: nothing recognised, nothing refunded. */
export const noAdRevenue: AdRevenueSource = {
  recognised: async () => new Map(),
  refundedAfterSettlement: async () => new Map(),
};
