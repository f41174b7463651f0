import { createHash } from 'node:crypto';
import {
  bannerForReader,
  nameInReaderLanguage,
  SECTION_COLUMNS_DEFAULT,
  type ApiInput,
  type CategoryNode,
  type GoodsInfo,
  type Locale,
  type StoreInfo,
} from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import type { categories, stores } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { ttlCache } from '#server/lib/ttl-cache.js';
import { contentRepository } from '#server/modules/content/index.js';
import { catalogPromotions } from '#server/modules/promotion/index.js';
import { toCard, toCommentItem, toStoreCard } from './catalog.mapper.js';
import { catalogRepository, type GoodsCardRow } from './catalog.repository.js';
import { goodsBuyable, storeCanSell } from './catalog.rules.js';

type StoreRow = typeof stores.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The category tree with each name in the reader's language (English where not translated yet). */
function buildTree(rows: CategoryRow[], locale: Locale): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      name: nameInReaderLanguage(r.names, r.name, locale),
      icon: r.icon,
      children: [],
    });
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

/** A store's header as buyers see it: its card, cover, place, rating, real-name status and whether the reader follows it. */
export async function storeInfo(tx: Tx, s: StoreRow, userId?: number): Promise<StoreInfo> {
  const [counts, rating, followed, authStatus] = await Promise.all([
    catalogRepository.storeStats(tx, [s.id]),
    catalogRepository.storeRating(tx, s.id),
    userId ? catalogRepository.isFollowed(tx, userId, s.id) : false,
    catalogRepository.ownerAuthStatus(tx, s.ownerId),
  ]);
  return {
    ...toStoreCard(s, counts.get(s.id)),
    cover: s.cover,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    contactable: storeCanSell(s.status),
    followed,
    rating,
    authStatus,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The buyer's catalog: reads (anyone), the wish list and follows. */
export function createCatalogService(ctx: AppContext) {
  // Public reads (lists, product and store pages, the home) may come from a read replica; what a
  // caller writes (wishes, follows, views) and reads back about themselves stays on the primary.
  const { db, readDb: reads } = ctx;
  // Traffic-package impressions are counted in memory and written every few seconds, off the read path.
  const impressions = new Map<number, number>();
  // The tree changes rarely; a few seconds of staleness is fine for a hot read (0 in tests).
  const categoryCache = ttlCache<CategoryRow[]>(ctx.config.CATALOG_CACHE_MS);

  // Store page and product page views, per store, UTC day and visitor, written with the impressions.
  const views = new Map<string, number>();
  const countView = (storeId: number, call: CallContext) => {
    const day = new Date().toISOString().slice(0, 10);
    const visitor = call.user
      ? `u:${call.user.id}`
      : `a:${createHash('sha256')
          .update(`${call.ip}|${call.userAgent ?? ''}|${day}`)
          .digest('hex')
          .slice(0, 16)}`;
    const k = `${storeId}|${day}|${visitor}`;
    views.set(k, (views.get(k) ?? 0) + 1);
  };
  const flushViews = async () => {
    if (!views.size) return;
    const batch = new Map(views);
    views.clear();
    const rows = [...batch].map(([k, n]) => {
      const [storeId, day, visitor] = k.split('|');
      return { storeId: Number(storeId), day: day!, visitor: visitor!, views: n };
    });
    await catalogRepository.countVisits(db, rows).catch(() => {
      for (const [k, n] of batch) views.set(k, (views.get(k) ?? 0) + n);
    });
  };

  const flushImpressions = async () => {
    await flushViews();
    if (!impressions.size) return;
    const batch = new Map(impressions);
    impressions.clear();
    await catalogRepository.countImpressions(db, batch).catch(() => {
      for (const [k, v] of batch) impressions.set(k, (impressions.get(k) ?? 0) + v);
    });
  };
  const timer = setInterval(() => void flushImpressions(), 5_000);
  const listCache = ttlCache<Awaited<ReturnType<typeof catalogRepository.goodsPage>>>(
    ctx.config.CATALOG_CACHE_MS,
  );
  const infoCache = ttlCache<Omit<GoodsInfo, 'wished' | 'boughtByMe' | 'promotion'>>(
    ctx.config.CATALOG_CACHE_MS,
  );
  const promoted = catalogPromotions(ctx.config.CATALOG_CACHE_MS);
  /** Cards as buyers see them now: after the cache, so a promotion starts and ends on the minute. */
  const cards = (rows: GoodsCardRow[]) => promoted.cards(reads, rows.map(toCard));
  timer.unref();

  const countSponsored = (cards: GoodsCardRow[]) => {
    for (const c of cards) if (c.sponsored) impressions.set(c.storeId, (impressions.get(c.storeId) ?? 0) + 1);
  };

  const allCategories = () => categoryCache.get('all', () => catalogRepository.categories(reads));

  async function descendantIds(categoryId: number) {
    let rows = await allCategories();
    if (!rows.some((r) => r.id === categoryId)) {
      // Maybe created since the cache was filled.
      categoryCache.clear();
      rows = await allCategories();
    }
    if (!rows.some((r) => r.id === categoryId)) throw new AppError('CATEGORY_NOT_FOUND');
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parentId === ids[i]) ids.push(r.id);
    return ids;
  }

  /** What every viewer of a product sees (cached briefly); the viewer's own part is added per call. */
  async function publicGoodsInfo(
    id: number,
  ): Promise<Omit<GoodsInfo, 'wished' | 'boughtByMe' | 'promotion'>> {
    const g = await catalogRepository.findGoods(reads, id);
    if (!g) throw new AppError('GOODS_NOT_FOUND');
    const [skus, store, category, stars] = await Promise.all([
      catalogRepository.skusOf(reads, id),
      catalogRepository.findStore(reads, g.storeId),
      catalogRepository.findCategory(reads, g.categoryId),
      catalogRepository.ratingStars(reads, id),
    ]);
    if (!store) throw new AppError('GOODS_NOT_FOUND');
    const starCounts = [5, 4, 3, 2, 1].map((s) => stars.find((r) => r.score === s)?.n ?? 0);
    return {
      id: g.id,
      title: g.title,
      images: g.images,
      price: g.price,
      originalPrice: g.originalPrice,
      shippingFee: g.shippingFee,
      freeShipping: g.shippingFee === 0,
      maxPerCustomer: g.maxPerCustomer,
      sold: g.sold,
      stock: skus.reduce((n, k) => n + k.stock, 0),
      skus: skus.map((k) => ({
        id: k.id,
        name: k.name,
        price: k.price,
        originalPrice: k.originalPrice,
        stock: k.stock,
      })),
      description: g.description,
      category: { id: category?.id ?? g.categoryId, name: category?.name ?? '' },
      store: await storeInfo(reads, store),
      rating: {
        average: g.ratingCount ? Math.round((g.ratingSum / g.ratingCount) * 10) / 10 : 0,
        count: g.ratingCount,
        withImages: stars.reduce((n, r) => n + r.withImages, 0),
        stars: starCounts,
      },
      returnDays: ctx.config.ORDER_AUTO_CONFIRM_DAYS,
      onSale: goodsBuyable(g) && storeCanSell(store.status),
    };
  }

  /** Decorated sections of several stores, their product cards read in one query, titled in the reader's language. */
  async function sectionsOf(list: StoreRow[], onlyHome: boolean, locale: Locale) {
    const chosen = list.map((s) => s.sections.filter((x) => !onlyHome || x.onHome));
    const found = await cards(
      await catalogRepository.cardsByIds(
        reads,
        chosen.flat().flatMap((x) => x.goodsIds),
      ),
    );
    const byId = new Map(found.map((c) => [c.id, c]));
    return chosen.map((sections) =>
      sections
        .map((x) => ({
          id: x.id,
          title: nameInReaderLanguage(x.titles, x.title, locale),
          columns: x.columns ?? SECTION_COLUMNS_DEFAULT,
          goods: x.goodsIds.map((id) => byId.get(id)).filter((c) => !!c),
        }))
        .filter((x) => x.goods.length > 0),
    );
  }

  return {
    flushImpressions,
    close: () => clearInterval(timer),
    /** A promotion was saved on this process: product cards and pages read the windows again. */
    clearPromotions: promoted.clear,

    async categoryTree(call: CallContext) {
      return { list: buildTree(await allCategories(), call.locale) };
    },

    async goodsList(q: ApiInput<'goods/getGoodsList'>) {
      const categoryIds = q.categoryId ? await descendantIds(q.categoryId) : undefined;
      const filter = {
        keyword: q.keyword || undefined,
        categoryIds,
        storeId: q.storeId,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        freeShipping: q.freeShipping,
      };
      const key = JSON.stringify([filter, q.sort, q.page, q.pageSize]);
      const { rows, total } = await listCache.get(key, () =>
        catalogRepository.goodsPage(reads, filter, q.sort, q),
      );
      countSponsored(rows);
      return listPage(await cards(rows), total, q);
    },

    async goodsInfo(id: number, call: CallContext): Promise<GoodsInfo> {
      const cached = await promoted.goods(reads, await infoCache.get(String(id), () => publicGoodsInfo(id)));
      const category = (await allCategories()).find((c) => c.id === cached.category.id);
      const info = category
        ? {
            ...cached,
            category: {
              id: category.id,
              name: nameInReaderLanguage(category.names, category.name, call.locale),
            },
          }
        : cached;
      countView(info.store.id, call);
      const userId = call.user?.id;
      if (!userId) return { ...info, wished: false, boughtByMe: 0 };
      const [wished, bought, followed] = await Promise.all([
        catalogRepository.isWished(db, userId, id),
        catalogRepository.boughtBy(db, userId, [id]),
        catalogRepository.isFollowed(db, userId, info.store.id),
      ]);
      return { ...info, store: { ...info.store, followed }, wished, boughtByMe: bought.get(id) ?? 0 };
    },

    async commentList(q: ApiInput<'goods/getCommentList'>) {
      const { rows, total } = await catalogRepository.commentPage(reads, q.goodsId, !!q.withImages, q);
      return listPage(
        rows.map(({ comment, nickname }) => toCommentItem(comment, nickname)),
        total,
        q,
      );
    },

    async home(call: CallContext) {
      const [banners, homeStores, interests] = await Promise.all([
        contentRepository.enabledBanners(reads, 'mall'),
        catalogRepository.homeStores(reads),
        call.user ? catalogRepository.interestCategories(reads, call.user.id) : Promise.resolve([]),
      ]);
      let suggested = interests.length
        ? (
            await catalogRepository.goodsPage(reads, { categoryIds: interests }, 'sales', {
              page: 1,
              pageSize: 8,
            })
          ).rows
        : [];
      if (suggested.length < 4) {
        suggested = (await catalogRepository.goodsPage(reads, {}, 'sales', { page: 1, pageSize: 8 })).rows;
      }
      const sectionLists = await sectionsOf(homeStores, true, call.locale);
      return {
        banners: banners.map((b) => bannerForReader(b, call.locale)),
        suggested: await cards(suggested),
        sections: homeStores.flatMap((s, i) =>
          (sectionLists[i] ?? []).map((x) => ({
            ...x,
            id: `${s.id}:${x.id}`,
            storeId: s.id,
            storeName: s.name,
          })),
        ),
      };
    },

    async storePage(id: number, call: CallContext) {
      const s = await catalogRepository.findStore(reads, id);
      if (!s || s.status === 'disabled') throw new AppError('STORE_NOT_FOUND');
      void catalogRepository.bumpVisits(db, id).catch(() => {});
      countView(id, call);
      return {
        store: await storeInfo(db, s, call.user?.id),
        sections: storeCanSell(s.status) ? (await sectionsOf([s], false, call.locale))[0]! : [],
        banners: s.banners,
        background: s.background,
      };
    },

    async toggleWish(body: ApiInput<'wish/toggle'>, call: UserCall) {
      const g = await catalogRepository.findGoods(db, body.goodsId);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      await catalogRepository.setWish(db, call.user.id, body.goodsId, body.wished);
      return { wished: body.wished };
    },

    async wishList(q: ApiInput<'wish/getWishList'>, call: UserCall) {
      const { ids, total } = await catalogRepository.wishPage(db, call.user.id, q);
      return listPage(await cards(await catalogRepository.cardsByIds(db, ids)), total, q);
    },

    async toggleFollow(body: ApiInput<'follow/toggle'>, call: UserCall) {
      const s = await catalogRepository.findStore(db, body.storeId);
      if (!s || s.status === 'disabled') throw new AppError('STORE_NOT_FOUND');
      // A frozen store takes no new followers (its page says it cannot be contacted); unfollowing stays open.
      if (body.followed && !storeCanSell(s.status)) throw new AppError('STORE_UNAVAILABLE');
      const followers = await db.transaction((tx) =>
        catalogRepository.setFollow(tx, call.user.id, body.storeId, body.followed),
      );
      return { followed: body.followed, followers };
    },

    async followList(q: ApiInput<'follow/getFollowList'>, call: UserCall) {
      const { rows, total } = await catalogRepository.followPage(db, call.user.id, q);
      const counts = await catalogRepository.storeStats(
        db,
        rows.map((s) => s.id),
      );
      return listPage(
        rows.map((s) => toStoreCard(s, counts.get(s.id))),
        total,
        q,
      );
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
