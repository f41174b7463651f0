// What other modules and app.ts may import from orders.
export { createOrderService, type OrderService } from './order.service.js';
export { createOrderStaffService, type OrderStaffService } from './order-staff.service.js';
export { orderHandlers } from './order.routes.js';
