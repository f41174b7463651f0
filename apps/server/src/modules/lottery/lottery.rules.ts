import { ODDS_TOTAL_BP } from '@app/contract';

/** A prize as the draw sees it: its published odds and whether any is left. */
export interface DrawablePrize {
  id: number;
  oddsBp: number;
  stock: number | null;
  won: number;
  /** False when a goods prize's product is off sale or out of stock (decision 55): no prize then. */
  available?: boolean;
}

export const inStock = (p: Pick<DrawablePrize, 'stock' | 'won'>) => p.stock === null || p.won < p.stock;
/** Whether a draw landing on the prize wins it: stock left, and (goods) its product can be ordered. */
export const drawable = (p: DrawablePrize) => inStock(p) && p.available !== false;

/**
 * Which prize a roll in [0, 10,000) lands on (decision 55): the prizes take consecutive bands of
 * their published odds in table order, "no prize" the rest. A prize out of stock (or goods whose
 * product cannot be ordered) keeps its band and the band means no prize, so the other prizes' odds never change: the page shows exactly this.
 */
export function pickPrize<P extends DrawablePrize>(prizes: readonly P[], roll: number): P | null {
  if (!Number.isInteger(roll) || roll < 0 || roll >= ODDS_TOTAL_BP) throw new Error(`lottery: roll ${roll}`);
  let upTo = 0;
  for (const p of prizes) {
    upTo += p.oddsBp;
    if (roll < upTo) return drawable(p) ? p : null;
  }
  return null;
}

/** The odds of no prize now: the published ones plus every out-of-stock prize's. */
export function noPrizeNowBp(prizes: readonly DrawablePrize[]) {
  return ODDS_TOTAL_BP - prizes.filter(drawable).reduce((n, p) => n + p.oddsBp, 0);
}

/** Points earned on a completed order: whole points per 1.00 of what the buyer paid, rounded down. */
export function orderPoints(paidMinor: number, pointsPerUnit: number) {
  return Math.floor((Math.max(0, paidMinor) * pointsPerUnit) / 100);
}
