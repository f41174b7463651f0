import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { advRepository as repo, type AdPlacementRow } from './adv.repository.js';
import { dayIndex, dayPart, periodDays } from './adv.rules.js';

/**
 * Takes a paid placement down at `now` in the caller's transaction (decision 49). The days not
 * delivered (the take-down's own day and after) go back from `platform:ads:deferred`; with
 * `refundFull` the delivered days too: the parts of days already settled from the drama's revenue
 * account (shown in the next settlement as a negative adjustment), the others from the deferred
 * account. Every part is a whole day's part, so the refunds sum exactly to what was given back.
 */
export async function takeDownAd(
  tx: Tx,
  input: { placementId: number; now: Date; refundFull: boolean; reason: string },
): Promise<AdPlacementRow> {
  const { placementId, now, refundFull, reason } = input;
  // Locked first: a settlement reading this placement waits for the take-down, or the take-down for it.
  const p = await repo.lockPlacement(tx, placementId);
  if (!p) throw new AppError('AD_PLACEMENT_NOT_FOUND');
  if (p.status !== 'paid') throw new AppError('AD_NOT_RUNNING');
  if (p.endsAt <= now && !refundFull) throw new AppError('AD_NOT_RUNNING');
  const today = settlementDayOf(now, p.timeZone);
  const delivered = Math.min(Math.max(dayIndex(p.firstDay, today), 0), p.days);
  const days = periodDays(p.firstDay, p.days);
  const settled = refundFull ? await repo.settledDays(tx, p.videoId, days.slice(0, delivered)) : new Set();
  let fromDeferred = 0;
  let fromSettled = 0;
  days.forEach((day, i) => {
    const part = dayPart(p.price, p.days, i);
    if (i >= delivered) fromDeferred += part;
    else if (refundFull) {
      if (settled.has(day)) fromSettled += part;
      else fromDeferred += part;
    }
  });
  const drama = await repo.findVideo(tx, p.videoId);
  const line = { kind: 'adRefund' as const, drama: drama?.title ?? '' };
  const user = await ledger.userAccount(tx, p.userId);
  if (fromDeferred > 0) {
    await ledger.transfer(tx, {
      transferId: `adv:refund:${p.id}:deferred`,
      debitAccountId: ledger.ref.platform(accountCodes.adsDeferred),
      creditAccountId: user,
      amount: fromDeferred,
      kind: 'refund',
      reference: { type: 'ad_placement', id: p.id },
      line,
      memo: `Ad placement ${p.id} taken down: undelivered or unsettled days`,
    });
  }
  if (fromSettled > 0) {
    await ledger.transfer(tx, {
      transferId: `adv:refund:${p.id}:settled`,
      debitAccountId: ledger.ref.platform(accountCodes.dramaRevenue(p.videoId)),
      creditAccountId: user,
      amount: fromSettled,
      kind: 'refund',
      reference: { type: 'ad_placement', id: p.id },
      line,
      memo: `Ad placement ${p.id} taken down: refund of days already settled`,
    });
  }
  return repo.updatePlacement(tx, p.id, {
    status: 'taken_down',
    takenDownAt: now,
    takeDownReason: reason,
    refundFull,
    deliveredDays: delivered,
    refundedDeferred: fromDeferred,
    refundedSettled: fromSettled,
  });
}
