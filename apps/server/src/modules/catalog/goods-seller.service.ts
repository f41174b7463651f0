import { markedUpPrice, type ApiInput, type SellerGoodsCounts, type StoreLevel } from '@app/contract';
import type { AppContext, SellerCall, StoreRow } from '#server/context.js';
import { isUniqueViolation, type Tx } from '#server/db/client.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit } from '#server/platform/audit/index.js';
import { guardPriceChange } from '#server/modules/promotion/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { toCommentItem } from './catalog.mapper.js';
import { catalogRepository as repo } from './catalog.repository.js';
import { saveSpecs } from './save-specs.flow.js';
import { sellerGoodsInfos, toSellerGoods, warehouseItems } from './seller-goods.records.js';
import { sellerGoodsRepository as goodsRepo } from './seller-goods.repository.js';
import { storeLevelTable } from './store-status.flow.js';
import { warehouseRepository as warehouseRepo } from './warehouse.repository.js';

type SaveBody = ApiInput<'store/saveGoods'>;
type CommentRow = NonNullable<Awaited<ReturnType<typeof goodsRepo.reply>>>;

/** The level row a store is at (the table's first row if its level is not in the table). */
async function levelOf(tx: Tx, store: StoreRow): Promise<StoreLevel> {
  const levels = await storeLevelTable(tx);
  return levels.find((l) => l.level === store.level) ?? levels[0]!;
}

const toSellerComment = (r: CommentRow) => ({
  ...toCommentItem(r.comment, r.nickname),
  goodsId: r.comment.goodsId,
  goodsTitle: r.goodsTitle,
  goodsImage: r.goodsImage,
});

/**
 * The seller center's products (spec §2): the store's own products and its listings of warehouse
 * products, within its level's product limit and margin; staff review when the console switch is on.
 */
export function createGoodsSellerService(ctx: AppContext) {
  const { db } = ctx;

  async function info(tx: Tx, store: StoreRow, id: number, level?: StoreLevel) {
    const row = await goodsRepo.own(tx, store.id, id);
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    const { marginBps } = level ?? (await levelOf(tx, store));
    return (await sellerGoodsInfos(tx, [row], marginBps))[0]!;
  }

  /** Refuses a new product when the store has as many as its level allows (the store row is locked). */
  async function checkLimit(tx: Tx, store: StoreRow, level: StoreLevel, adding: number) {
    await repo.lockStore(tx, store.id);
    if ((await goodsRepo.countLive(tx, store.id)) + adding > level.productLimit) {
      throw new AppError('GOODS_LIMIT', { limit: level.productLimit });
    }
  }

  /** Each image is the product's own already or a picture this seller uploaded for products. */
  async function checkImages(tx: Tx, call: SellerCall, images: string[], current: string[]) {
    for (const [i, url] of images.entries()) {
      if (current.includes(url)) continue;
      if (!(await fileRepository.ownsUpload(tx, call.user.id, url, 'goods'))) {
        throw fieldError(`images.${i}`, 'validation.image', 'own_upload');
      }
    }
  }

  /** The specifications of an own product: kept, changed, added (wholesale cost 0: the store ships). */
  async function writeOwnSkus(tx: Tx, goodsId: number, skus: SaveBody['skus']) {
    const values = ({ name, price, originalPrice, stock }: SaveBody['skus'][number], sort: number) => ({
      name,
      price,
      originalPrice,
      stock,
      wholesaleCost: 0,
      sort,
    });
    await saveSpecs({
      sent: skus,
      existingIds: await repo.skuIdsOf(tx, goodsId),
      refuse: (i) => fieldError(`skus.${i}.id`, 'validation.invalid', 'exists'),
      emptyOthers: (keep) => repo.emptySkusExcept(tx, goodsId, keep),
      beforeUpdate: (id, k) => guardPriceChange(tx, id, k.price),
      update: (id, k, sort) => repo.updateSku(tx, id, values(k, sort)),
      insert: (k, sort) => repo.insertSku(tx, { ...values(k, sort), goodsId }),
    });
  }

  /**
   * The specifications of a warehouse listing: the same ones (names are the warehouse's), priced
   * between the wholesale cost and the level's margin over it, stock drawn from or returned to the
   * warehouse by the difference.
   */
  async function writeListingSkus(tx: Tx, goodsId: number, skus: SaveBody['skus'], marginBps: number) {
    const current = await goodsRepo.lockSkus(tx, goodsId);
    const sent = new Map(skus.map((k, i) => [k.id, i]));
    if (skus.length !== current.length || current.some((k) => !sent.has(k.id))) {
      throw fieldError('skus', 'validation.warehouseSkus', 'warehouse');
    }
    for (const k of current) {
      const i = sent.get(k.id)!;
      const want = skus[i]!;
      if (want.price < k.wholesaleCost || want.price > markedUpPrice(k.wholesaleCost, marginBps)) {
        throw fieldError(`skus.${i}.price`, 'validation.warehousePrice', 'margin');
      }
      const delta = want.stock - k.stock;
      if (delta > 0 && !(await warehouseRepo.takeExactly(tx, k.warehouseSkuId!, delta))) {
        throw new AppError('WAREHOUSE_OUT_OF_STOCK', {}, [
          { field: `skus.${i}.stock`, rule: 'warehouse_stock', key: 'validation.warehouseStock' },
        ]);
      }
      if (delta < 0) await warehouseRepo.giveBack(tx, k.warehouseSkuId!, -delta);
      await guardPriceChange(tx, k.id, want.price);
      await repo.updateSku(tx, k.id, {
        name: k.name,
        price: want.price,
        originalPrice: want.originalPrice,
        stock: want.stock,
        wholesaleCost: k.wholesaleCost,
        sort: k.sort,
      });
    }
  }

  return {
    async list(q: ApiInput<'store/getGoodsList'>, call: SellerCall) {
      const { rows, total } = await goodsRepo.page(db, call.store.id, q);
      return listPage(rows.map(toSellerGoods), total, q);
    },

    async counts(call: SellerCall): Promise<SellerGoodsCounts> {
      const [counts, level, reviewOn] = await Promise.all([
        goodsRepo.counts(db, call.store.id),
        levelOf(db, call.store),
        goodsRepo.productReviewOn(db),
      ]);
      return {
        counts,
        used: counts.all,
        limit: level.productLimit,
        reviewOn,
      };
    },

    info(body: ApiInput<'store/getGoodsInfo'>, call: SellerCall) {
      return info(db, call.store, body.id);
    },

    async save(body: SaveBody, call: SellerCall) {
      const { store } = call;
      return db.transaction(async (tx) => {
        const before = body.id ? await goodsRepo.own(tx, store.id, body.id, true) : undefined;
        if (body.id && !before) throw new AppError('GOODS_NOT_FOUND');
        const level = await levelOf(tx, store);
        if (!before) await checkLimit(tx, store, level, 1);
        const category = await repo.findCategory(tx, body.categoryId);
        if (!category) throw fieldError('categoryId', 'validation.categoryRequired', 'exists');
        await checkImages(tx, call, body.images, before?.images ?? []);
        const reviewOn = await goodsRepo.productReviewOn(tx);
        // A new product, or a rejected one sent again, waits for staff while review is on.
        const review =
          before && before.review !== 'rejected' ? before.review : reviewOn ? 'reviewing' : 'live';
        const values = {
          storeId: store.id,
          categoryId: body.categoryId,
          title: body.title,
          images: body.images,
          description: body.description,
          shippingFee: body.shippingFee,
          maxPerCustomer: body.maxPerCustomer,
          onSale: body.onSale,
          price: Math.min(...body.skus.map((k) => k.price)),
          originalPrice: Math.max(0, ...body.skus.map((k) => k.originalPrice)),
          review,
          reviewReason: '',
          warehouseGoodsId: before?.warehouseGoodsId ?? null,
          updatedAt: new Date(),
        } as const;
        const row = before
          ? (await repo.updateGoods(tx, before.id, values))!
          : await repo.insertGoods(tx, values);
        if (row.warehouseGoodsId) {
          await writeListingSkus(tx, row.id, body.skus, level.marginBps);
        } else {
          await writeOwnSkus(tx, row.id, body.skus);
        }
        await audit.user(tx, call, {
          action: before ? 'goods.changed' : 'goods.created',
          targetType: 'goods',
          targetId: row.id,
          detail: { ...body, review },
        });
        return info(tx, store, row.id, level);
      });
    },

    async setOnSale(body: ApiInput<'store/setGoodsOnSale'>, call: SellerCall) {
      return db.transaction(async (tx) => {
        const count = await goodsRepo.setOnSale(tx, call.store.id, body.ids, body.onSale);
        if (!count) throw new AppError('GOODS_NOT_FOUND');
        await audit.user(tx, call, {
          action: body.onSale ? 'goods.on_sale' : 'goods.off_sale',
          targetType: 'store',
          targetId: call.store.id,
          detail: { ids: body.ids, count },
        });
        return { count };
      });
    },

    async remove(body: ApiInput<'store/deleteGoods'>, call: SellerCall) {
      return db.transaction(async (tx) => {
        const ids = await goodsRepo.markDeleted(tx, call.store.id, body.ids);
        if (!ids.length) throw new AppError('GOODS_NOT_FOUND');
        // What the listings still held goes back to the warehouse for other stores.
        await warehouseRepo.returnStockOf(tx, ids);
        await audit.user(tx, call, {
          action: 'goods.deleted',
          targetType: 'store',
          targetId: call.store.id,
          detail: { ids },
        });
        return { count: ids.length };
      });
    },

    async pin(body: ApiInput<'store/pinGoods'>, call: SellerCall) {
      return db.transaction(async (tx) => {
        if (!(await goodsRepo.setPinned(tx, call.store.id, body.id, body.pinned))) {
          throw new AppError('GOODS_NOT_FOUND');
        }
        return toSellerGoods((await goodsRepo.own(tx, call.store.id, body.id))!);
      });
    },

    async terms(call: SellerCall) {
      const [level, used] = await Promise.all([
        levelOf(db, call.store),
        goodsRepo.countLive(db, call.store.id),
      ]);
      return { level: level.level, marginBps: level.marginBps, used, limit: level.productLimit };
    },

    async warehouseList(q: ApiInput<'store/getWarehouseList'>, call: SellerCall) {
      const { rows, total } = await warehouseRepo.page(db, q, true);
      return listPage(await warehouseItems(db, rows, call.store.id, call.locale), total, q);
    },

    async addFromWarehouse(body: ApiInput<'store/addFromWarehouse'>, call: SellerCall) {
      const { store } = call;
      const ids = [...new Set(body.ids)];
      try {
        return await db.transaction(async (tx) => {
          const level = await levelOf(tx, store);
          await checkLimit(tx, store, level, ids.length);
          if (body.markupBps > level.marginBps) throw fieldError('markupBps', 'validation.markup', 'margin');
          const products = (await warehouseRepo.byIds(tx, ids)).filter((w) => w.active);
          if (products.length !== ids.length) throw new AppError('WAREHOUSE_GOODS_NOT_FOUND');
          const listed = await warehouseRepo.listings(tx, ids, store.id);
          if (ids.some((id) => listed.get(id)?.listedAs)) throw new AppError('ALREADY_LISTED');
          const reviewOn = await goodsRepo.productReviewOn(tx);
          const skus = await warehouseRepo.skusOf(tx, ids);
          for (const w of products.sort((a, b) => a.id - b.id)) {
            const own = skus.filter((k) => k.warehouseGoodsId === w.id);
            const prices = own.map((k) => markedUpPrice(k.wholesaleCost, body.markupBps));
            const row = await repo.insertGoods(tx, {
              storeId: store.id,
              categoryId: w.categoryId,
              title: w.title,
              images: w.images,
              description: w.description,
              shippingFee: w.shippingFee,
              maxPerCustomer: 0,
              onSale: body.onSale,
              price: Math.min(...prices),
              originalPrice: Math.max(
                0,
                ...own.map((k, i) => (k.originalPrice > prices[i]! ? k.originalPrice : 0)),
              ),
              review: reviewOn ? 'reviewing' : 'live',
              warehouseGoodsId: w.id,
            });
            const taken = await warehouseRepo.take(tx, w.id, body.stock);
            for (const [sort, k] of own.entries()) {
              await repo.insertSku(tx, {
                goodsId: row.id,
                name: k.name,
                price: prices[sort]!,
                originalPrice: k.originalPrice > prices[sort]! ? k.originalPrice : 0,
                wholesaleCost: k.wholesaleCost,
                warehouseSkuId: k.id,
                stock: taken.get(k.id) ?? 0,
                sort,
              });
            }
          }
          await audit.user(tx, call, {
            action: 'goods.from_warehouse',
            targetType: 'store',
            targetId: store.id,
            detail: { ids, markupBps: body.markupBps, stock: body.stock },
          });
          return { count: ids.length };
        });
      } catch (err) {
        // Two presses at once: the unique listing per store and warehouse product answers.
        if (isUniqueViolation(err)) throw new AppError('ALREADY_LISTED');
        throw err;
      }
    },

    async commentList(q: ApiInput<'store/getCommentList'>, call: SellerCall) {
      const { rows, total } = await goodsRepo.commentPage(db, call.store.id, q.filter, q);
      return listPage(rows.map(toSellerComment), total, q);
    },

    async reply(body: ApiInput<'store/replyComment'>, call: SellerCall) {
      return db.transaction(async (tx) => {
        const row = await goodsRepo.reply(tx, call.store.id, body.id, body.reply);
        if (!row) throw new AppError('COMMENT_NOT_FOUND');
        await audit.user(tx, call, {
          action: 'comment.replied',
          targetType: 'comment',
          targetId: body.id,
          detail: { reply: body.reply },
        });
        return toSellerComment(row);
      });
    },
  };
}
export type GoodsSellerService = ReturnType<typeof createGoodsSellerService>;
