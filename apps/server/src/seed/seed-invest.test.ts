import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shareOfferings, shareReservations, users, videos } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { viewerEmail } from './seed-dramas.js';
import { seedInvest } from './seed-invest.js';

// The test template has no demo dramas (DEMO_VIDEOS=false): the four titles and the viewers who
// take part are made here, the viewers funded through a deposit staff approve.
const t = await createTestApp();
const TITLES = [
  'Alpha of the Silver Moon',
  'Midnight Heiress',
  "The CEO's Secret Twin",
  'Love Contract in Seoul',
];

describe('demo revenue-share offerings', () => {
  it('offers one drama in each rush state, snapped up and paid through the flows, once', async () => {
    await t.db.insert(videos).values(TITLES.map((title) => ({ title })));
    for (const n of [6, 7, 8, 9, 10, 11, 12]) {
      const [u] = await t.db
        .insert(users)
        .values({
          email: viewerEmail(n),
          passwordHash: 'fixture',
          nickname: `Viewer ${n}`,
          inviteCode: `VW${n}X`,
        })
        .returning();
      const { token } = await t.ctx.sessions.issue(t.db, { userId: u!.id }, {});
      await t.kit.fund(token, 30);
    }
    await seedInvest(t.db, t.config);
    await seedInvest(t.db, t.config);

    const buyer = await t.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' });
    const token = buyer.body.data.token;
    const list = (await t.call('video_invest/getVideoInvestList', { pageSize: 100 }, { token })).body.data
      .list;
    const byTitle = new Map(list.map((c) => [c.drama.title, c]));
    expect(list).toHaveLength(4);
    expect(byTitle.get('Alpha of the Silver Moon')).toMatchObject({ state: 'participated', myUnits: 30 });
    expect(byTitle.get('Midnight Heiress')).toMatchObject({ state: 'pay', myUnits: 10 });
    expect(byTitle.get("The CEO's Secret Twin")).toMatchObject({ state: 'inProgress', unitsLeft: 0 });
    expect(byTitle.get('Love Contract in Seoul')).toMatchObject({ state: 'notStarted', vipLevel: 1 });

    // The ended rush's unpaid reservation lapsed through the expiry and gave its units back.
    const alpha = byTitle.get('Alpha of the Silver Moon')!;
    const rows = await t.db
      .select()
      .from(shareReservations)
      .where(eq(shareReservations.offeringId, alpha.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['abandoned', 'paid', 'paid', 'paid']);
    const [offering] = await t.db.select().from(shareOfferings).where(eq(shareOfferings.id, alpha.id));
    expect(offering).toMatchObject({ unitsTaken: 46, unitsPaid: 46 });
    const mine = (await t.call('video_invest/getMyInvestList', {}, { token })).body.data.list;
    expect(mine.map((h) => [h.drama.title, h.state, h.units])).toEqual([
      ['Midnight Heiress', 'reserved', 10],
      ['Alpha of the Silver Moon', 'paid', 30],
    ]);
    await t.verifyBooks();
  });
});
