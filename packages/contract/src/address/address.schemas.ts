import { z } from 'zod';
import { idField } from '../core/common.js';
import { text } from '../core/fields.js';

/** The buyer's shipping addresses. */

export const addressInput = z.strictObject({
  id: idField.optional(),
  recipient: text(60, 'validation.recipientNameRequired'),
  phone: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired' })
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { error: 'validation.phone' }),
  country: text(60, 'validation.countryRequired'),
  region: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
  street: text(200, 'validation.streetRequired'),
  postcode: z.string().trim().max(20, { error: 'validation.tooLong' }).default(''),
  isDefault: z.boolean({ error: 'validation.type' }).default(false),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressInfo = z.object({
  id: z.number().int(),
  recipient: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  street: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
});
export type AddressInfo = z.infer<typeof addressInfo>;
export const addressListData = z.object({ list: z.array(addressInfo) });
