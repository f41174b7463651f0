import { endpoint, type Endpoint } from '../core/endpoint.js';
import {
  cartAddBody,
  cartData,
  cartListBody,
  cartMergeBody,
  cartRemoveBody,
  cartSelectBody,
  cartUpdateBody,
} from './cart.schemas.js';

/** The buyer's cart (a visitor's lives in local storage and is priced here). */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'cart/getCartList': endpoint({
    auth: 'optional',
    body: cartListBody,
    data: cartData,
    summary: 'The cart grouped by store; a visitor sends the lines kept in local storage',
    tag: 'cart',
  }),
  'cart/add': endpoint({
    auth: 'user',
    body: cartAddBody,
    data: cartData,
    summary: 'Add units of a specification (within stock and the per-buyer limit)',
    tag: 'cart',
  }),
  'cart/update': endpoint({
    auth: 'user',
    body: cartUpdateBody,
    data: cartData,
    summary: 'Change a line’s quantity or selection',
    tag: 'cart',
  }),
  'cart/select': endpoint({
    auth: 'user',
    body: cartSelectBody,
    data: cartData,
    summary: 'Select or unselect lines (all when no ids)',
    tag: 'cart',
  }),
  'cart/remove': endpoint({
    auth: 'user',
    body: cartRemoveBody,
    data: cartData,
    summary: 'Delete lines',
    tag: 'cart',
  }),
  'cart/merge': endpoint({
    auth: 'user',
    body: cartMergeBody,
    data: cartData,
    summary: 'Merge a visitor’s local cart after sign-in',
    tag: 'cart',
  }),
} as const satisfies Record<string, Endpoint>;
