import { emptyBody, idBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { addressInfo, addressInput, addressListData } from './address.schemas.js';

/** The buyer's shipping addresses. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'address/getAddressList': endpoint({
    auth: 'user',
    body: emptyBody,
    data: addressListData,
    summary: 'Shipping addresses, the default first',
    tag: 'address',
  }),
  'address/getAddressInfo': endpoint({
    auth: 'user',
    body: idBody,
    data: addressInfo,
    summary: 'One of the user’s addresses',
    tag: 'address',
  }),
  'address/saveAddress': endpoint({
    auth: 'user',
    body: addressInput,
    data: addressInfo,
    summary: 'Add or change an address (the first one becomes the default)',
    tag: 'address',
  }),
  'address/setDefault': endpoint({
    auth: 'user',
    body: idBody,
    data: addressInfo,
    summary: 'Make an address the default',
    tag: 'address',
  }),
  'address/delAddress': endpoint({
    auth: 'user',
    body: idBody,
    data: okData,
    summary: 'Delete an address',
    tag: 'address',
  }),
} as const satisfies Record<string, Endpoint>;
