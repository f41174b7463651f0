import { desc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import { mails } from '#server/db/schema/index.js';

export const mailRepository = {
  async insert(tx: Tx, mail: typeof mails.$inferInsert) {
    await tx.insert(mails).values(mail);
  },
  async list(tx: Tx, q: { page: number; pageSize: number; to?: string }) {
    const where = q.to ? eq(mails.to, q.to.toLowerCase()) : undefined;
    return paginate(
      tx,
      tx.select().from(mails).where(where).orderBy(desc(mails.id)).$dynamic(),
      mails,
      where,
      q,
    );
  },
};
