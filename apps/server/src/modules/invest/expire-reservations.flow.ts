import type { Db } from '#server/db/client.js';
import { investRepository as repo } from './invest.repository.js';

/**
 * The scheduled expiry (the lead runs it on pg-boss): every reservation still unpaid at `now` is
 * abandoned and its units go back to its offering's rush, once each, even when two nodes run it at
 * the same moment (one statement; the second waits on the first's row locks and finds nothing left).
 */
export async function expireShareReservations(db: Db, now: Date) {
  const returned = await db.transaction((tx) => repo.abandonDue(tx, now));
  return {
    reservations: returned.reduce((n, r) => n + r.reservations, 0),
    units: returned.reduce((n, r) => n + r.units, 0),
  };
}
