import { RUSH_PAY_HOURS } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { investRepository as repo, type OfferingRow, type ReservationRow } from './invest.repository.js';

/** How long a snap-up waits for the others holding the offering's row before answering RUSH_BUSY. */
export const RUSH_LOCK_WAIT_MS = 1500;

/**
 * Reserves `units` of an offering for a viewer, in the caller's transaction: the offering's row is
 * locked (waiting at most RUSH_LOCK_WAIT_MS, then RUSH_BUSY), so units are never oversold and the
 * per-person limit counts every reservation made before. No money moves: the reservation is paid
 * with `payInvest` within 24 hours or abandoned.
 */
export async function snapUp(
  tx: Tx,
  input: { offeringId: number; userId: number; units: number; vipLevel: number; now: Date },
): Promise<{ reservation: ReservationRow; offering: OfferingRow }> {
  const { userId, units, now } = input;
  const o = await repo.lockOffering(tx, input.offeringId, RUSH_LOCK_WAIT_MS);
  if (!o) throw new AppError('OFFERING_NOT_FOUND');
  if (now < o.rushStartsAt) throw new AppError('RUSH_NOT_STARTED', { at: o.rushStartsAt.toISOString() });
  if (now >= o.rushEndsAt) throw new AppError('RUSH_ENDED');
  if (o.paused) throw new AppError('RUSH_PAUSED');
  if (input.vipLevel < o.vipLevel) {
    throw new AppError('VIP_LEVEL_REQUIRED', { level: o.vipLevel, yours: input.vipLevel });
  }
  const left = o.unitsIssued - o.unitsTaken;
  if (left <= 0 || units > left) throw new AppError('UNITS_SOLD_OUT', { left: Math.max(0, left) });
  const held = await repo.unitsOfUser(tx, o.id, userId);
  if (held + units > o.perPersonLimit) {
    throw new AppError('UNITS_LIMIT', { limit: o.perPersonLimit, held }, [
      {
        field: 'units',
        rule: 'max',
        key: 'validation.tooBig',
        params: { field: 'units', max: Math.max(0, o.perPersonLimit - held) },
      },
    ]);
  }
  const reservation = await repo.insertReservation(tx, {
    offeringId: o.id,
    userId,
    units,
    amount: units * o.unitPrice,
    status: 'reserved',
    reservedAt: now,
    payBy: new Date(now.getTime() + RUSH_PAY_HOURS * 3_600_000),
  });
  const offering = await repo.addUnits(tx, o.id, { taken: units });
  return { reservation, offering };
}
