import type { Db } from '#server/db/client.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { advRepository as repo } from './adv.repository.js';

/**
 * Counts a batch of impressions and at most one tap at `now` on the settlement day (in `timeZone`)
 * they happened: unknown, unpaid or ended placements are ignored. Answers the tapped ad's link when
 * the tap counted, so the client opens it only for an ad that still runs.
 */
export async function countAdEvents(
  db: Db,
  body: { impressions: number[]; tap?: number | undefined },
  now: Date,
  timeZone: string,
): Promise<{ link: string | null }> {
  const counts = new Map<number, { impressions: number; taps: number }>();
  const bump = (id: number, kind: 'impressions' | 'taps') => {
    const c = counts.get(id) ?? { impressions: 0, taps: 0 };
    c[kind] += 1;
    counts.set(id, c);
  };
  for (const id of body.impressions) bump(id, 'impressions');
  if (body.tap) bump(body.tap, 'taps');
  const counted = await repo.countEvents(db, counts, now, settlementDayOf(now, timeZone));
  if (!body.tap || !counted.includes(body.tap)) return { link: null };
  const tapped = await repo.onePlacement(db, body.tap);
  return { link: tapped?.p.link ?? null };
}
