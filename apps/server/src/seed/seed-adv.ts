import { asc, eq } from 'drizzle-orm';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { adSlots, staff, stores, users, videos } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { settlementDayBounds, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import {
  advRepository,
  countAdEvents,
  createAdvStaffService,
  payAdPlacement,
  snapUpAd,
} from '#server/modules/adv/index.js';
import { renderImages } from './demo-images.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo advertisers' creatives: a headline, a picture they uploaded, an in-app link. */
const CREATIVES = [
  { key: 'adv/demo-tea.webp', headline: 'Mountain green tea, picked this spring', link: '/mall', hue: 140 },
  { key: 'adv/demo-bags.webp', headline: 'Handmade leather bags: 20% off this week', link: '/mall', hue: 25 },
  { key: 'adv/demo-lamps.webp', headline: 'Warm lamps for long evenings', link: '/mall', hue: 45 },
] as const;

function creativeSvg(hue: number, word: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 86%)"/><stop offset="1" stop-color="hsl(${hue} 65% 48%)"/>
    </linearGradient></defs>
    <rect width="480" height="360" fill="url(#g)"/>
    <circle cx="360" cy="110" r="70" fill="hsl(${hue} 80% 95% / .55)"/>
    <rect x="48" y="220" width="250" height="18" rx="9" fill="#fff" opacity=".85"/>
    <rect x="48" y="252" width="170" height="14" rx="7" fill="#fff" opacity=".6"/>
    <text x="48" y="190" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${word}</text>
  </svg>`;
}

/**
 * Ad placements of the demo (issue 15 part 4), made through the real flows at the times they
 * happened: an ended slot with its delivered placement, a slot whose two placements (the demo
 * buyer's and a demo seller's) run today so the feed shows sponsored cards, a slot in its rush
 * (the demo buyer's place awaiting payment), and a slot whose rush has not started; impressions and
 * taps counted through the counting call on the days they were seen. Runs once.
 */
export async function seedAdv(
  db: Db,
  config: Config,
  uploads: string,
  who: { buyerEmail: string; staffEmail: string },
) {
  const [done] = await db.select({ id: adSlots.id }).from(adSlots).limit(1);
  if (done) return;
  const dramas = await db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.published, true))
    .orderBy(asc(videos.id))
    .limit(4);
  const [admin] = await db.select().from(staff).where(eq(staff.email, who.staffEmail));
  const [buyer] = await db.select().from(users).where(eq(users.email, who.buyerEmail));
  const owners = await db.select({ ownerId: stores.ownerId }).from(stores).orderBy(asc(stores.id)).limit(2);
  if (dramas.length < 4 || !admin || !buyer || owners.length < 2) return;
  await renderImages(
    uploads,
    CREATIVES.map((c, i) => ({ key: c.key, svg: () => creativeSvg(c.hue, ['TEA', 'BAGS', 'LAMPS'][i]!) })),
  );
  const creative = (i: number) => ({
    headline: CREATIVES[i]!.headline,
    image: `/media/${CREATIVES[i]!.key}`,
    link: CREATIVES[i]!.link,
  });
  const ctx = { db, config };
  const staffService = createAdvStaffService(ctx);
  const call = { staff: admin, ip: '127.0.0.1' } as Parameters<typeof staffService.saveSlot>[1];
  const tz = config.REVENUE_SHARE_TZ;
  const today = settlementDayOf(new Date(), tz);
  const start = (day: string) => settlementDayBounds(day, tz).start;
  const at = <T>(when: Date, fn: () => Promise<T>) => clock.run(() => when, fn);
  const slot = (when: Date, body: Parameters<typeof staffService.saveSlot>[0]) =>
    at(when, () => staffService.saveSlot(body, call));
  const buy = async (when: Date, slotId: number, userId: number, c: number, pay: boolean) => {
    const row = (await advRepository.findSlot(db, slotId))!;
    const placement = await at(when, () =>
      snapUpAd(db, { slot: row, userId, now: when, creative: creative(c) }),
    );
    if (pay) {
      await at(new Date(when.getTime() + HOUR), () =>
        db.transaction((tx) =>
          payAdPlacement(tx, {
            userId,
            placementId: placement.id,
            now: new Date(when.getTime() + HOUR),
            creative: {},
          }),
        ),
      );
    }
    return placement.id;
  };
  /** Viewers saw the ads: impressions (and a few taps) counted through the counting call on that day. */
  const seen = async (day: string, ids: number[], impressions: number, taps: number) => {
    const noon = new Date(start(day).getTime() + 12 * HOUR);
    for (let n = 0; n < impressions; n += 25) {
      const batch = ids.flatMap((id) => Array.from({ length: Math.min(25, impressions - n) }, () => id));
      for (let i = 0; i < batch.length; i += 50)
        await countAdEvents(db, { impressions: batch.slice(i, i + 50) }, noon, tz);
    }
    for (let n = 0; n < taps; n++)
      for (const id of ids) await countAdEvents(db, { impressions: [], tap: id }, noon, tz);
  };

  // An ended slot: three days last week, one place, bought and delivered.
  const endedFirst = shiftSettlementDay(today, -8);
  const ended = await slot(new Date(start(endedFirst).getTime() - 3 * DAY), {
    videoId: dramas[2]!.id,
    firstDay: endedFirst,
    days: 3,
    price: 6_000,
    stock: 1,
    rushStartsAt: new Date(start(endedFirst).getTime() - 3 * DAY + HOUR).toISOString(),
    rushEndsAt: start(endedFirst).toISOString(),
    reason: 'Demo: a short placement last week',
  });
  const endedAd = await buy(
    new Date(start(endedFirst).getTime() - 2 * DAY),
    ended.id,
    owners[1]!.ownerId,
    2,
    true,
  );
  for (let i = 0; i < 3; i++) await seen(shiftSettlementDay(endedFirst, i), [endedAd], 40 + i * 15, 2);

  // Running today: a week from yesterday, two placements paid before it began.
  const runFirst = shiftSettlementDay(today, -1);
  const running = await slot(new Date(start(runFirst).getTime() - 3 * DAY), {
    videoId: dramas[0]!.id,
    firstDay: runFirst,
    days: 7,
    price: 12_000,
    stock: 3,
    rushStartsAt: new Date(start(runFirst).getTime() - 3 * DAY + HOUR).toISOString(),
    rushEndsAt: start(runFirst).toISOString(),
    reason: 'Demo: a week of sponsored cards',
  });
  const buyerAd = await buy(new Date(start(runFirst).getTime() - 2 * DAY), running.id, buyer.id, 0, true);
  const sellerAd = await buy(
    new Date(start(runFirst).getTime() - 2 * DAY + 3 * HOUR),
    running.id,
    owners[0]!.ownerId,
    1,
    true,
  );
  await seen(runFirst, [buyerAd, sellerAd], 60, 3);
  // Today's impressions so far (counted an hour ago, or at 00:00 when the day is younger).
  const earlier = new Date(Math.max(Date.now() - HOUR, start(today).getTime()));
  await countAdEvents(db, { impressions: [buyerAd, buyerAd, sellerAd] }, earlier, tz);

  // In its rush now: the period starts the day after tomorrow; the demo buyer's place awaits payment.
  const openFirst = shiftSettlementDay(today, 2);
  const open = await slot(new Date(Date.now() - 2 * HOUR), {
    videoId: dramas[1]!.id,
    firstDay: openFirst,
    days: 5,
    price: 9_000,
    stock: 4,
    rushStartsAt: new Date(Date.now() - HOUR).toISOString(),
    rushEndsAt: start(openFirst).toISOString(),
    reason: 'Demo: a rush in progress',
  });
  await buy(new Date(Date.now() - 30 * 60_000), open.id, buyer.id, 0, false);

  // Not started: its rush opens tomorrow at noon.
  const laterFirst = shiftSettlementDay(today, 4);
  await slot(new Date(Date.now() - HOUR), {
    videoId: dramas[3]!.id,
    firstDay: laterFirst,
    days: 14,
    price: 20_000,
    stock: 2,
    rushStartsAt: new Date(start(shiftSettlementDay(today, 1)).getTime() + 12 * HOUR).toISOString(),
    rushEndsAt: start(laterFirst).toISOString(),
    reason: 'Demo: a rush that opens tomorrow',
  });
}
