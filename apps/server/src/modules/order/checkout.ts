import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { allowance, cartRepository, sellable } from '#server/modules/cart/index.js';
import { catalogRepository, goodsBuyable, storeCanSell } from '#server/modules/catalog/index.js';
import { promoteSkuRows } from '#server/modules/promotion/index.js';

/** One specification and how many of it a checkout is for. */
export interface CheckoutLine {
  skuId: number;
  quantity: number;
}

/** The lines a checkout is about: "buy now" lines, or the cart's selected lines. */
export async function checkoutLines(
  tx: Tx,
  userId: number,
  source: { items?: CheckoutLine[]; fromCart?: boolean },
): Promise<CheckoutLine[]> {
  if (source.items?.length) {
    // The same specification twice is one line.
    const merged = new Map<number, number>();
    for (const i of source.items) merged.set(i.skuId, (merged.get(i.skuId) ?? 0) + i.quantity);
    return [...merged].map(([skuId, quantity]) => ({ skuId, quantity }));
  }
  if (source.fromCart) {
    const selected = (await cartRepository.lines(tx, userId)).filter((l) => l.selected);
    // Lines the cart shows as unavailable (off sale, sold out, store closed) stay in the cart.
    const rows = await cartRepository.skus(
      tx,
      selected.map((l) => l.skuId),
    );
    const ok = new Set(rows.filter(sellable).map((r) => r.sku.id));
    const lines = selected.filter((l) => ok.has(l.skuId));
    if (lines.length) return lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity }));
  }
  throw new AppError('CART_EMPTY');
}

/**
 * Prices checkout lines per store and checks every rule a buyer could break: the product exists
 * and is on sale, its store can sell, and the quantity fits the stock and the per-buyer limit.
 */
export async function priceCheckout(tx: Tx, userId: number, lines: CheckoutLine[]) {
  // Each line's unit price is what buyers pay now: discounted while its product's promotion runs.
  const rows = await promoteSkuRows(
    tx,
    await cartRepository.skus(
      tx,
      lines.map((l) => l.skuId),
    ),
  );
  const bySku = new Map(rows.map((r) => [r.sku.id, r]));
  // What the buyer already bought counts only against a per-buyer limit: no limited product, no query.
  const limited = [...new Set(rows.filter((r) => r.goods.maxPerCustomer > 0).map((r) => r.goods.id))];
  const bought = await catalogRepository.boughtBy(tx, userId, limited);
  const perGoods = new Map<number, number>();
  const groups = new Map<
    number,
    {
      store: { id: number; name: string; logo: string; ownerId: number; notifyOrders: boolean };
      lines: { row: (typeof rows)[number]; quantity: number }[];
    }
  >();
  lines.forEach((l, index) => {
    const row = bySku.get(l.skuId);
    const field = `items.${index}`;
    if (!row)
      throw new AppError('GOODS_NOT_FOUND', {}, [
        { field: `${field}.skuId`, rule: 'exists', key: 'validation.invalid' },
      ]);
    if (!goodsBuyable(row.goods)) throw new AppError('GOODS_OFF_SALE', { title: row.goods.title });
    if (!storeCanSell(row.store.status)) throw new AppError('STORE_UNAVAILABLE', { name: row.store.name });
    if (!sellable(row) || row.sku.stock < l.quantity) {
      throw new AppError('OUT_OF_STOCK', { title: row.goods.title, stock: row.sku.stock }, [
        {
          field: `${field}.quantity`,
          rule: 'stock',
          key: 'validation.quantityStock',
          params: { max: row.sku.stock },
        },
      ]);
    }
    const total = (perGoods.get(row.goods.id) ?? 0) + l.quantity;
    perGoods.set(row.goods.id, total);
    const cap = allowance(
      { ...row, sku: { ...row.sku, stock: Number.MAX_SAFE_INTEGER } },
      bought.get(row.goods.id) ?? 0,
    );
    if (total > cap) {
      throw new AppError('QUANTITY_LIMIT', { title: row.goods.title, max: cap }, [
        { field: `${field}.quantity`, rule: 'max', key: 'validation.quantityLimit', params: { max: cap } },
      ]);
    }
    let group = groups.get(row.store.id);
    if (!group) {
      group = {
        store: {
          id: row.store.id,
          name: row.store.name,
          logo: row.store.logo,
          ownerId: row.store.ownerId,
          notifyOrders: row.store.notifyOrders,
        },
        lines: [],
      };
      groups.set(row.store.id, group);
    }
    group.lines.push({ row, quantity: l.quantity });
  });
  return [...groups.values()].map((g) => {
    const itemTotal = g.lines.reduce((n, l) => n + l.row.sku.price * l.quantity, 0);
    // One parcel per store: the order pays the highest shipping fee among its products.
    const shippingTotal = Math.max(0, ...g.lines.map((l) => l.row.goods.shippingFee));
    return { ...g, itemTotal, shippingTotal, total: itemTotal + shippingTotal };
  });
}

type PricedLine = Awaited<ReturnType<typeof priceCheckout>>[number]['lines'][number];

/** A priced line as an order line shows it (the checkout's preview, the order's summary). */
export function lineShown(l: PricedLine) {
  return {
    goodsId: l.row.goods.id,
    skuId: l.row.sku.id,
    title: l.row.goods.title,
    image: l.row.goods.images[0] ?? '',
    skuName: l.row.sku.name,
    price: l.row.sku.price,
    quantity: l.quantity,
  };
}
