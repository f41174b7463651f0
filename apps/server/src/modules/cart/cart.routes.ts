import type { Handlers } from '#server/context.js';
import type { CartService } from './cart.service.js';

/** The cart's endpoints. */
export function cartHandlers(cart: CartService): Handlers {
  return {
    'cart/getCartList': (body, call) => cart.list(body, call),
    'cart/add': (body, call) => cart.add(body, call),
    'cart/update': (body, call) => cart.update(body, call),
    'cart/select': (body, call) => cart.select(body, call),
    'cart/remove': (body, call) => cart.remove(body, call),
    'cart/merge': (body, call) => cart.merge(body, call),
  };
}
