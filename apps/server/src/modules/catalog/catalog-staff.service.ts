import type { AdminGoods, StoreStatus } from '@app/contract';
import { and, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveGoodsBody } from '@app/contract';
import type { AppContext, CallContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { goods, goodsSkus, stores, users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { auditRepository } from '#server/platform/audit/audit.repository.js';
import { saveAudited } from '#server/platform/audit/audited-save.js';
import { catalogRepository } from './catalog.repository.js';
import { toStoreCard } from './catalog.service.js';
import { likePattern } from '#server/db/paginate.js';

type Page = { page: number; pageSize: number };
type GoodsRow = typeof goods.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
type SaveGoods = z.output<typeof saveGoodsBody>;

/** The console's side of the catalog: stores (level, status) and products with their stock. */
export function createCatalogAdminService(ctx: AppContext) {
  const { db } = ctx;

  async function adminStores(tx: Tx, rows: { store: StoreRow; ownerEmail: string | null }[]) {
    const counts = await catalogRepository.storeStats(
      tx,
      rows.map((r) => r.store.id),
    );
    return rows.map(({ store, ownerEmail }) => ({
      ...toStoreCard(store, counts.get(store.id)),
      ownerEmail,
      address: store.address,
      createdAt: store.createdAt.toISOString(),
    }));
  }

  async function adminGoods(tx: Tx, rows: GoodsRow[]): Promise<AdminGoods[]> {
    if (!rows.length) return [];
    const ids = rows.map((g) => g.id);
    const [skus, storeRows] = await Promise.all([
      tx
        .select()
        .from(goodsSkus)
        .where(inArray(goodsSkus.goodsId, ids))
        .orderBy(goodsSkus.sort, goodsSkus.id),
      tx
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(
          inArray(
            stores.id,
            rows.map((g) => g.storeId),
          ),
        ),
    ]);
    const storeName = new Map(storeRows.map((s) => [s.id, s.name]));
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
        categoryId: g.categoryId,
        stock: own.reduce((n, k) => n + k.stock, 0),
        onSale: g.onSale,
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
    const keep = skus.filter((k) => k.id).map((k) => k.id!);
    const existing = await tx
      .select({ id: goodsSkus.id })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId));
    if (keep.some((id) => !existing.some((e) => e.id === id))) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: 'skus', rule: 'exists', key: 'validation.invalid' },
      ]);
    }
    // A specification that has orders is never deleted: it is kept with no stock.
    await tx
      .update(goodsSkus)
      .set({ stock: 0 })
      .where(and(eq(goodsSkus.goodsId, goodsId), keep.length ? notInArray(goodsSkus.id, keep) : undefined));
    for (const [sort, k] of skus.entries()) {
      const values = {
        name: k.name,
        price: k.price,
        originalPrice: k.originalPrice,
        stock: k.stock,
        wholesaleCost: k.wholesaleCost,
        sort,
      };
      if (k.id) await tx.update(goodsSkus).set(values).where(eq(goodsSkus.id, k.id));
      else await tx.insert(goodsSkus).values({ ...values, goodsId });
    }
  }

  return {
    async storeList(q: Page & { keyword?: string }) {
      const where = q.keyword ? ilike(stores.name, likePattern(q.keyword)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ store: stores, ownerEmail: users.email })
          .from(stores)
          .leftJoin(users, eq(users.id, stores.ownerId))
          .where(where)
          .orderBy(desc(stores.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(stores)
          .where(where),
      ]);
      return listPage(await adminStores(db, rows), total?.n ?? 0, q);
    },

    async saveStore(
      body: { id: number; level?: number; status?: StoreStatus; reason: string },
      call: CallContext,
    ) {
      return db.transaction(async (tx) => {
        const set: Partial<StoreRow> = {};
        if (body.level !== undefined) set.level = body.level;
        if (body.status !== undefined) set.status = body.status;
        const [row] = Object.keys(set).length
          ? await tx.update(stores).set(set).where(eq(stores.id, body.id)).returning()
          : await tx.select().from(stores).where(eq(stores.id, body.id));
        if (!row) throw new AppError('STORE_NOT_FOUND');
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: call.staff!.id,
          action: 'store.changed',
          targetType: 'store',
          targetId: row.id,
          reason: body.reason,
          detail: set,
          ip: call.ip,
        });
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.ownerId));
        return (await adminStores(tx, [{ store: row, ownerEmail: owner?.email ?? null }]))[0]!;
      });
    },

    async goodsList(q: Page & { keyword?: string; storeId?: number }) {
      const where = and(
        q.keyword ? ilike(goods.title, likePattern(q.keyword)) : undefined,
        q.storeId ? eq(goods.storeId, q.storeId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(goods)
          .where(where)
          .orderBy(desc(goods.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(goods)
          .where(where),
      ]);
      return listPage(await adminGoods(db, rows), total?.n ?? 0, q);
    },

    async saveGoods(body: SaveGoods, call: StaffCall) {
      if (!(await catalogRepository.findStore(db, body.storeId))) throw new AppError('STORE_NOT_FOUND');
      if (!(await catalogRepository.findCategory(db, body.categoryId)))
        throw new AppError('CATEGORY_NOT_FOUND');
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
          const [row] = await tx.insert(goods).values(values).returning();
          await writeSkus(tx, row!.id, skus);
          return row!;
        },
        update: async (tx, goodsId) => {
          const [row] = await tx.update(goods).set(values).where(eq(goods.id, goodsId)).returning();
          if (row) await writeSkus(tx, row.id, skus);
          return row;
        },
        notFound: 'GOODS_NOT_FOUND',
      });
      return (await adminGoods(db, [saved]))[0]!;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
