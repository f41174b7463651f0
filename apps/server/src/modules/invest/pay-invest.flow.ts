import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { investRepository as repo, type ReservationRow } from './invest.repository.js';

/** The transfer that pays a reservation: one per reservation, so a second press posts nothing. */
export const payTransferId = (reservationId: number) => `invest:pay:${reservationId}`;

/**
 * Pays a reservation from the viewer's wallet, in the caller's transaction: the amount fixed at the
 * snap-up moves to the platform's copyright sales (units are not the drama's revenue) and the units
 * become a holding. A paid reservation answers itself (nothing posted twice). Past its deadline the
 * reservation is abandoned here and its units return (`expired` tells the caller to refuse).
 * No invitation reward is ever paid on it (DESIGN §3).
 */
export async function payReservation(
  tx: Tx,
  input: { userId: number; reservationId: number; drama: string; now: Date },
): Promise<{ reservation: ReservationRow; expired: boolean }> {
  const { userId, now } = input;
  const r = await repo.findUserReservation(tx, userId, input.reservationId, true);
  if (!r) throw new AppError('RESERVATION_NOT_FOUND');
  if (r.status === 'paid') return { reservation: r, expired: false };
  if (r.status === 'abandoned') return { reservation: r, expired: true };
  if (r.payBy <= now) {
    await repo.abandonDue(tx, now, r.id);
    return { reservation: r, expired: true };
  }
  const transferId = payTransferId(r.id);
  // Refused for a short balance (INSUFFICIENT_BALANCE): the transaction rolls back, the reservation stays.
  await ledger.transfer(tx, {
    transferId,
    debitAccountId: ledger.ref.user(userId),
    creditAccountId: ledger.ref.platform(accountCodes.copyrightSales),
    amount: r.amount,
    kind: 'payment',
    reference: { type: 'share_reservation', id: r.id },
    line: { kind: 'shareUnits', drama: input.drama, units: r.units },
    memo: `Revenue-share units: reservation ${r.id}, offering ${r.offeringId}, ${r.units} units`,
  });
  const paid = await repo.markPaid(tx, r.id, now, transferId);
  await repo.addUnits(tx, r.offeringId, { paid: r.units });
  return { reservation: paid!, expired: false };
}
