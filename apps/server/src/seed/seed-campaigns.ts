import { CAMPAIGN_KEYS, instantToZoned, type CampaignKey, type Locale } from '@app/contract';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { storeVouchers, videos } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { campaignRepository, saveCampaign } from '#server/modules/campaign/index.js';
import { taskRepository } from '#server/modules/task/index.js';
import { audit } from '#server/platform/audit/index.js';
import { christmasArtSvg, halloweenArtSvg } from './campaign-art.js';
import { CAMPAIGN_TEXTS } from './campaign-texts.js';
import { renderImages } from './demo-images.js';

const DAY_MS = 86_400_000;
const TIME_ZONE = 'UTC';
const imageKey = (key: CampaignKey) => `campaign/${key}-hero.webp`;

/** The day `days` from `now` in the campaigns' zone, at `time` on its clock. */
const dayAt = (now: Date, days: number, time: string) =>
  `${instantToZoned(new Date(now.getTime() + days * DAY_MS), TIME_ZONE).slice(0, 10)}T${time}`;

/**
 * Both seasonal campaigns through the console's save (decision 56): Halloween ran and ended (its
 * page shows the finished state), Christmas runs today, with the hottest products on sale, the
 * demo dramas, the store vouchers running now and two of the demo's running group-buy deals (the
 * seed makes the deals first). Skipped once any campaign exists.
 */
export async function seedCampaigns(db: Db, uploadsRoot: string): Promise<void> {
  if ((await campaignRepository.all(db)).length) return;
  await renderImages(uploadsRoot, [
    { key: imageKey('halloween'), svg: halloweenArtSvg },
    { key: imageKey('christmas'), svg: christmasArtSvg },
  ]);
  const now = clock.now();
  const hot = (await catalogRepository.goodsPage(db, {}, 'sales', { page: 1, pageSize: 16 })).rows.map(
    (g) => g.id,
  );
  const dramas = (
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.published, true))
      .orderBy(asc(videos.id))
      .limit(4)
  ).map((v) => v.id);
  const vouchers = (
    await db
      .select({ id: storeVouchers.id })
      .from(storeVouchers)
      .where(
        and(
          eq(storeVouchers.status, 'active'),
          lte(storeVouchers.startAt, now),
          gt(storeVouchers.endAt, now),
        ),
      )
      .orderBy(asc(storeVouchers.id))
      .limit(4)
  ).map((v) => v.id);
  // The demo's running deals, oldest first (one with places left, one a place short of its count).
  const deals = (await taskRepository.adminPage(db, { page: 1, pageSize: 20, state: 'running' }, now)).rows
    .filter((r) => r.deal.deadline > now)
    .map((r) => r.deal.id)
    .sort((a, b) => a - b)
    .slice(0, 2);
  const windows: Record<
    CampaignKey,
    { start: string; end: string; goodsIds: number[]; voucherIds: number[]; dealIds: number[] }
  > = {
    // Ended 27 days before the demo's day (27 Nov: 15 Oct 00:00 to 31 Oct 23:59).
    halloween: {
      start: dayAt(now, -43, '00:00'),
      end: dayAt(now, -27, '23:59'),
      goodsIds: hot.slice(8, 16),
      voucherIds: [],
      dealIds: [],
    },
    // Running: from a week before the demo's day to 29 days after (27 Nov: 20 Nov 00:00 to 26 Dec 23:59).
    christmas: {
      start: dayAt(now, -7, '00:00'),
      end: dayAt(now, 29, '23:59'),
      goodsIds: hot.slice(0, 8),
      voucherIds: vouchers,
      dealIds: deals,
    },
  };
  for (const key of CAMPAIGN_KEYS) {
    const texts = CAMPAIGN_TEXTS[key];
    const [title, subtitle, cta] = texts.en;
    const translations = Object.fromEntries(
      (Object.entries(texts) as [Locale, [string, string, string]][])
        .filter(([locale]) => locale !== 'en')
        .map(([locale, [t, s, c]]) => [locale, { title: t, subtitle: s, cta: c }]),
    );
    await db.transaction(async (tx) => {
      const saved = await saveCampaign(
        tx,
        {
          key,
          ...windows[key],
          timeZone: TIME_ZONE,
          image: `/media/${imageKey(key)}`,
          title,
          subtitle,
          cta,
          translations,
          videoIds: dramas,
        },
        now,
      );
      await audit.system(tx, {
        action: 'campaign.created',
        targetType: 'campaign',
        targetId: saved.key,
        reason: 'Demo data',
      });
    });
  }
}
