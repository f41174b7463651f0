// What other modules and app.ts may import from the shipping address book.
export { addressRepository, type AddressRow } from './address.repository.js';
export { createAddressService, toAddress, type AddressService } from './address.service.js';
export { addressHandlers } from './address.routes.js';
