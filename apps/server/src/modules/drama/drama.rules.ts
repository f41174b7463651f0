import type { VipState } from '@app/contract';
import type { VideoItemRow, VideoRow } from './drama.repository.js';

/** Free: within the drama's free episodes, or priced at nothing. */
export function isFree(video: Pick<VideoRow, 'freeEpisodes'>, item: Pick<VideoItemRow, 'index' | 'price'>) {
  return item.index <= video.freeEpisodes || item.price === 0;
}

/** A viewer's VIP membership as the clients show it, from its end date (none: never bought). */
export function vipStateOf(endsAt: Date | undefined, now = Date.now()): VipState {
  if (!endsAt) return { status: 'not_activated', endsAt: null };
  return { status: endsAt.getTime() > now ? 'active' : 'expired', endsAt: endsAt.toISOString() };
}

/** A VIP plan's sale: its price, start and end (any null: no sale). */
export interface PlanSale {
  price: number;
  discountPrice: number | null;
  discountStartsAt: Date | null;
  discountEndsAt: Date | null;
}

/**
 * What a plan costs at `now`: the sale price from its start (inclusive) until its end (exclusive),
 * else the list price. A sale price that is not below the list price is never applied.
 */
export function planPriceAt(plan: PlanSale, now = Date.now()) {
  const { price, discountPrice, discountStartsAt, discountEndsAt } = plan;
  const onSale =
    discountPrice !== null &&
    discountStartsAt !== null &&
    discountEndsAt !== null &&
    discountPrice > 0 &&
    discountPrice < price &&
    discountStartsAt.getTime() <= now &&
    now < discountEndsAt.getTime();
  return onSale
    ? { price: discountPrice, listPrice: price, saleEndsAt: discountEndsAt }
    : { price, listPrice: price, saleEndsAt: null };
}

/** The whole percent a sale takes off, rounded down (what a banner may claim, never more). */
export function percentOff(listPrice: number, price: number) {
  return listPrice > 0 ? Math.floor(((listPrice - price) * 100) / listPrice) : 0;
}
