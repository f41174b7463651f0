import {
  PRICE_RAISE_DAYS,
  PROMOTION_DURATION_DAYS,
  PROMOTION_SCHEDULE_DAYS_MAX,
  type ApiInput,
  type PromotionSettings,
  type RecordLine,
} from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { promotionRepository as repo, type PromotionRow } from './promotion.repository.js';
import { daysMs, endAfter, promotionCost, stateAt } from './promotion.rules.js';

type AddBody = ApiInput<'store/addPromotion'>;
type RenewBody = ApiInput<'store/renewPromotions'>;

const field = (f: string, key: string, rule: string, params: Record<string, unknown> = {}) =>
  new AppError('VALIDATION_FAILED', {}, [{ field: f, rule, key, params }]);

/** Refuses products whose price was raised in the last 7 days (Shopee's guard against fake discounts). */
async function checkNoRecentRaise(tx: Tx, goods: { id: number; title: string }[], at: Date) {
  const raised = await repo.raisedSince(
    tx,
    goods.map((g) => g.id),
    new Date(at.getTime() - daysMs(PRICE_RAISE_DAYS)),
  );
  const first = goods.find((g) => raised.has(g.id));
  if (first) throw new AppError('PROMOTION_PRICE_RAISED', { title: first.title, days: PRICE_RAISE_DAYS });
}

/**
 * Spends `points` of the store's points on promotions, one transfer per promotion (ids from it):
 * the store's account is locked first, so two spends at once cannot both use the same points.
 */
async function spend(
  tx: Tx,
  storeId: number,
  parts: { transferId: string; points: number; promotionId: number; line: RecordLine }[],
) {
  const account = await ledger.storePointsAccount(tx, storeId);
  const spent = await ledger.platformAccount(tx, accountCodes.pointsSpent, 'points');
  await ledger.lock(tx, [account, spent]);
  const need = parts.reduce((n, p) => n + p.points, 0);
  const balance = await ledger.storePoints(tx, storeId);
  if (need > balance) throw new AppError('POINTS_INSUFFICIENT', { need, balance });
  for (const p of parts) {
    await ledger.transfer(tx, {
      transferId: p.transferId,
      debitAccountId: account,
      creditAccountId: spent,
      amount: p.points,
      kind: 'promotion_spend',
      reference: { type: 'promotion', id: p.promotionId },
      line: p.line,
      memo: `promotion ${p.promotionId}`,
    });
  }
  return { points: need, balance: balance - need };
}

/**
 * Adds a promotion per product (spec §4): only the store's own buyable products, none with a
 * running or scheduled promotion, none raised in price in the last 7 days; the discount at most the
 * configured highest; the cost (products × days × points per product-day) spent at once.
 */
export async function addPromotions(tx: Tx, storeId: number, body: AddBody, settings: PromotionSettings) {
  const at = clock.now();
  const ids = [...new Set(body.goodsIds)];
  if (body.discountPercent > settings.maxDiscountPercent) {
    throw field('discountPercent', 'validation.tooBig', 'max', { max: settings.maxDiscountPercent });
  }
  let startsAt = at;
  if (body.effect === 'scheduled') {
    if (!body.startAt) throw field('startAt', 'validation.startRequired', 'required');
    startsAt = new Date(body.startAt);
    if (startsAt <= at || startsAt.getTime() > at.getTime() + daysMs(PROMOTION_SCHEDULE_DAYS_MAX)) {
      throw field('startAt', 'validation.startWindow', 'window', { max: PROMOTION_SCHEDULE_DAYS_MAX });
    }
  }
  const goods = await repo.lockStoreGoods(tx, storeId, ids);
  const byId = new Map(goods.map((g) => [g.id, g]));
  body.goodsIds.forEach((id, i) => {
    if (!byId.get(id)?.buyable) {
      throw new AppError('GOODS_NOT_FOUND', {}, [
        { field: `goodsIds.${i}`, rule: 'exists', key: 'validation.promotionGoods' },
      ]);
    }
  });
  const open = new Set((await repo.openOn(tx, ids, at)).map((r) => r.goodsId));
  const busy = goods.find((g) => open.has(g.id));
  if (busy) throw new AppError('PROMOTION_OVERLAP', { title: busy.title });
  await checkNoRecentRaise(tx, goods, at);
  const each = promotionCost(1, body.duration, settings.costPerProductDay);
  const endsAt = endAfter(startsAt, body.duration);
  const rows: PromotionRow[] = [];
  for (const g of goods) {
    rows.push(
      await repo.insertPromotion(tx, {
        storeId,
        goodsId: g.id,
        discountPercent: body.discountPercent,
        effect: body.effect,
        duration: body.duration,
        startsAt,
        endsAt,
        pointsSpent: each,
        createdAt: clock.stamp(),
      }),
    );
  }
  const days = PROMOTION_DURATION_DAYS[body.duration];
  const paid = await spend(
    tx,
    storeId,
    rows.map((r) => ({
      transferId: `promotion:${r.id}:add`,
      points: each,
      promotionId: r.id,
      line: { kind: 'promotionAdded', goods: byId.get(r.goodsId)!.title, days },
    })),
  );
  return { ids: rows.map((r) => r.id), ...paid };
}

/**
 * Renews promotions (spec §4 batch renewal): a running or scheduled one runs `duration` longer from
 * its end; an ended one runs again from now for `duration` (the overlap and 7-day rules apply to it
 * as to a new one). Each costs days × points per product-day.
 */
export async function renewPromotions(tx: Tx, storeId: number, body: RenewBody, settings: PromotionSettings) {
  const at = clock.now();
  const ids = [...new Set(body.ids)];
  const rows = await repo.lockStorePromotions(tx, storeId, ids);
  if (rows.length !== ids.length) throw new AppError('PROMOTION_NOT_FOUND');
  const goods = await repo.lockStoreGoods(
    tx,
    storeId,
    rows.map((r) => r.goodsId),
  );
  const byId = new Map(goods.map((g) => [g.id, g]));
  const unbuyable = rows.find((r) => !byId.get(r.goodsId)?.buyable);
  if (unbuyable) throw new AppError('GOODS_OFF_SALE', { title: byId.get(unbuyable.goodsId)?.title ?? '' });
  const ended = rows.filter((r) => stateAt(r, at) === 'ended');
  const restarting = new Set<number>();
  for (const r of ended) {
    const g = byId.get(r.goodsId)!;
    if ((await repo.openOn(tx, [r.goodsId], at, r.id)).length || restarting.has(r.goodsId)) {
      throw new AppError('PROMOTION_OVERLAP', { title: g.title });
    }
    restarting.add(r.goodsId);
  }
  await checkNoRecentRaise(
    tx,
    ended.map((r) => byId.get(r.goodsId)!),
    at,
  );
  const each = promotionCost(1, body.duration, settings.costPerProductDay);
  const days = PROMOTION_DURATION_DAYS[body.duration];
  const parts = [];
  for (const r of rows) {
    const over = stateAt(r, at) === 'ended';
    const startsAt = over ? at : r.startsAt;
    const endsAt = endAfter(over ? at : r.endsAt, body.duration);
    const renewed = await repo.renew(tx, r.id, {
      startsAt,
      endsAt,
      points: each,
      at,
      duration: body.duration,
    });
    parts.push({
      transferId: `promotion:${r.id}:renew:${renewed.renewals}`,
      points: each,
      promotionId: r.id,
      line: { kind: 'promotionRenewed', goods: byId.get(r.goodsId)!.title, days } as RecordLine,
    });
  }
  const paid = await spend(tx, storeId, parts);
  return { count: rows.length, ...paid };
}
