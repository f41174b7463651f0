import type { ApiInput, OrderStatus } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { listPage } from '#server/lib/page.js';
import { reviewRequest } from '#server/modules/wallet/index.js';
import { deliverOrder, purchaseOrder, shipOrder, type OrderActor } from './fulfil-order.flow.js';
import { staffOrderView, staffOrderViews } from './order.records.js';
import { orderRepository } from './order.repository.js';
import { refundOrder } from './refund-order.flow.js';

/** The console's orders: the list, moving an order along for the seller, and refund reviews. */
export function createOrderStaffService(ctx: AppContext) {
  const { db, config } = ctx;

  return {
    async list(q: ApiInput<'admin/getOrderList'>) {
      const { rows, total } = await orderRepository.page(db, { status: q.status, keyword: q.keyword }, q);
      return listPage(
        await staffOrderViews(
          db,
          rows.map((r) => ({ order: r.order, email: r.email ?? '' })),
        ),
        total,
        q,
      );
    },

    /** Stands in for the seller until the seller centre exists: purchase (pays the warehouse), ship, delivered. */
    async advance(body: ApiInput<'admin/advanceOrder'>, call: StaffCall) {
      const actor: OrderActor = { type: 'staff', call };
      return db.transaction(async (tx) => {
        const next =
          body.action === 'purchase'
            ? await purchaseOrder(tx, actor, body.id)
            : body.action === 'ship'
              ? await shipOrder(tx, config, actor, body.id, body)
              : await deliverOrder(tx, actor, body.id);
        return staffOrderView(tx, next);
      });
    },

    /** An approval returns the escrow (and a paid purchase); a rejection puts the order back where it was. */
    async reviewRefund(body: ApiInput<'admin/reviewRefund'>, call: StaffCall) {
      return reviewRequest(db, call, body, {
        lock: async (tx, id) => (await orderRepository.lockOrders(tx, [id]))[0],
        notFound: 'ORDER_NOT_FOUND',
        pending: (o) => o.status === 'refunding',
        // No requesterId: the console has always reviewed refunds without the own-account check.
        targetType: 'order',
        detail: (o) => ({ orderNo: o.orderNo, total: o.total }),
        async approve(tx, o, member, reason) {
          const next = await refundOrder(tx, o, reason ?? '', member.id);
          return { action: 'order.refund_approved', result: await staffOrderView(tx, next) };
        },
        async reject(tx, o, member, reason) {
          const back = (o.refundFromStatus ?? 'pending') as OrderStatus;
          const next = await orderRepository.update(tx, o.id, {
            status: back,
            refundRejectReason: reason,
            // A shipped order gets its full confirmation window again after a rejected request.
            ...(back === 'shipped'
              ? { autoConfirmAt: new Date(Date.now() + config.ORDER_AUTO_CONFIRM_DAYS * 86_400_000) }
              : {}),
          });
          await orderRepository.event(tx, o.id, 'refund_rejected', reason, member.id);
          return { action: 'order.refund_rejected', result: await staffOrderView(tx, next) };
        },
      });
    },
  };
}

export type OrderStaffService = ReturnType<typeof createOrderStaffService>;
