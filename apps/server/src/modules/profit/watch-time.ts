import type { Tx } from '#server/db/client.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { watchedSeconds } from './profit.rules.js';
import { profitRepository as repo } from './profit.repository.js';

/**
 * Called by the drama module when a viewer with an active VIP membership reports progress, before
 * the report is stored: adds the seconds watched since the viewer's previous report to the drama's
 * VIP watch time of the settlement day (the key that splits the day's VIP revenue between dramas).
 * The caller holds the viewer's lock, so two reports at once do not both count the same seconds.
 */
export async function recordVipWatch(
  tx: Tx,
  input: {
    userId: number;
    item: { id: number; videoId: number; durationSeconds: number };
    positionSeconds: number;
    now: Date;
    timeZone: string;
  },
) {
  const prev = await repo.latestReport(tx, input.userId);
  const seconds = watchedSeconds(
    prev && {
      videoId: prev.videoId,
      itemId: prev.itemId,
      positionSeconds: prev.positionSeconds,
      at: prev.watchedAt,
    },
    {
      videoId: input.item.videoId,
      itemId: input.item.id,
      positionSeconds: input.positionSeconds,
      at: input.now,
    },
    input.item.durationSeconds,
  );
  if (seconds > 0)
    await repo.addWatch(tx, input.item.videoId, settlementDayOf(input.now, input.timeZone), seconds);
  return seconds;
}
