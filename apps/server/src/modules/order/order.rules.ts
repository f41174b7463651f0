import type { OrderStatus } from '@app/contract';

/** The states from which a buyer may ask for a refund. */
export const REFUNDABLE: OrderStatus[] = ['to_purchase', 'pending', 'shipped'];

/** The platform's commission on an order, in wallet minor units (rounded down). */
export function commissionOf(order: { total: number; commissionBps: number }) {
  return Math.floor((order.total * order.commissionBps) / 10_000);
}
