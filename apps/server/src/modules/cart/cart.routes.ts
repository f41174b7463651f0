import type { Handlers } from '#server/plugins/api.js';
import type { CartService } from './cart.service.js';

export function cartHandlers(cart: CartService): Handlers {
  return {
    'cart/getCartList': (body, call) => cart.list(body, call),
    'cart/add': (body, call) => cart.add(body, call),
    'cart/update': (body, call) => cart.update(body, call),
    'cart/select': (body, call) => cart.select(body, call),
    'cart/remove': (body, call) => cart.remove(body, call),
    'cart/merge': (body, call) => cart.merge(body, call),
    'address/getAddressList': (_body, call) => cart.addresses(call),
    'address/getAddressInfo': (body, call) => cart.address(body.id, call),
    'address/saveAddress': (body, call) => cart.saveAddress(body, call),
    'address/setDefault': (body, call) => cart.setDefault(body.id, call),
    'address/delAddress': (body, call) => cart.deleteAddress(body.id, call),
  };
}
