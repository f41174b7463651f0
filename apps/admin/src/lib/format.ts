import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';

export type DateTimeStyle = 'short' | 'precise';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: DateTimeStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: style === 'short' ? 'short' : 'medium',
    });
    formatters.set(key, f);
  }
  return f;
}

/** An ISO timestamp in the chosen language's conventions; no value gives an em dash. */
export function formatDateTime(
  value: string | null | undefined,
  locale: string,
  style: DateTimeStyle = 'short',
): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatter(locale, style).format(date);
}

/** Lists use minutes; audit entries and details keep the seconds. */
export function useFormatDateTime(
  style: DateTimeStyle = 'short',
): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((value) => formatDateTime(value, locale, style), [locale, style]);
}
