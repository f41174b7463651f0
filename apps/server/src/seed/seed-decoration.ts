import type { StoreBackgroundColor } from '@app/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { goods, stores } from '#server/db/schema/index.js';
import { decorateStore } from '#server/modules/catalog/index.js';
import { platformTexts, translationsOf } from './platform-texts.js';
import { STORES } from './seed-catalog.js';

/** Each decorated demo store's background (stores 1–3, decision 43). */
const BACKGROUNDS: Record<string, StoreBackgroundColor> = {
  'Urban Threads': 'blush',
  'Gadget Harbor': 'sky',
  'Home Nest': 'sand',
};

const PER_SECTION = 6;

/**
 * The first three demo stores decorate their pages through the seller's own save (store/saveDecoration's
 * `decorateStore`): the top image and carousel they already show, a palette background, and three
 * sections (best sellers two per row; top rated and new arrivals three per row). Runs after the
 * history, so "Best sellers" and "Top rated" are what really sold and was rated; a store already
 * decorated (it has a background) is left as its owner set it.
 */
export async function seedDecoration(db: Db): Promise<void> {
  const names = STORES.slice(0, 3).map((s) => s.name);
  const rows = await db.select().from(stores).where(inArray(stores.name, names)).orderBy(asc(stores.id));
  for (const store of rows) {
    if (store.background || !BACKGROUNDS[store.name]) continue;
    const buyable = and(
      eq(goods.storeId, store.id),
      eq(goods.onSale, true),
      eq(goods.review, 'live'),
      isNull(goods.deletedAt),
    );
    const pick = async (order: ReturnType<typeof desc>[]) =>
      (
        await db
          .select({ id: goods.id })
          .from(goods)
          .where(buyable)
          .orderBy(...order, asc(goods.id))
          .limit(PER_SECTION)
      ).map((r) => r.id);
    const bestSellers = await pick([desc(goods.sold)]);
    const topRated = await pick([
      desc(
        sql`case when ${goods.ratingCount} > 0 then ${goods.ratingSum}::float / ${goods.ratingCount} else 0 end`,
      ),
      desc(goods.ratingCount),
    ]);
    const newArrivals = await pick([desc(goods.createdAt)]);
    const saved = new Map(store.sections.map((s) => [s.id, s]));
    const section = (
      id: string,
      key: 'best-sellers' | 'top-rated' | 'new-arrivals',
      columns: number,
      ids: number[],
    ) => ({
      ...(saved.has(id) ? { id } : {}),
      title: platformTexts('en').sections[key]!,
      titles: translationsOf((t) => t.sections[key]!),
      columns,
      goodsIds: ids,
      onHome: saved.get(id)?.onHome ?? false,
    });
    await db.transaction((tx) =>
      decorateStore(tx, store.id, store.ownerId, {
        cover: store.cover,
        banners: store.banners,
        background: { kind: 'color', color: BACKGROUNDS[store.name]! },
        sections: [
          section('best-sellers', 'best-sellers', 2, bestSellers),
          section('top-rated', 'top-rated', 3, topRated),
          section('new-arrivals', 'new-arrivals', 3, newArrivals),
        ],
      }),
    );
  }
}
