import { z } from 'zod';
import { idField } from '../core/common.js';
import { CART_MAX_LINES, ORDER_QUANTITY_MAX } from '../core/config.js';

/** The buyer's cart: kept on the server once signed in, in local storage (priced by the server) before. */

export const cartLineInput = z.strictObject({
  skuId: idField,
  quantity: z
    .number({ error: 'validation.quantityRequired' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.quantityMin' })
    .max(ORDER_QUANTITY_MAX, { error: 'validation.quantityMax' }),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const cartLine = z.object({
  /** Server id of the line; for a visitor's cart, the specification id. */
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  image: z.string(),
  skuName: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** The most this buyer may still order of this product (stock and per-buyer limit). */
  maxQuantity: z.number().int(),
  selected: z.boolean(),
  /** False when the product is off sale, out of stock or its store cannot sell. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartData = z.object({
  groups: z.array(
    z.object({
      store: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
      lines: z.array(cartLine),
    }),
  ),
  /** Units in the cart (the tab badge). */
  count: z.number().int(),
  selectedCount: z.number().int(),
  /** Item total of the selected, available lines. */
  selectedTotal: z.number().int(),
});
export type CartData = z.infer<typeof cartData>;

/** A visitor's cart lives in local storage and is priced by the server without an account. */
export const cartListBody = z.strictObject({
  items: z.array(cartLineInput).max(CART_MAX_LINES, { error: 'validation.tooMany' }).optional(),
});
export const cartAddBody = cartLineInput;
export const cartUpdateBody = z.strictObject({
  id: idField,
  quantity: cartLineInput.shape.quantity.optional(),
  selected: z.boolean({ error: 'validation.type' }).optional(),
});
export const cartSelectBody = z.strictObject({
  ids: z.array(idField).max(CART_MAX_LINES).optional(),
  selected: z.boolean({ error: 'validation.type' }),
});
export const cartRemoveBody = z.strictObject({
  ids: z.array(idField).min(1, { error: 'validation.noneSelected' }).max(CART_MAX_LINES),
});
export const cartMergeBody = z.strictObject({
  items: z.array(cartLineInput).max(CART_MAX_LINES, { error: 'validation.tooMany' }),
});
