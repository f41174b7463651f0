import type { DealCard, GoodsCard, StoreVoucher, VideoCard } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { catalogRepository, toGoodsCard } from '#server/modules/catalog/index.js';
import { dramaRepository, toVideoCard } from '#server/modules/drama/index.js';
import { promoteCards } from '#server/modules/promotion/index.js';
import { taskRepository, toDealCard } from '#server/modules/task/index.js';
import { voucherRepository } from '#server/modules/voucher/index.js';

/**
 * What a campaign features, read through the owning modules' repositories: products on sale (with
 * the promotion running now), published dramas, and store vouchers buyers can use now. Anything
 * that stopped being so since staff chose it is left out, in the order staff gave.
 */
export async function featuredGoods(tx: Tx, ids: number[]): Promise<GoodsCard[]> {
  return promoteCards(tx, (await catalogRepository.cardsByIds(tx, ids)).map(toGoodsCard));
}

export async function featuredDramas(tx: Tx, ids: number[]): Promise<VideoCard[]> {
  const rows = (await Promise.all(ids.map((id) => dramaRepository.find(tx, id)))).filter((r) => !!r);
  const counts = await dramaRepository.episodeCounts(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toVideoCard(r, counts.get(r.id)?.total ?? 0));
}

export async function usableVouchers(tx: Tx, ids: number[], now: Date): Promise<StoreVoucher[]> {
  if (!ids.length) return [];
  const found = (await Promise.all(ids.map((id) => voucherRepository.findVoucher(tx, id)))).filter(
    (v) => !!v,
  );
  const running = await voucherRepository.running(tx, [...new Set(found.map((v) => v.storeId))], now);
  const byId = new Map(running.map((r) => [r.voucher.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.voucher.id,
        storeId: r.voucher.storeId,
        store: r.store,
        amountOff: r.voucher.amountOff,
        minSpend: r.voucher.minSpend,
        perBuyer: r.voucher.perBuyer,
        endAt: r.voucher.endAt.toISOString(),
      },
    ];
  });
}

/**
 * The campaign's group-buy deals that are still open (running, or timed and not started), as the
 * deals list shows them, with the reader's own place; settled or failed ones since drop out.
 */
export async function openDeals(tx: Tx, ids: number[], now: Date, userId?: number): Promise<DealCard[]> {
  if (!ids.length) return [];
  const found = (await taskRepository.findMany(tx, ids)).filter(
    (r) => !!r && r.deal.status === 'open' && r.deal.deadline > now,
  ) as NonNullable<Awaited<ReturnType<typeof taskRepository.find>>>[];
  const places = userId
    ? await taskRepository.places(
        tx,
        userId,
        found.map((r) => r.deal.id),
      )
    : [];
  return found.map((r) =>
    toDealCard(
      r.deal,
      r.product,
      now,
      places.find((p) => p.participant.dealId === r.deal.id),
    ),
  );
}
