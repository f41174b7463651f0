import type { PromotionTag } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { ttlCache } from '#server/lib/ttl-cache.js';
import { promotionRepository as repo } from './promotion.repository.js';
import { discountedPrice } from './promotion.rules.js';

interface Running {
  discountPercent: number;
  tag: PromotionTag;
}

/** Where the promotions running on some products are read from: the database, or a snapshot of it. */
type RunningSource = (tx: Tx, goodsIds: number[]) => Promise<Map<number, Running>>;

function runningOf(rows: { goodsId: number; discountPercent: number; endsAt: Date }[]) {
  return new Map(
    rows.map((r) => [
      r.goodsId,
      {
        discountPercent: r.discountPercent,
        tag: { discountPercent: r.discountPercent, endsAt: r.endsAt.toISOString() },
      },
    ]),
  );
}

/** The promotion running now (the clock's now) on each of `goodsIds`, read from the database. */
const running: RunningSource = async (tx, goodsIds) =>
  runningOf(await repo.runningOn(tx, [...new Set(goodsIds)], clock.now()));

/**
 * The public catalog's promotions (issue 18: no promotion read per product request): every
 * promotion window that has not ended, read at most once per `ttlMs` per process, and each
 * window's start and end compared with the clock at every use, so a promotion still starts and
 * ends on the minute. A window added or renewed shows within `ttlMs` (the catalog's cache time,
 * as a product's own edits do) or at once on the process that saved it (`clear`). Checkout and
 * the cart never use it: what a buyer pays is read from the database. `ttlMs` 0 (the tests), or
 * a simulated clock (the seed's history), reads the database every time.
 */
export function catalogPromotions(ttlMs: number) {
  const windows = ttlCache<Map<number, { startsAt: Date; endsAt: Date; discountPercent: number }[]>>(
    ttlMs,
    1,
  );
  const source: RunningSource = async (tx, goodsIds) => {
    if (ttlMs <= 0 || clock.stamp()) return running(tx, goodsIds);
    const byGoods = await windows.get('open', async () => {
      const map = new Map<number, { startsAt: Date; endsAt: Date; discountPercent: number }[]>();
      for (const w of await repo.openWindows(tx, clock.now())) {
        const list = map.get(w.goodsId) ?? [];
        list.push(w);
        map.set(w.goodsId, list);
      }
      return map;
    });
    const at = clock.now().getTime();
    return runningOf(
      [...new Set(goodsIds)].flatMap((goodsId) =>
        (byGoods.get(goodsId) ?? [])
          .filter((w) => w.startsAt.getTime() <= at && w.endsAt.getTime() > at)
          .map((w) => ({ goodsId, ...w })),
      ),
    );
  };
  return {
    cards: <C extends { id: number; price: number; originalPrice: number }>(tx: Tx, cards: C[]) =>
      promoteCards(tx, cards, source),
    goods: <G extends Parameters<typeof promoteGoods>[1]>(tx: Tx, g: G) => promoteGoods(tx, g, source),
    /** A promotion was saved on this process: the next read loads the windows again. */
    clear: () => windows.clear(),
  };
}

/**
 * The price buyers see and pay while a promotion runs (decision 41): each price is discounted, and
 * the price before the discount becomes the struck-through original. Outside a window, as stored.
 */
function promote<T extends { price: number; originalPrice: number }>(item: T, p: Running | undefined): T {
  if (!p) return item;
  return { ...item, price: discountedPrice(item.price, p.discountPercent), originalPrice: item.price };
}

/** Product cards with their running promotion applied (`promotion` null when none runs). */
export async function promoteCards<C extends { id: number; price: number; originalPrice: number }>(
  tx: Tx,
  cards: C[],
  source: RunningSource = running,
): Promise<(C & { promotion: PromotionTag | null })[]> {
  const now = await source(
    tx,
    cards.map((c) => c.id),
  );
  return cards.map((c) => {
    const p = now.get(c.id);
    return { ...promote(c, p), promotion: p?.tag ?? null };
  });
}

/** A product page's prices (the product's and each specification's) with its running promotion. */
export async function promoteGoods<
  G extends {
    id: number;
    price: number;
    originalPrice: number;
    skus: { price: number; originalPrice: number }[];
  },
>(tx: Tx, g: G, source: RunningSource = running): Promise<G & { promotion: PromotionTag | null }> {
  const p = (await source(tx, [g.id])).get(g.id);
  if (!p) return { ...g, promotion: null };
  return { ...promote(g, p), skus: g.skus.map((k) => promote(k, p)), promotion: p.tag };
}

/**
 * Cart and checkout rows (specification, product, store) priced as buyers pay them now: the
 * specification's price discounted while its product's promotion runs. The line's unit price.
 */
export async function promoteSkuRows<
  R extends { goods: { id: number }; sku: { price: number; originalPrice: number } },
>(tx: Tx, rows: R[]): Promise<(R & { promotion: PromotionTag | null })[]> {
  const now = await running(
    tx,
    rows.map((r) => r.goods.id),
  );
  return rows.map((r) => {
    const p = now.get(r.goods.id);
    return { ...r, sku: promote(r.sku, p), promotion: p?.tag ?? null };
  });
}

/**
 * Before a seller saves a specification's price (the catalog's hook): a raise is refused while the
 * product is promoted or scheduled to be (the discount must never be on an inflated price), and
 * recorded otherwise, so the 7-day rule can see it. A lower or equal price passes unrecorded.
 */
export async function guardPriceChange(tx: Tx, skuId: number, price: number) {
  const current = await repo.skuPrice(tx, skuId);
  if (!current || price <= current.price) return;
  const at = clock.now();
  if ((await repo.openOn(tx, [current.goodsId], at)).length) {
    throw new AppError('PRICE_LOCKED_BY_PROMOTION', { title: current.title });
  }
  await repo.recordPriceChange(tx, {
    skuId,
    goodsId: current.goodsId,
    oldPrice: current.price,
    newPrice: price,
    changedAt: at,
  });
}
