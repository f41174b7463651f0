import { keptTranslations, type AdminCategory, type AdminGoods, type ApiInput } from '@app/contract';
import type { AppContext, StaffCall, StoreRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit, saveAudited } from '#server/platform/audit/index.js';
import { toStoreCard } from './catalog.mapper.js';
import { guardPriceChange } from '#server/modules/promotion/index.js';
import { saveSpecs } from './save-specs.flow.js';
import { raiseStoreLevels, setStoreStatus, storeLevelTable } from './store-status.flow.js';
import { catalogRepository as repo, type GoodsRow } from './catalog.repository.js';

type SaveGoods = ApiInput<'admin/saveGoods'>;
type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;

function toCategory(row: CategoryRow, goodsCount: number): AdminCategory {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    names: row.names as AdminCategory['names'],
    icon: row.icon,
    sort: row.sort,
    goodsCount,
  };
}

/** A 400 naming the parent field (the tree has two levels: a top category and its children). */
const badParent = () =>
  new AppError('VALIDATION_FAILED', {}, [
    { field: 'parentId', rule: 'parent', key: 'validation.categoryParent' },
  ]);

/** The console's side of the catalog: stores (level, status) and products with their stock. */
export function createCatalogStaffService(ctx: AppContext) {
  const { db } = ctx;

  async function adminStores(tx: Tx, rows: { store: StoreRow; ownerEmail: string | null }[]) {
    const counts = await repo.storeStats(
      tx,
      rows.map((r) => r.store.id),
    );
    return rows.map(({ store, ownerEmail }) => ({
      ...toStoreCard(store, counts.get(store.id)),
      ownerEmail,
      address: store.address,
      statusReason: store.statusReason,
      createdAt: store.createdAt.toISOString(),
    }));
  }

  async function adminGoods(tx: Tx, rows: GoodsRow[]): Promise<AdminGoods[]> {
    if (!rows.length) return [];
    const [skus, storeName] = await Promise.all([
      repo.skusOfMany(
        tx,
        rows.map((g) => g.id),
      ),
      repo.storeNames(
        tx,
        rows.map((g) => g.storeId),
      ),
    ]);
    return rows.map((g) => {
      const own = skus.filter((k) => k.goodsId === g.id);
      return {
        id: g.id,
        title: g.title,
        image: g.images[0] ?? '',
        images: g.images,
        price: g.price,
        originalPrice: g.originalPrice,
        sold: g.sold,
        freeShipping: g.shippingFee === 0,
        rating: g.ratingCount ? Math.round((g.ratingSum / g.ratingCount) * 10) / 10 : 0,
        storeId: g.storeId,
        storeName: storeName.get(g.storeId) ?? '',
        sponsored: false,
        promotion: null,
        categoryId: g.categoryId,
        stock: own.reduce((n, k) => n + k.stock, 0),
        onSale: g.onSale,
        review: g.review,
        deleted: g.deletedAt !== null,
        maxPerCustomer: g.maxPerCustomer,
        shippingFee: g.shippingFee,
        wholesaleCost: own[0]?.wholesaleCost ?? 0,
        description: g.description,
        skus: own.map((k) => ({
          id: k.id,
          name: k.name,
          price: k.price,
          originalPrice: k.originalPrice,
          stock: k.stock,
          wholesaleCost: k.wholesaleCost,
        })),
      };
    });
  }

  async function writeSkus(tx: Tx, goodsId: number, skus: SaveGoods['skus']) {
    const values = (
      { name, price, originalPrice, stock, wholesaleCost }: SaveGoods['skus'][number],
      sort: number,
    ) => ({
      name,
      price,
      originalPrice,
      stock,
      wholesaleCost,
      sort,
    });
    await saveSpecs({
      sent: skus,
      existingIds: await repo.skuIdsOf(tx, goodsId),
      refuse: () =>
        new AppError('VALIDATION_FAILED', {}, [{ field: 'skus', rule: 'exists', key: 'validation.invalid' }]),
      emptyOthers: (keep) => repo.emptySkusExcept(tx, goodsId, keep),
      // Staff raise prices under the same 7-day rule as sellers (decision 41): recorded, and
      // refused while the product is promoted.
      beforeUpdate: (id, k) => guardPriceChange(tx, id, k.price),
      update: (id, k, sort) => repo.updateSku(tx, id, values(k, sort)),
      insert: (k, sort) => repo.insertSku(tx, { ...values(k, sort), goodsId }),
    });
  }

  return {
    // ---------- categories ----------
    async categoryList() {
      const rows = await repo.categoriesWithCounts(db);
      return { list: rows.map((r) => toCategory(r.category, r.goodsCount)) };
    },

    async saveCategory(body: ApiInput<'admin/saveCategory'>, call: StaffCall) {
      const { id, names, icon, ...rest } = body;
      // Only names with text are kept: an empty one is "not translated yet". Left out, they stay.
      const values = { ...rest, icon: icon || null, ...(names ? { names: keptTranslations(names) } : {}) };
      return db.transaction(async (tx) => {
        if (rest.parentId !== null) {
          const parent = await repo.findCategory(tx, rest.parentId);
          // The parent exists, is a top category, and is not the category itself.
          if (!parent || parent.parentId !== null || parent.id === id) throw badParent();
          if (id && (await repo.categories(tx)).some((c) => c.parentId === id)) throw badParent();
        }
        const saved = id ? await repo.updateCategory(tx, id, values) : await repo.insertCategory(tx, values);
        if (!saved) throw new AppError('CATEGORY_NOT_FOUND');
        await audit.staff(tx, call, {
          action: id ? 'category.changed' : 'category.created',
          targetType: 'category',
          targetId: saved.id,
          detail: values,
        });
        const counts = await repo.categoriesWithCounts(tx);
        return toCategory(saved, counts.find((c) => c.category.id === saved.id)?.goodsCount ?? 0);
      });
    },

    async deleteCategory(body: ApiInput<'admin/deleteCategory'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const row = await repo.findCategory(tx, body.id);
        if (!row) throw new AppError('CATEGORY_NOT_FOUND');
        const gone = await repo.deleteEmptyCategory(tx, body.id);
        if (!gone) throw new AppError('CATEGORY_IN_USE');
        await audit.staff(tx, call, {
          action: 'category.deleted',
          targetType: 'category',
          targetId: gone.id,
          detail: { name: gone.name, parentId: gone.parentId },
        });
        return { ok: true as const };
      });
    },

    async storeList(q: ApiInput<'admin/getStoreList'>) {
      const { rows, total } = await repo.staffStorePage(db, q);
      return listPage(await adminStores(db, rows), total, q);
    },

    async saveStore(body: ApiInput<'admin/saveStore'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const set: Partial<Pick<StoreRow, 'level' | 'status'>> = {};
        if (body.level !== undefined) set.level = body.level;
        if (body.status !== undefined) set.status = body.status;
        // A status goes through its flow (a freeze holds the owner's funds, an unfreeze releases them).
        let row =
          body.status !== undefined
            ? await setStoreStatus(tx, body.id, body.status, body.reason)
            : await repo.findStore(tx, body.id);
        if (row && body.level !== undefined) row = await repo.updateStore(tx, body.id, { level: body.level });
        if (!row) throw new AppError('STORE_NOT_FOUND');
        await audit.staff(tx, call, {
          action: 'store.changed',
          targetType: 'store',
          targetId: row.id,
          reason: body.reason,
          detail: set,
        });
        const ownerEmail = await repo.ownerEmail(tx, row.ownerId);
        return (await adminStores(tx, [{ store: row, ownerEmail }]))[0]!;
      });
    },

    async storeLevelList() {
      return { list: await storeLevelTable(db) };
    },

    async saveStoreLevels(body: ApiInput<'admin/saveStoreLevels'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        await repo.replaceStoreLevels(tx, body.levels);
        // Stores whose sales reach a level under the new table rise to it (none is lowered).
        await raiseStoreLevels(tx);
        await audit.staff(tx, call, {
          action: 'store_levels.changed',
          targetType: 'store_levels',
          reason: body.reason,
          detail: { levels: body.levels },
        });
        return { list: await storeLevelTable(tx) };
      });
    },

    async goodsList(q: ApiInput<'admin/getGoodsList'>) {
      const { rows, total } = await repo.staffGoodsPage(db, q);
      return listPage(await adminGoods(db, rows), total, q);
    },

    async saveGoods(body: SaveGoods, call: StaffCall) {
      if (!(await repo.findStore(db, body.storeId))) throw new AppError('STORE_NOT_FOUND');
      if (!(await repo.findCategory(db, body.categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
      const { id, skus, ...fields } = body;
      const values = {
        ...fields,
        price: Math.min(...skus.map((k) => k.price)),
        originalPrice: Math.max(0, ...skus.map((k) => k.originalPrice)),
        updatedAt: new Date(),
      };
      const saved = await saveAudited(db, call, {
        entity: 'goods',
        id,
        values: { ...values, skus } as Record<string, unknown> & typeof values,
        insert: async (tx) => {
          const row = await repo.insertGoods(tx, values);
          await writeSkus(tx, row.id, skus);
          return row;
        },
        update: async (tx, goodsId) => {
          const row = await repo.updateGoods(tx, goodsId, values);
          if (row) await writeSkus(tx, row.id, skus);
          return row;
        },
        notFound: 'GOODS_NOT_FOUND',
      });
      return (await adminGoods(db, [saved]))[0]!;
    },
  };
}

export type CatalogStaffService = ReturnType<typeof createCatalogStaffService>;
