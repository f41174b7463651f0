import { describe, expect, it } from 'vitest';
import { addressLine, countryLabel, countryOptions, filterCountries } from './countries';

describe('countries', () => {
  it('stores English names and shows them in the reader language', () => {
    const en = countryOptions('en');
    const de = countryOptions('de');
    expect(en.find((o) => o.code === 'DE')).toMatchObject({ value: 'Germany', label: 'Germany' });
    expect(de.find((o) => o.code === 'DE')).toMatchObject({ value: 'Germany', label: 'Deutschland' });
    expect(countryLabel('Germany', de)).toBe('Deutschland');
    expect(countryLabel('de', de)).toBe('Deutschland');
    expect(countryLabel('Atlantis', de)).toBe('Atlantis');
  });

  it('offers every country of the fixed list and nothing else', () => {
    const en = countryOptions('en');
    expect(en.length).toBeGreaterThan(240);
    expect(en.find((o) => o.code === 'KE')).toMatchObject({ value: 'Kenya' });
    expect(filterCountries(en, 'Germ').map((o) => o.value)).toEqual(['Germany']);
    expect(filterCountries(en, 'Atlantis')).toEqual([]);
  });

  it('finds a country by its shown name, stored name or code', () => {
    const de = countryOptions('de');
    expect(filterCountries(de, 'deutsch').map((o) => o.code)).toEqual(['DE']);
    expect(filterCountries(de, 'germany').map((o) => o.code)).toEqual(['DE']);
    expect(filterCountries(de, 'us').some((o) => o.code === 'US')).toBe(true);
    expect(filterCountries(de, '  ')).toHaveLength(de.length);
  });

  it('writes an address on one line without empty parts', () => {
    const options = countryOptions('en');
    expect(
      addressLine(
        { street: '1 Main St', region: '', postcode: ' 94103 ', country: 'United States' },
        options,
      ),
    ).toBe('1 Main St, 94103, United States');
  });
});
