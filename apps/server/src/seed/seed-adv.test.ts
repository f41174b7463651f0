import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adPlacements, adSlots, videos } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { DEMO_BUYER } from './seed.js';
import { seedAdv } from './seed-adv.js';

// The test template has no demo dramas (DEMO_VIDEOS=false): four stand in for them here.
const t = await createTestApp();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-adv-'));
await t.db
  .insert(videos)
  .values(['Tea Garden', 'River Town', 'Night Market', 'Snow Pass'].map((title) => ({ title })));
const who = { buyerEmail: DEMO_BUYER.email, staffEmail: t.config.DEMO_STAFF_EMAIL };
await seedAdv(t.db, t.config, uploads, who);

describe('demo ad placements', () => {
  it('offers slots in each rush state, made through the console call and audited', async () => {
    const token = await t.kit.staffToken();
    const slots = (await t.call('admin/getAdSlotList', {}, { token })).body.data.list;
    expect(slots.map((s) => s.rush).sort()).toEqual(['ended', 'ended', 'inProgress', 'notStarted']);
    const buyer = await t.client.call('user/signin', {
      email: DEMO_BUYER.email,
      password: DEMO_BUYER.password,
    });
    const states = (await t.call('video_adv/getVideoAdvList', {}, { token: buyer.token })).body.data.list.map(
      (s) => s.state,
    );
    expect(states.sort()).toEqual(['ended', 'notStarted', 'participated', 'pay']);
  });

  it('has two paid placements running today, so the feed shows sponsored cards with counted impressions', async () => {
    const feed = (await t.call('video_adv/getAds', { place: 'feed' })).body.data.list;
    expect(feed).toHaveLength(2);
    for (const ad of feed) {
      expect(ad.headline).toBeTruthy();
      expect(fs.existsSync(path.join(uploads, ad.image.replace('/media/', '')))).toBe(true);
    }
    const buyer = await t.client.call('user/signin', {
      email: DEMO_BUYER.email,
      password: DEMO_BUYER.password,
    });
    const mine = (await t.call('video_adv/getMyAdvList', {}, { token: buyer.token })).body.data.list;
    const running = mine.find((p) => p.state === 'running')!;
    expect(running.impressions).toBeGreaterThan(60);
    expect(running.perDay.length).toBeGreaterThanOrEqual(1);
    expect(running.perDay.reduce((n, d) => n + d.impressions, 0)).toBe(running.impressions);
    expect(mine.map((p) => p.state).sort()).toEqual(['reserved', 'running']);
    // The wallet shows what the demo buyer paid.
    const log = (await t.call('user_wallet/getWalletLogList', {}, { token: buyer.token })).body.data.list;
    expect(log.some((l) => l.line.kind === 'adPlacement')).toBe(true);
    await t.verifyBooks();
  });

  it('runs once: a second run adds nothing', async () => {
    const before = [
      (await t.db.select().from(adSlots)).length,
      (await t.db.select().from(adPlacements)).length,
    ];
    await seedAdv(t.db, t.config, uploads, who);
    expect([
      (await t.db.select().from(adSlots)).length,
      (await t.db.select().from(adPlacements)).length,
    ]).toEqual(before);
  });
});
