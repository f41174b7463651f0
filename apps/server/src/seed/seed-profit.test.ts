import { beforeAll, describe, expect, it } from 'vitest';
import { revenuePayouts, revenueSettlements, revenueSettlementShares } from '#server/db/schema/index.js';
import { settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { createTestApp } from '#test/helper.js';
import { DEMO_VIEWER_PASSWORD, seedDemoDramas, viewerEmail } from './seed-dramas.js';
import { DEMO_SETTLED_DAYS, seedProfit } from './seed-profit.js';

const t = await createTestApp();
const lines: string[] = [];

beforeAll(async () => {
  // The test template is seeded without dramas (DEMO_VIDEOS=false): seed them, then the settled history.
  await seedDemoDramas(t.db, t.config, (m) => lines.push(m));
  await seedProfit(t.db, t.config, (m) => lines.push(m));
}, 120_000);

describe('the demo revenue share history', () => {
  it('settles every one of the last two weeks for each held drama, at that day’s 00:00, through the real flows', async () => {
    const settlements = await t.db.select().from(revenueSettlements);
    const today = settlementDayOf(new Date(), 'UTC');
    const days = [...new Set(settlements.map((s) => s.day))].sort();
    expect(days).toHaveLength(DEMO_SETTLED_DAYS);
    expect(days[0]).toBe(shiftSettlementDay(today, -DEMO_SETTLED_DAYS));
    expect(days.at(-1)).toBe(shiftSettlementDay(today, -1));
    for (const s of settlements) {
      expect(s.createdAt.getTime()).toBeGreaterThanOrEqual(s.dayEndsAt.getTime());
      expect(s.createdAt.getTime() - s.dayEndsAt.getTime()).toBeLessThan(3_600_000);
    }
    // Some days earned nothing and paid nothing; others paid.
    expect(settlements.some((s) => s.net === 0 && s.paid === 0)).toBe(true);
    expect(settlements.some((s) => s.paid > 0)).toBe(true);
    // The VIP member's watching split that day's VIP payment between the two dramas.
    expect(settlements.filter((s) => s.vipShare > 0).length).toBeGreaterThanOrEqual(1);
    // Every pool is split exactly.
    for (const sh of await t.db.select().from(revenueSettlementShares))
      expect(sh.pool).toBe(sh.paid + sh.unheld + sh.leftover);
    await t.verifyBooks();
    expect(lines.some((l) => l.startsWith('revenue share:'))).toBe(true);
  });

  it('the demo holder signs in and sees the history on the earnings dashboard', async () => {
    const session = await t.call('user/signin', { email: viewerEmail(1), password: DEMO_VIEWER_PASSWORD });
    const token = session.body.data.token;
    const res = await t.call('profit/getProfit', {}, { token });
    expect(res.status).toBe(200);
    const payouts = await t.db.select().from(revenuePayouts);
    const mine = payouts.filter((p) => p.userId === session.body.data.user.id);
    expect(res.body.data.totalAmount).toBe(mine.reduce((n, p) => n + p.amount, 0));
    expect(res.body.data.totalAmount).toBeGreaterThan(0);
    expect(res.body.data.unitsHeld).toBe(70);
    expect(res.body.data.recent.length).toBeGreaterThan(0);
  });

  it('does nothing the second time', async () => {
    const before = (await t.db.select().from(revenueSettlements)).length;
    await seedProfit(t.db, t.config);
    expect(await t.db.select().from(revenueSettlements)).toHaveLength(before);
  });
});
