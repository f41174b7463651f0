import { keepsItsAnswer, type Handlers } from '#server/context.js';
import type { OrderSellerService } from './order-seller.service.js';
import type { OrderStaffService } from './order-staff.service.js';
import type { OrderService } from './order.service.js';

/** The orders' endpoints: the buyer's orders, the seller's, and the console's list, fulfilment and refund reviews. */
export function orderHandlers(
  orders: OrderService,
  seller: OrderSellerService,
  staff: OrderStaffService,
): Handlers {
  return {
    'order/preview': (body, call) => orders.preview(body, call),
    // Money calls that keep their answer in their own transaction (decision 66).
    'order/create': keepsItsAnswer((body, call) => orders.create(body, call)),
    'order/pay': keepsItsAnswer((body, call) => orders.pay(body, call)),
    'order/getOrderList': (body, call) => orders.list(body, call),
    'order/getOrderCounts': (_body, call) => orders.counts(call),
    'order/getOrderInfo': (body, call) => orders.info(body.id, call),
    'order/cancel': (body, call) => orders.cancel(body.id, call),
    'order/confirm': (body, call) => orders.confirm(body.id, call),
    'order/refund': (body, call) => orders.refund(body, call),
    'order/comment': (body, call) => orders.comment(body, call),
    'store/getOrderList': (body, call) => seller.list(body, call),
    'store/getOrderInfo': (body, call) => seller.info(body, call),
    'store/purchaseOrder': (body, call) => seller.purchase(body, call),
    'store/shipOrder': (body, call) => seller.ship(body, call),
    'store/answerRefund': (body, call) => seller.answerRefund(body, call),
    'admin/getOrderList': (body) => staff.list(body),
    'admin/advanceOrder': (body, call) => staff.advance(body, call),
    'admin/reviewRefund': (body, call) => staff.reviewRefund(body, call),
  };
}
