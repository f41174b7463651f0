import {
  markedUpPrice,
  type Locale,
  type SellerGoods,
  type SellerGoodsInfo,
  type WarehouseGoods,
} from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { catalogRepository } from './catalog.repository.js';
import type { SellerGoodsRow } from './seller-goods.repository.js';
import { warehouseRepository as warehouseRepo, type WarehouseGoodsRow } from './warehouse.repository.js';

/** A store's product as its list shows it. */
export function toSellerGoods(g: SellerGoodsRow): SellerGoods {
  return {
    id: g.id,
    title: g.title,
    image: g.images[0] ?? '',
    price: g.price,
    originalPrice: g.originalPrice,
    stock: g.stock,
    sold: g.sold,
    onSale: g.onSale,
    pinned: g.pinnedAt !== null,
    review: g.review,
    reviewReason: g.review === 'rejected' ? g.reviewReason : '',
    fromWarehouse: g.warehouseGoodsId !== null,
    createdAt: g.createdAt.toISOString(),
  };
}

/**
 * Products with their specifications as the edit form (and the console's review) needs them: on a
 * warehouse listing each specification carries the highest price the store's margin allows and
 * what the warehouse still has.
 */
export async function sellerGoodsInfos(
  tx: Tx,
  rows: SellerGoodsRow[],
  marginBps: number,
): Promise<SellerGoodsInfo[]> {
  if (!rows.length) return [];
  const skus = await catalogRepository.skusOfMany(
    tx,
    rows.map((g) => g.id),
  );
  const warehouse = await warehouseRepo.skusById(
    tx,
    skus.flatMap((k) => (k.warehouseSkuId ? [k.warehouseSkuId] : [])),
  );
  return rows.map((g) => ({
    ...toSellerGoods(g),
    categoryId: g.categoryId,
    images: g.images,
    description: g.description,
    shippingFee: g.shippingFee,
    maxPerCustomer: g.maxPerCustomer,
    skus: skus
      .filter((k) => k.goodsId === g.id)
      .map((k) => {
        const w = k.warehouseSkuId ? warehouse.get(k.warehouseSkuId) : undefined;
        return {
          id: k.id,
          name: k.name,
          price: k.price,
          originalPrice: k.originalPrice,
          stock: k.stock,
          wholesaleCost: k.wholesaleCost,
          maxPrice: w ? markedUpPrice(w.wholesaleCost, marginBps) : null,
          warehouseStock: w ? w.stock : null,
        };
      }),
  }));
}

/**
 * Warehouse products as sellers and staff read them: specifications, cost, stock, and how many
 * stores list each (with `storeId`, that store's own listing).
 */
export async function warehouseItems(
  tx: Tx,
  rows: WarehouseGoodsRow[],
  storeId: number | null,
  locale: Locale,
): Promise<WarehouseGoods[]> {
  const ids = rows.map((w) => w.id);
  const [skus, listings, names] = await Promise.all([
    warehouseRepo.skusOf(tx, ids),
    warehouseRepo.listings(tx, ids, storeId),
    warehouseRepo.categoryNames(
      tx,
      rows.map((w) => w.categoryId),
      locale,
    ),
  ]);
  return rows.map((w) => {
    const own = skus.filter((k) => k.warehouseGoodsId === w.id);
    return {
      id: w.id,
      title: w.title,
      image: w.images[0] ?? '',
      images: w.images,
      categoryId: w.categoryId,
      categoryName: names.get(w.categoryId) ?? '',
      description: w.description,
      shippingFee: w.shippingFee,
      wholesaleCost: own.length ? Math.min(...own.map((k) => k.wholesaleCost)) : 0,
      stock: own.reduce((n, k) => n + k.stock, 0),
      skus: own.map((k) => ({
        id: k.id,
        name: k.name,
        wholesaleCost: k.wholesaleCost,
        originalPrice: k.originalPrice,
        stock: k.stock,
      })),
      listedAs: listings.get(w.id)?.listedAs ?? null,
      listings: listings.get(w.id)?.listings ?? 0,
      active: w.active,
    };
  });
}
