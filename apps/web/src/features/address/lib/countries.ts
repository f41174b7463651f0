import { COUNTRY_CODES, COUNTRIES, countryCodeOf, type AddressInfo, type CountryCode } from '@app/contract';

export interface CountryOption {
  code: CountryCode;
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

/**
 * Every country of the fixed list (the server accepts no other), in the reader's language, sorted as
 * that language sorts; the stored value is the list's English name.
 */
export function countryOptions(locale: string): CountryOption[] {
  const local = regionNames(locale);
  return COUNTRY_CODES.map((code) => ({ code, value: COUNTRIES[code][1], label: local(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/** A stored country in the reader's language (older addresses may hold another spelling: shown as saved). */
export function countryLabel(value: string, options: readonly CountryOption[]): string {
  const code = countryCodeOf(value);
  return (code && options.find((o) => o.code === code)?.label) ?? value;
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
