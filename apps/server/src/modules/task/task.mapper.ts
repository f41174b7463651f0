import type { AdminDeal, DealCard, DealSocketEvent, DealState } from '@app/contract';
import type { DealProductRow, DealRow, ParticipantRow } from './task.repository.js';

/** The deal's state as anyone sees it: upcoming (timed, not started), running, settled, failed. */
export function dealState(d: DealRow, now: Date): DealState {
  if (d.status === 'settled') return 'settled';
  if (d.status === 'failed') return 'failed';
  if (d.status === 'cancelled') return 'cancelled';
  return now < d.startsAt ? 'upcoming' : 'running';
}

/** The socket's public event for a deal (its count or state changed). */
export function dealEvent(d: DealRow, now: Date): DealSocketEvent {
  return {
    type: 'deal',
    id: d.id,
    joined: d.joined,
    targetCount: d.targetCount,
    state: dealState(d, now),
    deadline: d.deadline.toISOString(),
  };
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
    priceMode: d.priceMode,
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
    cancelledAt: d.cancelledAt?.toISOString() ?? null,
    cancelReason: d.cancelReason,
    deadlineExtendedAt: d.deadlineExtendedAt?.toISOString() ?? null,
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
