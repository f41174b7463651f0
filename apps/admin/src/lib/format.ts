import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string): Intl.DateTimeFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    formatters.set(locale, f);
  }
  return f;
}

/** An ISO timestamp in the chosen language's conventions; empty input gives an em dash. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter(locale).format(date);
}

export function useFormatDateTime(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value) => formatDateTime(value, locale), [locale]);
}
