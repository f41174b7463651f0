import type { AdminCampaign } from '@app/contract';

/**
 * What the console's save sends back for a campaign as staff listed it (`admin/saveCampaign`), with
 * another window when given: journeys move a campaign's window or items and put them back with it.
 */
export function campaignSaveBody(
  c: AdminCampaign,
  reason: string,
  window: { start: string; end: string } = { start: c.start, end: c.end },
) {
  return {
    key: c.key,
    start: window.start,
    end: window.end,
    timeZone: c.timeZone,
    image: c.image,
    title: c.title,
    subtitle: c.subtitle,
    cta: c.cta,
    goodsIds: c.goodsIds,
    videoIds: c.videoIds,
    voucherIds: c.voucherIds,
    dealIds: c.dealIds,
    reason,
  };
}
