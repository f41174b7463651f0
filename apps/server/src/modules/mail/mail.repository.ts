import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mails } from '../../db/schema/index.js';

export const mailRepository = {
  async insert(tx: Tx, mail: typeof mails.$inferInsert) {
    await tx.insert(mails).values(mail);
  },
  async list(tx: Tx, q: { page: number; pageSize: number; to?: string }) {
    const where = q.to ? eq(mails.to, q.to.toLowerCase()) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(mails)
        .where(where)
        .orderBy(desc(mails.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx.select({ n: count() }).from(mails).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
