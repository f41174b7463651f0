export { AddressListScreen } from './components/address-list';
export { AddressEditScreen, type MapStart } from './components/address-form';
export { returnPickedPlace, type PickedPlace } from './lib/draft';
export { useAddress } from './api/address';
export { countryLabel } from './lib/countries';
export { useCountryOptions } from './hooks/use-country-options';
export { AddressPicker } from './components/address-picker';
export { AddressSummary } from './components/address-card';
export { pickAddress, usePickedAddress } from './lib/picked';
