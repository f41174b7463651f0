import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.js';
import { appVersions, banners, feedback, helpArticles, staff, users } from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';

export type BannerRow = typeof banners.$inferSelect;
export type BannerPlace = BannerRow['place'];
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type AppVersionRow = typeof appVersions.$inferSelect;
export type FeedbackStatus = (typeof feedback.$inferSelect)['status'];

const handler = alias(staff, 'handler');

/** All SQL of the content around the shop and the dramas: banners, help, feedback and app versions. */
export const contentRepository = {
  // ---------- banners ----------
  /** The enabled banners of a place, in their order (what the apps show). */
  async enabledBanners(tx: Tx, place: BannerPlace) {
    return tx
      .select()
      .from(banners)
      .where(and(eq(banners.enabled, true), eq(banners.place, place)))
      .orderBy(asc(banners.sort), asc(banners.id));
  },

  /** Every banner of a place (or all), for the console. */
  async banners(tx: Tx, place?: BannerPlace) {
    return tx
      .select()
      .from(banners)
      .where(place ? eq(banners.place, place) : undefined)
      .orderBy(asc(banners.place), asc(banners.sort), asc(banners.id));
  },

  async insertBanner(tx: Tx, values: Omit<typeof banners.$inferInsert, 'id'>) {
    const [row] = await tx.insert(banners).values(values).returning();
    return row!;
  },

  async updateBanner(tx: Tx, id: number, values: Partial<Omit<BannerRow, 'id'>>) {
    const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
    return row;
  },

  async deleteBanner(tx: Tx, id: number) {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    return row;
  },

  // ---------- help articles ----------
  async publishedHelp(tx: Tx) {
    return tx
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.published, true))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  },

  /** Every article, published or not, for the console. */
  async helpArticles(tx: Tx) {
    return tx.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  },

  async insertHelp(tx: Tx, values: Omit<typeof helpArticles.$inferInsert, 'id'>) {
    const [row] = await tx.insert(helpArticles).values(values).returning();
    return row!;
  },

  async updateHelp(tx: Tx, id: number, values: Partial<Omit<HelpArticleRow, 'id'>>) {
    const [row] = await tx
      .update(helpArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(helpArticles.id, id))
      .returning();
    return row;
  },

  async deleteHelp(tx: Tx, id: number) {
    const [row] = await tx.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
    return row;
  },

  // ---------- feedback ----------
  async insertFeedback(tx: Tx, row: typeof feedback.$inferInsert) {
    await tx.insert(feedback).values(row);
  },

  async feedbackPage(
    tx: Tx,
    q: { page: number; pageSize: number; status: FeedbackStatus | 'all'; keyword?: string },
  ) {
    const conditions: (SQL | undefined)[] = [q.status === 'all' ? undefined : eq(feedback.status, q.status)];
    if (q.keyword) {
      const k = likePattern(q.keyword);
      conditions.push(or(ilike(feedback.contact, k), ilike(feedback.description, k), ilike(users.email, k)));
    }
    const where = and(...conditions);
    const [rows, [total], [fresh]] = await Promise.all([
      tx
        .select({ feedback, email: users.email, handlerEmail: handler.email })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .leftJoin(handler, eq(handler.id, feedback.handledBy))
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx.select({ n: count() }).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).where(where),
      tx.select({ n: count() }).from(feedback).where(eq(feedback.status, 'new')),
    ]);
    return { rows, total: total?.n ?? 0, newCount: fresh?.n ?? 0 };
  },

  async findFeedback(tx: Tx, id: number) {
    const [row] = await tx
      .select({ feedback, email: users.email, handlerEmail: handler.email })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .leftJoin(handler, eq(handler.id, feedback.handledBy))
      .where(eq(feedback.id, id));
    return row;
  },

  /** Locks the row, so two staff members handling it at once record one handling. */
  async lockFeedback(tx: Tx, id: number) {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    return row;
  },

  async markHandled(tx: Tx, id: number, staffId: number, note: string) {
    await tx
      .update(feedback)
      .set({ status: 'handled', handledBy: staffId, handledAt: new Date(), note })
      .where(eq(feedback.id, id));
  },

  async setFeedbackNote(tx: Tx, id: number, note: string) {
    await tx.update(feedback).set({ note }).where(eq(feedback.id, id));
  },

  // ---------- app versions ----------
  async version(tx: Tx, platform: AppVersionRow['platform']) {
    const [row] = await tx.select().from(appVersions).where(eq(appVersions.platform, platform));
    return row;
  },

  async versions(tx: Tx) {
    return tx.select().from(appVersions);
  },

  async upsertVersion(tx: Tx, values: Omit<AppVersionRow, 'updatedAt'>) {
    const now = new Date();
    const [row] = await tx
      .insert(appVersions)
      .values({ ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: appVersions.platform,
        set: {
          version: values.version,
          url: values.url,
          notes: values.notes,
          force: values.force,
          updatedAt: now,
        },
      })
      .returning();
    return row!;
  },
};
