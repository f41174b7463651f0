// What other modules and app.ts may import from orders.
export { createOrderService, type OrderService } from './order.service.js';
export { createOrderSellerService, type OrderSellerService } from './order-seller.service.js';
export { createOrderStaffService, type OrderStaffService } from './order-staff.service.js';
export { orderHandlers } from './order.routes.js';
// The flows themselves, for the demo history (seed-history.ts), which runs simulated buyers through them.
export { placeOrders } from './place-orders.flow.js';
export { payOrders } from './pay-orders.flow.js';
// A lottery goods prize's order, paid by the platform (decision 55).
export { placePrizeOrder } from './place-prize-order.flow.js';
export { cancelOrder } from './cancel-order.flow.js';
export { deliverOrder, purchaseOrder, shipOrder, type OrderActor } from './fulfil-order.flow.js';
export { completeOrder } from './complete-order.flow.js';
export { requestRefund } from './request-refund.flow.js';
export { refundOrder } from './refund-order.flow.js';
export { answerRefund } from './answer-refund.flow.js';
export { reviewOrderLine } from './review-order-line.flow.js';
// Group-buy deals (decision 54) lock their participants' orders before refunding a failed deal.
export { orderRepository, type OrderRow } from './order.repository.js';
