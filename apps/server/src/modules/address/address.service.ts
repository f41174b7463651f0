import {
  SAVED_ADDRESSES_MAX,
  countryCodeOf,
  countryName,
  type AddressInfo,
  type ApiInput,
} from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { addressRepository, type AddressRow } from './address.repository.js';

/** A saved shipping address as the buyer sees it. */
export function toAddress(a: AddressRow): AddressInfo {
  return {
    id: a.id,
    recipient: a.recipient,
    phone: a.phone,
    country: a.country,
    region: a.region,
    street: a.street,
    postcode: a.postcode,
    isDefault: a.isDefault,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/** A picked place kept to about 10 cm (six decimals): a street address needs no more. */
function coordinates(input: { latitude: number | null; longitude: number | null }) {
  const round = (v: number | null) => (v === null ? null : Math.round(v * 1e6) / 1e6);
  return { latitude: round(input.latitude), longitude: round(input.longitude) };
}

/** The buyer's shipping address book: at most SAVED_ADDRESSES_MAX addresses, one of them the default. */
export function createAddressService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async list(call: UserCall) {
      return { list: (await addressRepository.list(db, call.user.id)).map(toAddress) };
    },

    async info(id: number, call: UserCall) {
      const row = await addressRepository.find(db, call.user.id, id);
      if (!row) throw new AppError('SHIPPING_ADDRESS_NOT_FOUND');
      return toAddress(row);
    },

    async save(body: ApiInput<'address/saveAddress'>, call: UserCall) {
      const userId = call.user.id;
      return db.transaction(async (tx) => {
        await addressRepository.lockUser(tx, userId);
        const { id, ...input } = body;
        // Stored as the fixed list's English name, whichever spelling or code was sent.
        const fields = {
          ...input,
          country: countryName(countryCodeOf(input.country)!),
          ...coordinates(input),
        };
        const existing = await addressRepository.list(tx, userId);
        if (id !== undefined && !existing.some((a) => a.id === id))
          throw new AppError('SHIPPING_ADDRESS_NOT_FOUND');
        if (id === undefined && existing.length >= SAVED_ADDRESSES_MAX) {
          throw new AppError('VALIDATION_FAILED', {}, [
            {
              field: 'id',
              rule: 'max',
              key: 'validation.addressesFull',
              params: { max: SAVED_ADDRESSES_MAX },
            },
          ]);
        }
        // The first address is the default; the default can only move to another address.
        const isDefault =
          fields.isDefault || existing.length === 0 || existing.some((a) => a.id === id && a.isDefault);
        if (isDefault) await addressRepository.clearDefault(tx, userId);
        const row =
          id === undefined
            ? await addressRepository.insert(tx, { ...fields, isDefault, userId })
            : await addressRepository.update(tx, userId, id, { ...fields, isDefault });
        return toAddress(row!);
      });
    },

    async setDefault(id: number, call: UserCall) {
      const userId = call.user.id;
      return db.transaction(async (tx) => {
        await addressRepository.lockUser(tx, userId);
        if (!(await addressRepository.find(tx, userId, id))) throw new AppError('SHIPPING_ADDRESS_NOT_FOUND');
        await addressRepository.clearDefault(tx, userId);
        return toAddress((await addressRepository.update(tx, userId, id, { isDefault: true }))!);
      });
    },

    /** Deleting keeps the row for the orders that point at it; the next address becomes the default. */
    async remove(id: number, call: UserCall) {
      const userId = call.user.id;
      await db.transaction(async (tx) => {
        await addressRepository.lockUser(tx, userId);
        const row = await addressRepository.find(tx, userId, id);
        if (!row) throw new AppError('SHIPPING_ADDRESS_NOT_FOUND');
        await addressRepository.update(tx, userId, id, { deleted: true, isDefault: false });
        if (row.isDefault) {
          const [next] = await addressRepository.list(tx, userId);
          if (next) await addressRepository.update(tx, userId, next.id, { isDefault: true });
        }
      });
      return { ok: true as const };
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
