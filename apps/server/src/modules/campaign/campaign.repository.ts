import { asc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { campaigns } from '#server/db/schema/index.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignValues = Omit<typeof campaigns.$inferInsert, 'id'>;

/** All SQL of the seasonal campaigns. */
export const campaignRepository = {
  async all(tx: Tx) {
    return tx.select().from(campaigns).orderBy(asc(campaigns.id));
  },

  async byKey(tx: Tx, key: CampaignRow['key']) {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.key, key));
    return row;
  },

  /** Creates the key's campaign or replaces what staff set; answers the stored row. */
  async upsert(tx: Tx, values: CampaignValues) {
    const { key: _key, ...set } = values;
    const [row] = await tx
      .insert(campaigns)
      .values(values)
      .onConflictDoUpdate({ target: campaigns.key, set })
      .returning();
    return row!;
  },
};
