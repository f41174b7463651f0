import type { AddressInfo } from '@app/contract';

/** Countries offered in the picker; any other can be typed. Stored by English name, shown localized. */
export const COMMON_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'NZ',
  'IE',
  'DE',
  'FR',
  'IT',
  'ES',
  'PT',
  'NL',
  'BE',
  'AT',
  'CH',
  'DK',
  'FI',
  'SE',
  'NO',
  'PL',
  'RO',
  'TR',
  'RU',
  'AE',
  'SA',
  'QA',
  'EG',
  'MA',
  'NG',
  'ZA',
  'JP',
  'KR',
  'CN',
  'TW',
  'HK',
  'SG',
  'MY',
  'TH',
  'VN',
  'ID',
  'PH',
  'IN',
  'BR',
  'MX',
  'AR',
  'CL',
  'CO',
] as const;

export interface CountryOption {
  code: string;
  /** What is stored: the English name. */
  value: string;
  /** What is shown: the name in the reader's language. */
  label: string;
}

function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The picker's countries in the reader's language, sorted as that language sorts. */
export function countryOptions(locale: string): CountryOption[] {
  const english = regionNames('en');
  const local = regionNames(locale);
  return COMMON_COUNTRIES.map((code) => ({ code, value: english(code), label: local(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/** A stored country in the reader's language when it is one of ours; as typed otherwise. */
export function countryLabel(value: string, options: readonly CountryOption[]): string {
  const key = value.trim().toLowerCase();
  return options.find((o) => o.value.toLowerCase() === key || o.code.toLowerCase() === key)?.label ?? value;
}

/** Options whose name (shown or stored) or code contains the query. */
export function filterCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.filter(
    (o) =>
      o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q) || o.code.toLowerCase() === q,
  );
}

/** An address on one line: street, region, postcode, country. */
export function addressLine(
  address: Pick<AddressInfo, 'street' | 'region' | 'postcode' | 'country'>,
  options: readonly CountryOption[] = [],
): string {
  return [address.street, address.region, address.postcode, countryLabel(address.country, options)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
