import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '#web/features/address/lib/countries';

/** The picker's countries in the current language. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => countryOptions(locale), [locale]);
}
