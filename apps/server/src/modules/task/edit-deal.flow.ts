import { DEAL_DAYS_MAX, type DealEffect, type DealPriceMode } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { dealEvent } from './task.mapper.js';
import { taskRepository as repo, type DealRow } from './task.repository.js';

const DAY = 86_400_000;

/** A deal's terms as staff set them; `price` only for a set amount. */
export type DealTerms = {
  priceMode: DealPriceMode;
  price?: number;
  targetCount: number;
  cashback: number;
  effect: DealEffect;
  startsAt?: string;
  deadline: string;
};

const invalid = (field: string, rule: string, key: string, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_FAILED', {}, [{ field, rule, key, ...(params ? { params } : {}) }]);

/**
 * The order amount and the times the terms give (decision 54): in mode `product` the specification's
 * price now (fixed from then on), in mode `amount` the set amount, which must be below that price.
 * The deadline comes after the start, within DEAL_DAYS_MAX days; the cashback stays below the amount.
 */
export function resolveTerms(terms: DealTerms, listPrice: number, startsAt: Date, now: Date) {
  const price = terms.priceMode === 'product' ? listPrice : terms.price!;
  if (terms.priceMode === 'amount' && price >= listPrice) {
    throw invalid('price', 'max', 'validation.dealAmountBelowPrice');
  }
  if (terms.cashback >= price) throw invalid('cashback', 'max', 'validation.dealCashbackBelowPrice');
  const deadline = new Date(terms.deadline);
  if (deadline <= startsAt || deadline <= now) {
    throw invalid('deadline', 'after', 'validation.dealDeadlineAfterStart');
  }
  if (deadline.getTime() - startsAt.getTime() > DEAL_DAYS_MAX * DAY) {
    throw invalid('deadline', 'max', 'validation.dealTooLong', { max: DEAL_DAYS_MAX });
  }
  return { price, deadline };
}

/**
 * Staff edit a deal (decision 54), in the caller's transaction under the deal's row lock. Before
 * anyone joined every term may change (the product stays); after the first join people paid at
 * these terms, so only the deadline may move, and only later (DEAL_TERMS_LOCKED for any other
 * change, a field error for an earlier deadline). Extending stamps `deadline_extended_at`, which
 * buyers see. Answers the deal before and after.
 */
export async function editDeal(
  tx: Tx,
  input: { dealId: number; terms: DealTerms; listPrice: number; now: Date },
): Promise<{ before: DealRow; after: DealRow }> {
  const { terms, now } = input;
  const d = await repo.lock(tx, input.dealId);
  if (!d) throw new AppError('DEAL_NOT_FOUND');
  if (d.status !== 'open') throw new AppError('DEAL_CLOSED');
  const deadline = new Date(terms.deadline);
  let set: Partial<DealRow>;
  if (d.joined > 0) {
    const samePrice =
      terms.priceMode === d.priceMode && (terms.priceMode === 'product' || terms.price === d.price);
    const sameStart =
      terms.effect === d.effect &&
      (terms.effect === 'immediate' || new Date(terms.startsAt!).getTime() === d.startsAt.getTime());
    if (!samePrice || !sameStart || terms.targetCount !== d.targetCount || terms.cashback !== d.cashback) {
      throw new AppError('DEAL_TERMS_LOCKED', { joined: d.joined });
    }
    if (deadline < d.deadline) throw invalid('deadline', 'min', 'validation.dealDeadlineNotShorter');
    if (deadline.getTime() - d.startsAt.getTime() > DEAL_DAYS_MAX * DAY) {
      throw invalid('deadline', 'max', 'validation.dealTooLong', { max: DEAL_DAYS_MAX });
    }
    set = { deadline };
  } else {
    // A deal already running keeps its start; a timed one may move while nobody has joined.
    const startsAt =
      terms.effect === 'timed' ? new Date(terms.startsAt!) : d.startsAt <= now ? d.startsAt : now;
    const resolved = resolveTerms(terms, input.listPrice, startsAt, now);
    set = {
      priceMode: terms.priceMode,
      price: resolved.price,
      targetCount: terms.targetCount,
      cashback: terms.cashback,
      effect: terms.effect,
      startsAt,
      deadline: resolved.deadline,
    };
  }
  if (deadline > d.deadline) set.deadlineExtendedAt = now;
  const after = await repo.update(tx, d.id, set);
  await repo.notify(tx, dealEvent(after, now));
  return { before: d, after };
}
