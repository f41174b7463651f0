import { nameInReaderLanguage, type ApiInput, type GoodsReviewItem, type Locale } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit, saveAudited } from '#server/platform/audit/index.js';
import { catalogRepository as repo } from './catalog.repository.js';
import { saveSpecs } from './save-specs.flow.js';
import { sellerGoodsInfos, warehouseItems } from './seller-goods.records.js';
import { sellerGoodsRepository as goodsRepo } from './seller-goods.repository.js';
import { storeLevelTable } from './store-status.flow.js';
import { warehouseRepository as warehouseRepo } from './warehouse.repository.js';

type SaveWarehouse = ApiInput<'admin/saveWarehouseGoods'>;

/** The console's warehouse catalogue and its review of sellers' new products. */
export function createWarehouseStaffService(ctx: AppContext) {
  const { db } = ctx;

  async function writeSkus(tx: Tx, id: number, skus: SaveWarehouse['skus']) {
    const values = (
      { name, wholesaleCost, originalPrice, stock }: SaveWarehouse['skus'][number],
      sort: number,
    ) => ({ name, wholesaleCost, originalPrice, stock, sort });
    await saveSpecs({
      sent: skus,
      existingIds: await warehouseRepo.skuIdsOf(tx, id),
      refuse: (i) => fieldError(`skus.${i}.id`, 'validation.invalid', 'exists'),
      emptyOthers: (keep) => warehouseRepo.emptySkusExcept(tx, id, keep),
      update: (skuId, k, sort) => warehouseRepo.updateSku(tx, skuId, values(k, sort)),
      insert: (k, sort) => warehouseRepo.insertSku(tx, { ...values(k, sort), warehouseGoodsId: id }),
    });
  }

  async function reviewItems(
    tx: Tx,
    ids: { id: number; storeName: string; categoryName: string; categoryNames: unknown }[],
    locale: Locale,
  ) {
    // The page's order, each with its stock.
    const found = new Map(
      (
        await goodsRepo.byIds(
          tx,
          ids.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    const rows = ids.map((r) => found.get(r.id)!);
    const levels = await storeLevelTable(tx);
    const infos = await sellerGoodsInfos(tx, rows, levels[0]?.marginBps ?? 0);
    return infos.map((g, i): GoodsReviewItem => ({
      ...g,
      storeId: rows[i]!.storeId,
      storeName: ids[i]!.storeName,
      categoryName: nameInReaderLanguage(
        ids[i]!.categoryNames as Partial<Record<string, string>>,
        ids[i]!.categoryName,
        locale,
      ),
      updatedAt: rows[i]!.updatedAt.toISOString(),
    }));
  }

  return {
    async warehouseList(q: ApiInput<'admin/getWarehouseList'>, call: StaffCall) {
      const { rows, total } = await warehouseRepo.page(db, q, false);
      return listPage(await warehouseItems(db, rows, null, call.locale), total, q);
    },

    async saveWarehouse(body: SaveWarehouse, call: StaffCall) {
      if (!(await repo.findCategory(db, body.categoryId))) {
        throw fieldError('categoryId', 'validation.categoryRequired', 'exists');
      }
      const { id, skus, ...fields } = body;
      const values = { ...fields, updatedAt: new Date() };
      const saved = await saveAudited(db, call, {
        entity: 'warehouse_goods',
        id,
        values: { ...values, skus } as Record<string, unknown> & typeof values,
        insert: async (tx) => {
          const row = await warehouseRepo.insert(tx, values);
          await writeSkus(tx, row.id, skus);
          return row;
        },
        update: async (tx, wid) => {
          const row = await warehouseRepo.update(tx, wid, values);
          if (row) await writeSkus(tx, row.id, skus);
          return row;
        },
        notFound: 'WAREHOUSE_GOODS_NOT_FOUND',
      });
      return (await warehouseItems(db, [saved], null, call.locale))[0]!;
    },

    async productReview() {
      return { on: await goodsRepo.productReviewOn(db) };
    },

    async setProductReview(body: ApiInput<'admin/setProductReview'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        await goodsRepo.setProductReview(tx, body.on);
        await audit.staff(tx, call, {
          action: body.on ? 'product_review.on' : 'product_review.off',
          targetType: 'platform_settings',
          targetId: 'productReview',
          reason: body.reason,
        });
        return { on: body.on };
      });
    },

    async reviewList(q: ApiInput<'admin/getGoodsReviewList'>, call: StaffCall) {
      const { rows, total } = await goodsRepo.reviewPage(db, q.state, q);
      return listPage(await reviewItems(db, rows, call.locale), total, q);
    },

    /**
     * Approves a product in review or a rejected one (it goes on sale as its seller set it), or
     * rejects one in review or live with a reason its seller sees (a live one is taken down).
     */
    async review(body: ApiInput<'admin/reviewGoods'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const row = await repo.findGoods(tx, body.id);
        if (!row || row.deletedAt) throw new AppError('GOODS_NOT_FOUND');
        const to = body.approve ? 'live' : 'rejected';
        if (row.review === to) throw new AppError('GOODS_REVIEWED');
        await goodsRepo.setReview(tx, row.id, to, body.approve ? '' : body.reason);
        await audit.staff(tx, call, {
          action: body.approve ? 'goods.approved' : 'goods.rejected',
          targetType: 'goods',
          targetId: row.id,
          reason: body.reason || undefined,
        });
        const names = (await goodsRepo.names(tx, row.id))!;
        return (await reviewItems(tx, [{ id: row.id, ...names }], call.locale))[0]!;
      });
    },
  };
}
export type WarehouseStaffService = ReturnType<typeof createWarehouseStaffService>;
