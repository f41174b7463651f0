import type { ApiInput } from '@app/contract';
import type { Config } from '#server/config/env.js';
import type { SellerCall, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { audit } from '#server/platform/audit/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';

/** Who moves a paid order along: a console member (standing in), or the store's owner in the seller center. */
export type OrderActor =
  | { type: 'staff'; call: Pick<StaffCall, 'staff' | 'ip'> }
  | { type: 'seller'; call: Pick<SellerCall, 'user' | 'store' | 'ip'> };

/** The shipment's carrier and tracking number; defaults stand in when none is given. */
export type Parcel = Pick<ApiInput<'admin/advanceOrder'>, 'carrier' | 'trackingNo'>;

/**
 * The steps every fulfilment step shares, in the caller's transaction: lock the order, run the
 * step, record who did it in the audit trail. Answers the order as the step left it.
 */
async function fulfil(
  tx: Tx,
  actor: OrderActor,
  orderId: number,
  action: 'purchase' | 'ship' | 'deliver',
  step: (order: OrderRow, staffId: number | undefined) => Promise<OrderRow>,
) {
  const [o] = await orderRepository.lockOrders(tx, [orderId]);
  // A seller moves only their own store's orders; another store's is "not found".
  if (!o || (actor.type === 'seller' && o.storeId !== actor.call.store.id))
    throw new AppError('ORDER_NOT_FOUND');
  // A group deal's order waits for the deal's count before anyone fulfils it (decision 54).
  if (o.awaitingGroup) throw new AppError('DEAL_ORDER_WAITING');
  const entry = {
    action: `order.${action}`,
    targetType: 'order',
    targetId: o.id,
    detail: { orderNo: o.orderNo },
  };
  if (actor.type === 'staff') {
    const next = await step(o, actor.call.staff.id);
    await audit.staff(tx, actor.call, entry);
    return next;
  }
  const next = await step(o, undefined);
  await audit.user(tx, actor.call, entry);
  return next;
}

/** Purchase from the warehouse: the store's owner pays the wholesale cost; the order waits to ship. */
export function purchaseOrder(tx: Tx, actor: OrderActor, orderId: number) {
  return fulfil(tx, actor, orderId, 'purchase', async (o, staffId) => {
    if (o.status !== 'to_purchase') throw new AppError('ORDER_STATE_CHANGED');
    const [store] = await orderRepository.storesOf(tx, [o.storeId]);
    await ledger.transfer(tx, {
      transferId: `order:${o.id}:purchase`,
      debitAccountId: ledger.ref.user(store!.ownerId),
      creditAccountId: ledger.ref.platform(accountCodes.warehouse),
      amount: o.wholesaleTotal,
      kind: 'payment',
      reference: { type: 'order', id: o.id },
      memo: `purchase ${o.orderNo}`,
      line: { kind: 'warehousePurchase', orderNo: o.orderNo },
    });
    const next = await orderRepository.update(tx, o.id, { status: 'pending' });
    await orderRepository.event(tx, o.id, 'purchased', '', staffId);
    return next;
  });
}

/** Ship: the parcel's carrier and tracking number, and the buyer's confirmation window starts. */
export function shipOrder(tx: Tx, config: Config, actor: OrderActor, orderId: number, parcel: Parcel) {
  return fulfil(tx, actor, orderId, 'ship', async (o, staffId) => {
    if (o.status !== 'pending') throw new AppError('ORDER_STATE_CHANGED');
    const carrier = parcel.carrier || 'DramaMall Logistics';
    const trackingNo = parcel.trackingNo || `DM${o.orderNo}`;
    const next = await orderRepository.update(tx, o.id, {
      status: 'shipped',
      carrier,
      trackingNo,
      shippedAt: clock.now(),
      autoConfirmAt: new Date(clock.now().getTime() + config.ORDER_AUTO_CONFIRM_DAYS * 86_400_000),
    });
    await orderRepository.event(tx, o.id, 'shipped', `${carrier} ${trackingNo}`, staffId);
    return next;
  });
}

/** Delivered: an event on a shipped order (the buyer still confirms receipt, or the sweep does). */
export function deliverOrder(tx: Tx, actor: OrderActor, orderId: number) {
  return fulfil(tx, actor, orderId, 'deliver', async (o, staffId) => {
    if (o.status !== 'shipped') throw new AppError('ORDER_STATE_CHANGED');
    // Delivered is recorded once.
    if ((await orderRepository.eventsOf(tx, [o.id])).some((e) => e.type === 'delivered')) {
      throw new AppError('ORDER_STATE_CHANGED');
    }
    await orderRepository.event(tx, o.id, 'delivered', '', staffId);
    return o;
  });
}
