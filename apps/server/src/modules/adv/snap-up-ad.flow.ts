import { AD_PAY_HOURS } from '@app/contract';
import type { Db, Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { advRepository as repo, type AdPlacementRow, type AdSlotRow } from './adv.repository.js';

/** How long a snap-up waits for the slot's row before answering RUSH_BUSY. */
const RUSH_LOCK_TIMEOUT_MS = 5_000;

/** Postgres errors arrive as they are or wrapped by drizzle (in `cause`). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

/**
 * Snaps up one placement of a slot for `userId` at `now`: the slot's row is taken in one conditional
 * statement (never oversold), the placement is `reserved` until paid, at most 24 hours and never past
 * the period's start. Contention past the lock timeout answers RUSH_BUSY (spec §8).
 */
export async function snapUpAd(
  db: Db,
  input: {
    slot: AdSlotRow;
    userId: number;
    now: Date;
    creative: { headline?: string; image?: string; link?: string };
  },
): Promise<AdPlacementRow> {
  const { slot, userId, now, creative } = input;
  try {
    return await db.transaction(async (tx: Tx) => {
      await repo.setLockTimeout(tx, RUSH_LOCK_TIMEOUT_MS);
      const [mine] = await repo.livePlacementsOf(tx, userId, [slot.id]);
      if (mine) throw new AppError('AD_ALREADY_TAKEN');
      const taken = await repo.takePlace(tx, slot.id, now);
      if (!taken) {
        const current = (await repo.findSlot(tx, slot.id)) ?? slot;
        if (now < current.rushStartsAt) throw new AppError('AD_RUSH_NOT_STARTED');
        if (now >= current.rushEndsAt) throw new AppError('AD_RUSH_ENDED');
        throw new AppError('AD_SOLD_OUT');
      }
      const payBy = new Date(Math.min(now.getTime() + AD_PAY_HOURS * 3_600_000, taken.startsAt.getTime()));
      return repo.insertPlacement(tx, {
        slotId: taken.id,
        videoId: taken.videoId,
        userId,
        firstDay: taken.firstDay,
        days: taken.days,
        timeZone: taken.timeZone,
        startsAt: taken.startsAt,
        endsAt: taken.endsAt,
        price: taken.price,
        headline: creative.headline ?? null,
        image: creative.image ?? null,
        link: creative.link ?? null,
        reservedAt: now,
        payBy,
      });
    });
  } catch (error) {
    const code = pgCode(error);
    // The row stayed locked by others past the timeout, or they deadlocked: try again.
    if (code === '55P03' || code === '40P01') throw new AppError('RUSH_BUSY');
    // Two snap-ups of the same advertiser at once: the unique index lets one through.
    if (code === '23505') throw new AppError('AD_ALREADY_TAKEN');
    throw error;
  }
}

/**
 * Abandons every reserved placement unpaid at `now` and returns its place to the slot (the lead's
 * pg-boss job calls it). Safe to run twice at once on two nodes: the rows are locked and re-read,
 * so a place comes back once.
 */
export async function expireAdReservations(db: Db, now: Date): Promise<{ abandoned: number; ids: number[] }> {
  const rows = await db.transaction((tx) => repo.abandonDue(tx, now));
  return { abandoned: rows.length, ids: rows.map((r) => r.id) };
}
