import { ORDER_QUANTITY_MAX } from '@app/contract';
import { goodsBuyable, storeCanSell } from '#server/modules/catalog/index.js';
import type { SkuRow } from './cart.repository.js';

/** How many more units of a product this buyer may order: stock and the per-buyer limit (spec §5). */
export function allowance(row: SkuRow, bought: number) {
  const perBuyer = row.goods.maxPerCustomer > 0 ? Math.max(row.goods.maxPerCustomer - bought, 0) : Infinity;
  return Math.min(row.sku.stock, perBuyer, ORDER_QUANTITY_MAX);
}

/** Whether a specification can be bought at all: on sale, from a store that can sell, in stock. */
export function sellable(row: SkuRow) {
  return goodsBuyable(row.goods) && storeCanSell(row.store.status) && row.sku.stock > 0;
}
