export { AddressListScreen } from './components/address-list';
export { AddressEditScreen } from './components/address-form';
export { AddressPicker } from './components/address-picker';
export { AddressSummary } from './components/address-card';
export { pickAddress, usePickedAddress } from './lib/picked';
