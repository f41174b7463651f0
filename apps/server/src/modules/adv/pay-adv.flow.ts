import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { advRepository as repo, type AdPlacementRow } from './adv.repository.js';

/** The transfer that pays a placement: one per placement, so a second payment posts nothing. */
export const adPayTransferId = (placementId: number) => `adv:pay:${placementId}`;

/**
 * Pays a reserved placement of `userId` at `now` in the caller's transaction: its price moves from the
 * wallet to the platform's deferred ad revenue (recognised day by day as delivered), line
 * `adPlacement`. The creative (headline, image, link) must be complete by then. A paid placement is
 * answered as it is, paying nothing again.
 */
export async function payAdPlacement(
  tx: Tx,
  input: {
    userId: number;
    placementId: number;
    now: Date;
    creative: { headline?: string; image?: string; link?: string };
  },
): Promise<{ placement: AdPlacementRow; repeated: boolean }> {
  const { userId, placementId, now, creative } = input;
  const placement = await repo.lockOwnPlacement(tx, userId, placementId);
  if (!placement) throw new AppError('AD_PLACEMENT_NOT_FOUND');
  if (placement.status === 'paid' || placement.status === 'taken_down') return { placement, repeated: true };
  if (placement.status === 'abandoned' || placement.payBy <= now) throw new AppError('AD_PAY_EXPIRED');
  const headline = creative.headline ?? placement.headline;
  const image = creative.image ?? placement.image;
  const link = creative.link ?? placement.link;
  const missing = [
    !headline && { field: 'headline', rule: 'required', key: 'validation.adHeadlineRequired' },
    !image && { field: 'image', rule: 'required', key: 'validation.adImage' },
    !link && { field: 'link', rule: 'required', key: 'validation.link' },
  ].filter((f) => f !== false);
  if (missing.length) throw new AppError('AD_CREATIVE_REQUIRED', {}, missing);
  const drama = await repo.findVideo(tx, placement.videoId);
  const transferId = adPayTransferId(placement.id);
  // A short balance refuses (INSUFFICIENT_BALANCE) and the transaction rolls back.
  await ledger.transfer(tx, {
    transferId,
    debitAccountId: ledger.ref.user(userId),
    creditAccountId: ledger.ref.platform(accountCodes.adsDeferred),
    amount: placement.price,
    kind: 'payment',
    reference: { type: 'ad_placement', id: placement.id },
    line: { kind: 'adPlacement', drama: drama?.title ?? '', days: placement.days },
    memo: `Ad placement ${placement.id} on drama ${placement.videoId} for ${placement.days} days`,
  });
  const paid = await repo.updatePlacement(tx, placement.id, {
    status: 'paid',
    paidAt: now,
    transferId,
    headline,
    image,
    link,
  });
  return { placement: paid, repeated: false };
}
