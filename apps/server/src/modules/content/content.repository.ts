import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.js';
import {
  appVersions,
  feedback,
  helpArticles,
  staff,
  users,
  videoBanners,
  vipOrders,
  vipPlans,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';

export type VipPlanRow = typeof vipPlans.$inferSelect;
export type VideoBannerRow = typeof videoBanners.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type AppVersionRow = typeof appVersions.$inferSelect;
export type FeedbackStatus = (typeof feedback.$inferSelect)['status'];

const handler = alias(staff, 'handler');

/** All SQL of the console's drama content: plans, banners, help, feedback and app versions. */
export const contentAdminRepository = {
  // ---------- VIP plans ----------
  async plans(tx: Tx) {
    const sold = tx
      .select({ planId: vipOrders.planId, n: count().as('n') })
      .from(vipOrders)
      .groupBy(vipOrders.planId)
      .as('sold');
    return tx
      .select({ plan: vipPlans, sold: sql<number>`coalesce(${sold.n}, 0)::int` })
      .from(vipPlans)
      .leftJoin(sold, eq(sold.planId, vipPlans.id))
      .orderBy(asc(vipPlans.sort), asc(vipPlans.id));
  },

  async planSold(tx: Tx, planId: number) {
    const [row] = await tx.select({ n: count() }).from(vipOrders).where(eq(vipOrders.planId, planId));
    return row?.n ?? 0;
  },

  async insertPlan(tx: Tx, values: Omit<typeof vipPlans.$inferInsert, 'id'>) {
    const [row] = await tx.insert(vipPlans).values(values).returning();
    return row!;
  },

  async updatePlan(tx: Tx, id: number, values: Partial<Omit<VipPlanRow, 'id'>>) {
    const [row] = await tx.update(vipPlans).set(values).where(eq(vipPlans.id, id)).returning();
    return row;
  },

  // ---------- banners ----------
  async banners(tx: Tx, place?: VideoBannerRow['place']) {
    return tx
      .select()
      .from(videoBanners)
      .where(place ? eq(videoBanners.place, place) : undefined)
      .orderBy(asc(videoBanners.place), asc(videoBanners.sort), asc(videoBanners.id));
  },

  async insertBanner(tx: Tx, values: Omit<typeof videoBanners.$inferInsert, 'id'>) {
    const [row] = await tx.insert(videoBanners).values(values).returning();
    return row!;
  },

  async updateBanner(tx: Tx, id: number, values: Partial<Omit<VideoBannerRow, 'id'>>) {
    const [row] = await tx.update(videoBanners).set(values).where(eq(videoBanners.id, id)).returning();
    return row;
  },

  async deleteBanner(tx: Tx, id: number) {
    const [row] = await tx.delete(videoBanners).where(eq(videoBanners.id, id)).returning();
    return row;
  },

  // ---------- help articles ----------
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
