import type { LotteryRules } from '@app/contract';
import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  lotteryDraws,
  lotteryGoodsWins,
  orders,
  lotteryMilestoneClaims,
  lotteryMilestones,
  lotteryPrizes,
  platformSettings,
  pointsCheckins,
  users,
} from '#server/db/schema/index.js';

export type PrizeRow = typeof lotteryPrizes.$inferSelect;
export type MilestoneRow = typeof lotteryMilestones.$inferSelect;
export type GoodsWinRow = typeof lotteryGoodsWins.$inferSelect;

/** The lottery's settings row: the points rules, the odds of no prize and when the table changed. */
export interface LotterySettings extends LotteryRules {
  /** Null until staff save a prize table: there is nothing to draw yet. */
  noPrizeBp: number | null;
  changedAt: string | null;
}

/** The console's defaults until staff save their own (decision 55). */
export const DEFAULT_LOTTERY_SETTINGS: LotterySettings = {
  pointsPerUnit: 1,
  checkInPoints: 10,
  costPerDraw: 100,
  noPrizeBp: null,
  changedAt: null,
};
const SETTINGS_KEY = 'lottery';

/** The lottery domain's only SQL. */
export const lotteryRepository = {
  async settings(tx: Tx): Promise<LotterySettings> {
    const [row] = await tx
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, SETTINGS_KEY));
    return { ...DEFAULT_LOTTERY_SETTINGS, ...(row?.value as Partial<LotterySettings> | undefined) };
  },

  /** The settings row locked (a prize table save and a rules save do not overwrite each other). */
  async lockSettings(tx: Tx) {
    await tx
      .insert(platformSettings)
      .values({ key: SETTINGS_KEY, value: DEFAULT_LOTTERY_SETTINGS })
      .onConflictDoNothing();
    await tx.select().from(platformSettings).where(eq(platformSettings.key, SETTINGS_KEY)).for('update');
    return this.settings(tx);
  },

  async saveSettings(tx: Tx, value: LotterySettings, at: Date) {
    await tx
      .insert(platformSettings)
      .values({ key: SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: at } });
  },

  /** The running prize table, in table order (the order of the odds bands). */
  activePrizes(tx: Tx) {
    return tx
      .select()
      .from(lotteryPrizes)
      .where(eq(lotteryPrizes.active, true))
      .orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));
  },

  /** The running table's rows locked in id order (a save replaces it while draws read it). */
  lockActivePrizes(tx: Tx) {
    return tx
      .select()
      .from(lotteryPrizes)
      .where(eq(lotteryPrizes.active, true))
      .orderBy(asc(lotteryPrizes.id))
      .for('update');
  },

  async lockPrize(tx: Tx, id: number) {
    const [row] = await tx.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, id)).for('update');
    return row;
  },

  async countWin(tx: Tx, id: number) {
    await tx
      .update(lotteryPrizes)
      .set({ won: (await this.lockPrize(tx, id))!.won + 1 })
      .where(eq(lotteryPrizes.id, id));
  },

  async insertPrize(tx: Tx, row: typeof lotteryPrizes.$inferInsert) {
    const [created] = await tx.insert(lotteryPrizes).values(row).returning();
    return created!;
  },

  async updatePrize(tx: Tx, id: number, set: Partial<typeof lotteryPrizes.$inferInsert>) {
    await tx.update(lotteryPrizes).set(set).where(eq(lotteryPrizes.id, id));
  },

  activeMilestones(tx: Tx) {
    return tx
      .select()
      .from(lotteryMilestones)
      .where(eq(lotteryMilestones.active, true))
      .orderBy(asc(lotteryMilestones.draws));
  },

  async retireMilestones(tx: Tx) {
    await tx.update(lotteryMilestones).set({ active: false }).where(eq(lotteryMilestones.active, true));
  },

  async insertMilestone(tx: Tx, row: typeof lotteryMilestones.$inferInsert) {
    const [created] = await tx.insert(lotteryMilestones).values(row).returning();
    return created!;
  },

  async milestone(tx: Tx, id: number) {
    const [row] = await tx.select().from(lotteryMilestones).where(eq(lotteryMilestones.id, id));
    return row;
  },

  /**
   * The participation counts whose milestone this buyer received, whichever row of the table paid
   * it: a milestone is received once per count, however often staff save the table (decision 55).
   */
  async claimedDraws(tx: Tx, userId: number) {
    const rows = await tx
      .selectDistinct({ draws: lotteryMilestones.draws })
      .from(lotteryMilestoneClaims)
      .innerJoin(lotteryMilestones, eq(lotteryMilestones.id, lotteryMilestoneClaims.milestoneId))
      .where(eq(lotteryMilestoneClaims.userId, userId));
    return new Set(rows.map((r) => r.draws));
  },

  /** Records a claim once; undefined when this buyer already received the milestone. */
  async insertClaim(tx: Tx, row: typeof lotteryMilestoneClaims.$inferInsert) {
    const [created] = await tx.insert(lotteryMilestoneClaims).values(row).onConflictDoNothing().returning();
    return created;
  },

  async insertDraw(tx: Tx, row: typeof lotteryDraws.$inferInsert) {
    const [created] = await tx.insert(lotteryDraws).values(row).returning();
    return created!;
  },

  async drawCount(tx: Tx, userId: number) {
    const [row] = await tx.select({ n: count() }).from(lotteryDraws).where(eq(lotteryDraws.userId, userId));
    return row?.n ?? 0;
  },

  async totals(tx: Tx) {
    const [row] = await tx.select({ n: count(), points: sum(lotteryDraws.cost) }).from(lotteryDraws);
    return { draws: row?.n ?? 0, points: Number(row?.points ?? 0) };
  },

  async draws(tx: Tx, q: { page: number; pageSize: number; userId?: number }) {
    const where = q.userId ? eq(lotteryDraws.userId, q.userId) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select({ draw: lotteryDraws, email: users.email, nickname: users.nickname })
        .from(lotteryDraws)
        .innerJoin(users, eq(users.id, lotteryDraws.userId))
        .where(where)
        .orderBy(desc(lotteryDraws.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx.select({ n: count() }).from(lotteryDraws).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Records today's check-in once; undefined when the buyer already checked in that day. */
  async insertCheckin(tx: Tx, row: typeof pointsCheckins.$inferInsert) {
    const [created] = await tx.insert(pointsCheckins).values(row).onConflictDoNothing().returning();
    return created;
  },

  async checkedIn(tx: Tx, userId: number, day: string) {
    const [row] = await tx
      .select({ id: pointsCheckins.id })
      .from(pointsCheckins)
      .where(and(eq(pointsCheckins.userId, userId), eq(pointsCheckins.day, day)));
    return !!row;
  },

  prizesByIds(tx: Tx, ids: number[]) {
    return ids.length
      ? tx.select().from(lotteryPrizes).where(inArray(lotteryPrizes.id, ids))
      : Promise.resolve([]);
  },

  // ---------- goods prizes won (decision 55) ----------

  async insertGoodsWin(tx: Tx, row: typeof lotteryGoodsWins.$inferInsert) {
    const [created] = await tx.insert(lotteryGoodsWins).values(row).returning();
    return created!;
  },

  /** The caller's won goods prize, locked (a claim orders it once). */
  async lockGoodsWin(tx: Tx, id: number, userId: number) {
    const [row] = await tx
      .select()
      .from(lotteryGoodsWins)
      .where(and(eq(lotteryGoodsWins.id, id), eq(lotteryGoodsWins.userId, userId)))
      .for('update');
    return row;
  },

  async setGoodsWin(tx: Tx, id: number, set: Partial<typeof lotteryGoodsWins.$inferInsert>) {
    await tx.update(lotteryGoodsWins).set(set).where(eq(lotteryGoodsWins.id, id));
  },

  /** The goods these draws won, with their orders' numbers. */
  goodsWinsOfDraws(tx: Tx, drawIds: number[]) {
    if (!drawIds.length) return Promise.resolve([]);
    return tx
      .select({ win: lotteryGoodsWins, orderNo: orders.orderNo })
      .from(lotteryGoodsWins)
      .leftJoin(orders, eq(orders.id, lotteryGoodsWins.orderId))
      .where(inArray(lotteryGoodsWins.drawId, drawIds));
  },
};
