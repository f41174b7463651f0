import { commentItem } from '../catalog/catalog.schemas.js';
import { emptyBody, idBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminOrder,
  answerRefundBody,
  adminOrderListBody,
  advanceOrderBody,
  commentBody,
  createOrderBody,
  createOrderData,
  orderCountsData,
  orderDetail,
  orderListBody,
  orderSummary,
  payOrderBody,
  payOrderData,
  previewBody,
  previewData,
  refundBody,
  reviewRefundBody,
  sellerOrder,
  sellerOrderListBody,
  sellerPurchaseBody,
  sellerShipBody,
} from './order.schemas.js';

/** Orders: checkout, payment in escrow, receipt, refunds and reviews. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'order/preview': endpoint({
    auth: 'user',
    body: previewBody,
    data: previewData,
    summary: 'Order confirmation: lines per store, item and shipping totals, address, balance',
    tag: 'order',
  }),
  'order/create': endpoint({
    auth: 'user',
    body: createOrderBody,
    data: createOrderData,
    summary:
      'Place one order per store and reserve the stock (unpaid orders expire); with `pay`, pay them from the wallet in the same transaction or place nothing',
    tag: 'order',
    idempotent: true,
    rateLimit: 120,
  }),
  'order/pay': endpoint({
    auth: 'user',
    body: payOrderBody,
    data: payOrderData,
    summary: 'Pay orders from the wallet in one step; the payment is held in escrow until completion',
    tag: 'order',
    idempotent: true,
    rateLimit: 120,
  }),
  'order/getOrderList': endpoint({
    auth: 'user',
    body: orderListBody,
    data: listOf(orderSummary),
    summary: 'The buyer’s orders by the spec’s filters',
    tag: 'order',
  }),
  'order/getOrderCounts': endpoint({
    auth: 'user',
    body: emptyBody,
    data: orderCountsData,
    summary: 'Order counts per filter',
    tag: 'order',
  }),
  'order/getOrderInfo': endpoint({
    auth: 'user',
    body: idBody,
    data: orderDetail,
    summary: 'One order with its logistics timeline',
    tag: 'order',
  }),
  'order/cancel': endpoint({
    auth: 'user',
    body: idBody,
    data: orderDetail,
    summary: 'Cancel an unpaid order and release its stock',
    tag: 'order',
  }),
  'order/confirm': endpoint({
    auth: 'user',
    body: idBody,
    data: orderDetail,
    summary: 'Confirm receipt: the escrow is released to the seller less commission',
    tag: 'order',
    idempotent: true,
  }),
  'order/refund': endpoint({
    auth: 'user',
    body: refundBody,
    data: orderDetail,
    summary: 'Ask for a refund while the payment is in escrow; before purchase it is immediate',
    tag: 'order',
    idempotent: true,
  }),
  'order/comment': endpoint({
    auth: 'user',
    body: commentBody,
    data: commentItem,
    summary: 'Review a line of a completed order (once per line)',
    tag: 'order',
  }),
} as const satisfies Record<string, Endpoint>;

/** The seller center: the store's orders, its purchases from the warehouse and its shipments. */
export const seller = {
  'store/getOrderList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: sellerOrderListBody,
    data: listOf(sellerOrder),
    summary: 'The store’s orders by tab (to purchase, to ship, shipped, completed, refunds), newest first',
    tag: 'order',
  }),
  'store/getOrderInfo': endpoint({
    auth: 'seller',
    readOnly: true,
    body: idBody,
    data: sellerOrder,
    summary: 'One of the store’s orders, with the buyer’s address, its events and who ships it',
    tag: 'order',
  }),
  'store/purchaseOrder': endpoint({
    auth: 'seller',
    body: sellerPurchaseBody,
    data: sellerOrder,
    summary:
      'Pay the warehouse the wholesale cost from the wallet (trade password above the configured amount); the warehouse then ships',
    tag: 'order',
    idempotent: true,
  }),
  'store/shipOrder': endpoint({
    auth: 'seller',
    body: sellerShipBody,
    data: sellerOrder,
    summary: 'Ship an order of the store’s own products with its carrier and tracking number',
    tag: 'order',
  }),
  'store/answerRefund': endpoint({
    auth: 'seller',
    body: answerRefundBody,
    data: sellerOrder,
    summary:
      'Answer a refund request: accept (the escrow goes back to the buyer) or decline with a reason (staff then arbitrate)',
    tag: 'order',
    idempotent: true,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getOrderList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support', 'finance'],
    body: adminOrderListBody,
    data: listOf(adminOrder),
    summary: 'Every order, by status or order number / buyer email',
    tag: 'order',
  }),
  'admin/advanceOrder': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: advanceOrderBody,
    data: adminOrder,
    summary: 'Move an order on for the seller: purchase (pays the wholesale cost), ship, delivered (audited)',
    tag: 'order',
  }),
  'admin/reviewRefund': endpoint({
    auth: 'staff',
    roles: ['admin', 'support', 'finance'],
    body: reviewRefundBody,
    data: adminOrder,
    summary: 'Approve (escrow back to the buyer) or reject a refund request (audited)',
    tag: 'order',
  }),
} as const satisfies Record<string, Endpoint>;
