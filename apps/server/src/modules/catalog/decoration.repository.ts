import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { stores, type StoreBackgroundConfig, type StoreSectionConfig } from '#server/db/schema/index.js';
import { BUYABLE_GOODS } from './catalog.repository.js';

/** Store decoration's SQL (decision 43): the store row's cover, carousel, background and sections. */
export const decorationRepository = {
  /** Of the given products, those of this store a buyer can buy now (on sale, approved, not deleted). */
  async ownBuyableIds(tx: Tx, storeId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const result = await tx.execute<{ id: number }>(sql`
      select g.id from goods g
      where g.store_id = ${storeId} and g.id = any(${sql.param(ids)}) and ${BUYABLE_GOODS}`);
    return new Set(result.rows.map((r) => Number(r.id)));
  },

  async save(
    tx: Tx,
    storeId: number,
    set: {
      cover: string | null;
      banners: string[];
      background: StoreBackgroundConfig | null;
      sections: StoreSectionConfig[];
    },
  ) {
    const [row] = await tx.update(stores).set(set).where(eq(stores.id, storeId)).returning();
    return row!;
  },
};
