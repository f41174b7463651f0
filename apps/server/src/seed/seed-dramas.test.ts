import { HOT_WINDOW_DAYS, RANK_WINDOW_DAYS } from '@app/contract';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoItems, videos } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { DEMO_DRAMAS } from './demo-dramas.js';
import {
  DEMO_VIEWER_OPENING_MINOR,
  DEMO_VIEWER_PASSWORD,
  DEMO_VIEWERS,
  demoEpisodeSource,
  seedDemoDramas,
  viewerEmail,
} from './seed-dramas.js';

const t = await createTestApp();
const lines: string[] = [];

beforeAll(async () => {
  // The test template is seeded without dramas (DEMO_VIDEOS=false): seed them here.
  await seedDemoDramas(t.db, t.config, (m) => lines.push(m));
}, 120_000);

type Sort = 'hot' | 'rank' | 'latest' | 'featured';
const row = async (sort: Sort) =>
  (await t.call('video/getVideoList', { sort, page: 1, pageSize: 50 })).body.data.list;

/** Each drama's recorded figures, counted here from the rows themselves. */
async function recorded() {
  const result = await t.pool.query<{
    id: number;
    created_at: Date;
    featured: boolean;
    rank_weight: number;
    stars: number;
    collects: number;
    views: number;
    star_rows: number;
    collect_rows: number;
    viewers: number;
    recent_viewers: number;
    recent_unlocks: number;
  }>(`
    select v.id::int, v.created_at, v.featured, v.rank_weight, v.stars, v.collects, v.views,
      (select count(*)::int from video_stars s where s.video_id = v.id) as star_rows,
      (select count(*)::int from video_collects c where c.video_id = v.id) as collect_rows,
      (select count(*)::int from watch_history h where h.video_id = v.id) as viewers,
      (select count(*)::int from watch_history h where h.video_id = v.id
         and h.watched_at > now() - interval '${HOT_WINDOW_DAYS} days') as recent_viewers,
      (select count(*)::int from video_unlocks u where u.video_id = v.id
         and u.created_at > now() - interval '${RANK_WINDOW_DAYS} days') as recent_unlocks
    from videos v where v.published`);
  return result.rows;
}

describe('the demo drama catalogue', () => {
  it('has at least eight dramas across genres, each with a drawn poster, a real description and 30–60 s episodes', async () => {
    const dramas = await t.db.select().from(videos).orderBy(videos.id);
    expect(dramas.length).toBeGreaterThanOrEqual(8);
    const genres = new Set(dramas.flatMap((d) => d.tags));
    for (const g of [
      'romance',
      'revenge',
      'family',
      'mystery',
      'fantasy',
      'comedy',
      'thriller',
      'historical',
      'werewolf',
      'ceo',
    ])
      expect(genres).toContain(g);
    for (const d of dramas) {
      // A 2:3 picture stored as the drama's cover, not a video frame.
      expect(d.cover).toMatch(/^\/media\/video\/poster-[a-z0-9-]+\.webp$/);
      const file = path.join(t.config.dataDir, 'uploads', d.cover.replace('/media/', ''));
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([600, 900]);
      expect(
        d.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 20).length,
      ).toBeGreaterThanOrEqual(2);
      expect(d.description).not.toMatch(/demo|test clip/i);
      const episodes = await t.db
        .select()
        .from(videoItems)
        .where(sql`${videoItems.videoId} = ${d.id}`)
        .orderBy(videoItems.index);
      expect(episodes.length).toBeGreaterThanOrEqual(10);
      expect(episodes.length).toBeLessThanOrEqual(20);
      expect(new Set(episodes.map((e) => e.title)).size).toBe(episodes.length);
      for (const e of episodes) {
        const seconds = Number(e.source?.match(/^demo:(\d+)$/)?.[1]);
        expect(seconds).toBeGreaterThanOrEqual(30);
        expect(seconds).toBeLessThanOrEqual(60);
        expect(e.price).toBeGreaterThanOrEqual(30);
        expect(e.price).toBeLessThanOrEqual(50);
      }
      expect(d.freeEpisodes).toBeGreaterThanOrEqual(2);
      expect(d.freeEpisodes).toBeLessThan(episodes.length);
    }
    // The posters differ from each other (a picture per drama, not one template).
    const files = dramas.map((d) =>
      fs.readFileSync(path.join(t.config.dataDir, 'uploads', d.cover.replace('/media/', ''))),
    );
    expect(new Set(files.map((f) => f.toString('base64'))).size).toBe(files.length);
    expect(lines.join('\n')).toMatch(/viewers watched, liked, collected and unlocked \d+ episodes/);
  });

  it('home rows follow their rules over the recorded activity, and differ', async () => {
    const rows = await recorded();
    const ids = (list: { id: number }[]) => list.map((d) => d.id);
    const by = (...keys: ((r: (typeof rows)[number]) => number)[]) =>
      [...rows].sort((a, b) => {
        for (const k of keys) if (k(b) !== k(a)) return k(b) - k(a);
        return 0;
      });

    const hot = ids(await row('hot'));
    expect(hot).toEqual(
      ids(
        by(
          (r) => r.recent_viewers,
          (r) => r.stars,
          (r) => r.id,
        ),
      ),
    );
    const rank = ids(await row('rank'));
    expect(rank).toEqual(
      ids(
        by(
          (r) => r.recent_unlocks,
          (r) => r.collects,
          (r) => r.id,
        ),
      ),
    );
    const latest = ids(await row('latest'));
    expect(latest).toEqual(
      ids(
        by(
          (r) => r.created_at.getTime(),
          (r) => r.id,
        ),
      ),
    );
    const featured = ids(await row('featured'));
    expect(featured).toEqual(
      ids(
        by(
          (r) => r.rank_weight,
          (r) => r.id,
        ).filter((r) => r.featured),
      ),
    );
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(featured.length).toBeLessThan(rows.length);

    // The activity really separates them: no two rows lead with the same drama.
    const leaders = [hot[0], rank[0], latest[0], featured[0]];
    expect(new Set(leaders).size).toBe(4);
    expect(new Set(rows.map((r) => r.recent_viewers)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.recent_unlocks)).size).toBeGreaterThanOrEqual(6);
  });

  it('every count shown is derived from recorded rows, and the money went through the books', async () => {
    for (const r of await recorded()) {
      expect(r.stars).toBe(r.star_rows);
      expect(r.collects).toBe(r.collect_rows);
      expect(r.views).toBe(r.viewers);
      expect(r.viewers).toBeGreaterThan(0);
    }
    // A viewer signs in and sees their own history, likes and balance after what they unlocked.
    const signin = await t.call('user/signin', { email: viewerEmail(1), password: DEMO_VIEWER_PASSWORD });
    const token = signin.body.data.token;
    const history = await t.call('user/getUserHistoryList', { page: 1, pageSize: 50 }, { token });
    expect(history.body.data.total).toBe(DEMO_DRAMAS.length);
    const { rows: paid } = await t.pool.query<{ n: number }>(
      `select coalesce(sum(price), 0)::int as n from video_unlocks u join users s on s.id = u.user_id where s.email = $1`,
      [viewerEmail(1)],
    );
    const wallet = await t.call('user_wallet/getWallet', {}, { token });
    expect(paid[0]!.n).toBeGreaterThan(0);
    expect(wallet.body.data.balance).toBe(DEMO_VIEWER_OPENING_MINOR - paid[0]!.n);
    const { rows: viewers } = await t.pool.query(`select 1 from users where email like 'viewer%@demo.local'`);
    expect(viewers).toHaveLength(DEMO_VIEWERS);
    await t.verifyBooks();
  });

  it('gives every demo episode its drama’s scene, a caption and timed dialogue within the episode', async () => {
    const source = demoEpisodeSource(t.config.dataDir);
    const dramas = await t.db.select().from(videos).orderBy(videos.id);
    for (const d of dramas) {
      const items = await t.db
        .select()
        .from(videoItems)
        .where(sql`${videoItems.videoId} = ${d.id}`);
      for (const e of items) {
        const seconds = Number(e.source!.slice(5));
        const episode = await source({ videoId: d.id, index: e.index, title: e.title, seconds }, d);
        expect(episode!.caption).toBe(`${d.title} · Episode ${e.index}`);
        expect(episode!.lines.length).toBeGreaterThanOrEqual(4);
        for (const l of episode!.lines) {
          expect(l.from).toBeGreaterThanOrEqual(1);
          expect(l.to).toBeLessThanOrEqual(seconds - 1);
          expect(l.to - l.from).toBeGreaterThanOrEqual(4);
        }
        expect(fs.existsSync(episode!.background)).toBe(true);
      }
    }
    // A drama it does not know gets the worker's plain clip.
    expect(
      await source({ videoId: 0, index: 1, title: 'x', seconds: 30 }, { id: 0, title: 'Unknown' }),
    ).toBeUndefined();
  });
});
