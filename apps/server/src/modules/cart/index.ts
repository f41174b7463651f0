// What other modules and app.ts may import from the cart.
export { cartRepository, type SkuRow } from './cart.repository.js';
export { allowance, sellable } from './cart.rules.js';
export { createCartService, type CartService } from './cart.service.js';
export { cartHandlers } from './cart.routes.js';
