import { SELLER_TAB_STATUSES, type ApiInput } from '@app/contract';
import type { AppContext, SellerCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { audit } from '#server/platform/audit/index.js';
import { purchaseOrder, shipOrder, type OrderActor } from './fulfil-order.flow.js';
import { answerRefund } from './answer-refund.flow.js';
import { sellerOrderView, sellerOrderViews } from './order.records.js';
import { orderRepository } from './order.repository.js';

/**
 * The seller center's orders: the store's orders by tab, the purchase from the warehouse (paid
 * from the owner's wallet) and the shipment of the store's own products. Only the caller's store.
 */
export function createOrderSellerService(ctx: AppContext, deps: { throttle: SigninThrottle }) {
  const { db, config } = ctx;
  const actorOf = (call: SellerCall): OrderActor => ({ type: 'seller', call });

  async function ownOrder(call: SellerCall, id: number) {
    const o = await orderRepository.find(db, id);
    if (!o || o.storeId !== call.store.id) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  return {
    async list(q: ApiInput<'store/getOrderList'>, call: SellerCall) {
      const { rows, total } = await orderRepository.page(
        db,
        { storeId: call.store.id, statuses: SELLER_TAB_STATUSES[q.tab], orderNo: q.keyword || undefined },
        q,
      );
      return listPage(await sellerOrderViews(db, rows), total, q);
    },

    async info(body: ApiInput<'store/getOrderInfo'>, call: SellerCall) {
      return sellerOrderView(db, await ownOrder(call, body.id));
    },

    /** Pays the warehouse the wholesale cost; a trade password above the amount buyers need one for. */
    async purchase(body: ApiInput<'store/purchaseOrder'>, call: SellerCall) {
      const o = await ownOrder(call, body.id);
      if (o.status !== 'to_purchase') throw new AppError('ORDER_STATE_CHANGED');
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        call.user,
        body.tradePassword,
        o.wholesaleTotal,
        call.ip,
      );
      return db.transaction(async (tx) => sellerOrderView(tx, await purchaseOrder(tx, actorOf(call), o.id)));
    },

    /** Ships an order of the store's own products; warehouse products are shipped by the warehouse. */
    async ship(body: ApiInput<'store/shipOrder'>, call: SellerCall) {
      const o = await ownOrder(call, body.id);
      if (o.wholesaleTotal > 0) throw new AppError('SHIPPED_BY_WAREHOUSE');
      return db.transaction(async (tx) =>
        sellerOrderView(
          tx,
          await shipOrder(tx, config, actorOf(call), o.id, {
            carrier: body.carrier,
            trackingNo: body.trackingNo,
          }),
        ),
      );
    },

    /**
     * Answers a refund request once (answer-refund.flow); the order row is locked, so concurrent
     * answers make one.
     */
    async answerRefund(body: ApiInput<'store/answerRefund'>, call: SellerCall) {
      return db.transaction(async (tx) => {
        const [o] = await orderRepository.lockOrders(tx, [body.id]);
        if (!o || o.storeId !== call.store.id) throw new AppError('ORDER_NOT_FOUND');
        const next = await answerRefund(tx, o, body);
        await audit.user(tx, call, {
          action: body.accept ? 'order.refund_accepted' : 'order.refund_declined',
          targetType: 'order',
          targetId: o.id,
          reason: body.reason || undefined,
          detail: { orderNo: o.orderNo, total: o.total },
        });
        return sellerOrderView(tx, next);
      });
    },
  };
}

export type OrderSellerService = ReturnType<typeof createOrderSellerService>;
