import { z } from 'zod';
import { idField } from '../core/common.js';
import { text } from '../core/fields.js';
import {
  coordinatesPaired,
  countryField,
  latitudeField,
  longitudeField,
  streetField,
} from '../core/validation.js';

/** The buyer's shipping addresses. */

/** An address's fields as a form edits them (the saved call adds the pairing rule of the coordinates). */
export const addressFields = z.strictObject({
  id: idField.optional(),
  recipient: text(60, 'validation.recipientNameRequired'),
  phone: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired' })
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { error: 'validation.phone' }),
  /** One of the fixed list (`COUNTRIES`), by English name or alpha-2 code; stored as the English name. */
  country: countryField,
  region: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
  street: streetField,
  postcode: z.string().trim().max(20, { error: 'validation.tooLong' }).default(''),
  isDefault: z.boolean({ error: 'validation.type' }).default(false),
  /** Where the parcel goes on the map, picked at /choose-location: both or neither. */
  latitude: latitudeField.default(null),
  longitude: longitudeField.default(null),
});
export const addressInput = addressFields.superRefine(coordinatesPaired);
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
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AddressInfo = z.infer<typeof addressInfo>;
export const addressListData = z.object({ list: z.array(addressInfo) });
