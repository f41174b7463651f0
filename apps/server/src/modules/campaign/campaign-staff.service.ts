import {
  CAMPAIGN_KEYS,
  campaignState,
  instantToZoned,
  type AdminCampaign,
  type ApiInput,
  type CampaignKey,
  type CampaignTimeZone,
} from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { audit } from '#server/platform/audit/index.js';
import { campaignRepository, type CampaignRow } from './campaign.repository.js';
import { campaignItems } from './campaign.items.js';
import { saveCampaign } from './save-campaign.flow.js';

function toAdmin(key: CampaignKey, row: CampaignRow | undefined, now: Date): AdminCampaign {
  if (!row)
    return {
      key,
      configured: false,
      state: 'ended',
      start: '',
      end: '',
      startsAt: '',
      endsAt: '',
      timeZone: 'UTC',
      image: '',
      title: '',
      subtitle: '',
      cta: '',
      translations: {},
      goodsIds: [],
      videoIds: [],
      voucherIds: [],
      dealIds: [],
      updatedAt: null,
    };
  const timeZone = row.timeZone as CampaignTimeZone;
  return {
    key,
    configured: true,
    state: campaignState(row, now),
    start: instantToZoned(row.startsAt, timeZone),
    end: instantToZoned(row.endsAt, timeZone),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone,
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    cta: row.cta,
    translations: row.translations as AdminCampaign['translations'],
    goodsIds: row.goodsIds,
    videoIds: row.videoIds,
    voucherIds: row.voucherIds,
    dealIds: row.dealIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The console's campaigns: both keys always listed; every save audited with its reason. */
export function createCampaignStaffService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async list() {
      const rows = await campaignRepository.all(db);
      const now = clock.now();
      return {
        list: CAMPAIGN_KEYS.map((key) =>
          toAdmin(
            key,
            rows.find((r) => r.key === key),
            now,
          ),
        ),
      };
    },

    /** The console pickers' search and the names of what is chosen. */
    async items(body: ApiInput<'admin/searchCampaignItems'>) {
      return { list: await campaignItems(db, body, clock.now()) };
    },
    async save(body: ApiInput<'admin/saveCampaign'>, call: StaffCall) {
      const { reason, ...input } = body;
      return db.transaction(async (tx) => {
        const before = await campaignRepository.byKey(tx, input.key);
        const now = clock.now();
        const saved = await saveCampaign(tx, input, now);
        await audit.staff(tx, call, {
          action: before ? 'campaign.changed' : 'campaign.created',
          targetType: 'campaign',
          targetId: saved.key,
          reason,
          detail: {
            window: { start: input.start, end: input.end, timeZone: input.timeZone },
            before: before
              ? { startsAt: before.startsAt.toISOString(), endsAt: before.endsAt.toISOString() }
              : null,
            image: saved.image,
            title: saved.title,
            goodsIds: saved.goodsIds,
            videoIds: saved.videoIds,
            voucherIds: saved.voucherIds,
            dealIds: saved.dealIds,
          },
        });
        return toAdmin(saved.key, saved, now);
      });
    },
  };
}

export type CampaignStaffService = ReturnType<typeof createCampaignStaffService>;
