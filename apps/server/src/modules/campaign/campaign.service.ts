import {
  CAMPAIGN_KEYS,
  campaignPath,
  campaignState,
  campaignWordsFor,
  type ApiInput,
  type CampaignBanner,
  type CampaignData,
  type CampaignTimeZone,
} from '@app/contract';
import type { AppContext, CallContext } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { campaignRepository, type CampaignRow } from './campaign.repository.js';
import { featuredDramas, featuredGoods, openDeals, usableVouchers } from './campaign.featured.js';

/** The campaigns as buyers and visitors see them: a page per key, and the homes' banner. */
export function createCampaignService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  const words = (row: CampaignRow, call: CallContext) =>
    campaignWordsFor({ ...row, translations: row.translations }, call.locale);

  return {
    async page(body: ApiInput<'campaign/getCampaign'>, call: CallContext): Promise<CampaignData> {
      const row = await campaignRepository.byKey(db, body.key);
      if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
      const now = clock.now();
      const state = campaignState(row, now);
      const running = state === 'running';
      // Outside its window the page shows only that it is not running, and when it runs or ran.
      const [goods, dramas, vouchers, deals] = running
        ? await Promise.all([
            featuredGoods(db, row.goodsIds),
            featuredDramas(db, row.videoIds),
            usableVouchers(db, row.voucherIds, now),
            openDeals(db, row.dealIds, now, call.user?.id),
          ])
        : [[], [], [], []];
      return {
        key: row.key,
        state,
        running,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        timeZone: row.timeZone as CampaignTimeZone,
        serverTime: now.toISOString(),
        image: row.image,
        ...words(row, call),
        goods,
        dramas,
        vouchers,
        deals,
      };
    },

    /** The one running campaign's banner (the one ending first when two overlap), or none. */
    async running(call: CallContext): Promise<{ banner: CampaignBanner | null }> {
      const now = clock.now();
      const live = (await campaignRepository.all(db))
        .filter((r) => CAMPAIGN_KEYS.includes(r.key) && campaignState(r, now) === 'running')
        .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
      const row = live[0];
      if (!row) return { banner: null };
      return {
        banner: {
          key: row.key,
          image: row.image,
          ...words(row, call),
          endsAt: row.endsAt.toISOString(),
          timeZone: row.timeZone as CampaignTimeZone,
          serverTime: now.toISOString(),
          link: campaignPath(row.key),
        },
      };
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
