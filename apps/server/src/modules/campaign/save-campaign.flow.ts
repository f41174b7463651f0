import { keptTranslations, zonedToInstant, type ApiInput } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { dramaRepository } from '#server/modules/drama/index.js';
import { taskRepository } from '#server/modules/task/index.js';
import { voucherRepository } from '#server/modules/voucher/index.js';
import { campaignRepository, type CampaignRow } from './campaign.repository.js';

export type SaveCampaignInput = Omit<ApiInput<'admin/saveCampaign'>, 'reason'>;

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Sets a campaign (the console's save and the demo seed): the window in its time zone becomes two
 * instants; every featured product must be on sale, every drama published, every voucher a store
 * voucher not ended, every group-buy deal open (not settled, failed or past its deadline: refused
 * naming the field `dealIds.<i>`); translations left out keep the stored ones. The caller audits.
 */
export async function saveCampaign(tx: Tx, input: SaveCampaignInput, now: Date): Promise<CampaignRow> {
  const goodsIds = unique(input.goodsIds);
  const videoIds = unique(input.videoIds);
  const voucherIds = unique(input.voucherIds);
  if ((await catalogRepository.cardsByIds(tx, goodsIds)).length !== goodsIds.length)
    throw new AppError('CAMPAIGN_GOODS_NOT_FOUND');
  for (const id of videoIds)
    if (!(await dramaRepository.find(tx, id))) throw new AppError('CAMPAIGN_DRAMA_NOT_FOUND');
  for (const id of voucherIds) {
    const v = await voucherRepository.findVoucher(tx, id);
    if (!v || v.status !== 'active' || v.endAt <= now) throw new AppError('CAMPAIGN_VOUCHER_NOT_FOUND');
  }
  const dealIds = unique(input.dealIds);
  const deals = await taskRepository.findMany(tx, dealIds);
  for (const [i, found] of deals.entries()) {
    if (!found) throw fieldError(`dealIds.${i}`, 'validation.campaignDealUnknown');
    if (found.deal.status !== 'open' || found.deal.deadline <= now)
      throw fieldError(`dealIds.${i}`, 'validation.campaignDealFinished');
  }
  const stored = await campaignRepository.byKey(tx, input.key);
  return campaignRepository.upsert(tx, {
    key: input.key,
    startsAt: zonedToInstant(input.start, input.timeZone),
    endsAt: zonedToInstant(input.end, input.timeZone),
    timeZone: input.timeZone,
    image: input.image,
    title: input.title,
    subtitle: input.subtitle,
    cta: input.cta,
    translations: input.translations
      ? keptTranslations(
          input.translations as Record<string, { title: string; subtitle: string; cta: string }>,
        )
      : (stored?.translations ?? {}),
    goodsIds,
    videoIds,
    voucherIds,
    dealIds,
    updatedAt: now,
  });
}
