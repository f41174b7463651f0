import type { Handlers } from '#server/context.js';
import type { AddressService } from './address.service.js';

/** The shipping address book's endpoints. */
export function addressHandlers(addresses: AddressService): Handlers {
  return {
    'address/getAddressList': (_body, call) => addresses.list(call),
    'address/getAddressInfo': (body, call) => addresses.info(body.id, call),
    'address/saveAddress': (body, call) => addresses.save(body, call),
    'address/setDefault': (body, call) => addresses.setDefault(body.id, call),
    'address/delAddress': (body, call) => addresses.remove(body.id, call),
  };
}
