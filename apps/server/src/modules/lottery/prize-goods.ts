import type { PrizeGoods, WonGoods } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { cartRepository, sellable } from '#server/modules/cart/index.js';
import { lotteryRepository as repo, type GoodsWinRow } from './lottery.repository.js';

/**
 * The products of goods prizes (decision 55), by specification id: what pages show, and whether one
 * unit can be ordered now (on sale, its store selling, in stock). A prize whose product cannot be
 * ordered is no prize for the draw, and the page says so.
 */
export async function prizeGoodsOf(tx: Tx, skuIds: number[]) {
  const rows = await cartRepository.skus(tx, [...new Set(skuIds)]);
  const out = new Map<number, { goods: PrizeGoods; available: boolean }>();
  for (const r of rows)
    out.set(r.sku.id, {
      goods: {
        skuId: r.sku.id,
        goodsId: r.goods.id,
        title: r.goods.title,
        image: r.goods.images[0] ?? '',
        skuName: r.sku.name,
        price: r.sku.price,
        store: r.store.name,
      },
      available: sellable(r),
    });
  return out;
}

/** A won goods prize as the buyer's pages show it. */
export function wonGoodsView(
  win: GoodsWinRow,
  orderNo: string | null,
  goods: Map<number, { goods: PrizeGoods }>,
): WonGoods | null {
  const g = goods.get(win.skuId)?.goods;
  if (!g) return null;
  return {
    ...g,
    id: win.id,
    state: win.orderId ? 'ordered' : 'toClaim',
    orderId: win.orderId,
    orderNo: win.orderId ? orderNo : null,
  };
}

/** The goods these draws won, as shown, by draw id. */
export async function goodsWonInDraws(tx: Tx, drawIds: number[]) {
  const wins = await repo.goodsWinsOfDraws(tx, drawIds);
  const goods = await prizeGoodsOf(
    tx,
    wins.map((w) => w.win.skuId),
  );
  const out = new Map<number, WonGoods>();
  for (const { win, orderNo } of wins) {
    const view = wonGoodsView(win, orderNo, goods);
    if (view) out.set(win.drawId, view);
  }
  return out;
}
