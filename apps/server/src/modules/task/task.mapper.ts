import type { AdminDeal, DealCard, DealState } from '@app/contract';
import type { DealProductRow, DealRow, ParticipantRow } from './task.repository.js';

/** The deal's state as anyone sees it: upcoming (timed, not started), running, settled, failed. */
export function dealState(d: DealRow, now: Date): DealState {
  if (d.status === 'settled') return 'settled';
  if (d.status === 'failed') return 'failed';
  return now < d.startsAt ? 'upcoming' : 'running';
}

export type Place = { participant: ParticipantRow; orderNo: string; cashback: number };

export function toCard(d: DealRow, p: DealProductRow, now: Date, place?: Place): DealCard {
  return {
    id: d.id,
    product: {
      goodsId: p.goodsId,
      skuId: p.skuId,
      title: p.title,
      skuName: p.skuName,
      image: p.image,
      listPrice: p.listPrice,
      store: { id: p.storeId, name: p.storeName },
    },
    price: d.price,
    targetCount: d.targetCount,
    joined: d.joined,
    cashback: d.cashback,
    effect: d.effect,
    startsAt: d.startsAt.toISOString(),
    deadline: d.deadline.toISOString(),
    orderType: 'quick_grab',
    state: dealState(d, now),
    settledAt: d.settledAt?.toISOString() ?? null,
    failedAt: d.failedAt?.toISOString() ?? null,
    mine: place
      ? {
          orderId: place.participant.orderId,
          orderNo: place.orderNo,
          joinedAt: place.participant.joinedAt.toISOString(),
          state: place.participant.refundedAt ? 'refunded' : d.status === 'settled' ? 'settled' : 'waiting',
          cashbackPaid: place.cashback,
        }
      : null,
  };
}

export function toAdminDeal(
  d: DealRow,
  p: DealProductRow,
  now: Date,
  outcome: { cashbackPaid: number; refunded: number } | undefined,
): AdminDeal {
  const { mine: _mine, ...card } = toCard(d, p, now);
  return {
    ...card,
    cashbackPaid: outcome?.cashbackPaid ?? 0,
    refunded: outcome?.refunded ?? 0,
    createdAt: d.createdAt.toISOString(),
  };
}
