import { DEFAULT_LOCALE, RTL_LOCALES, isLocale, pickLocale, type Locale } from '@app/contract';

const LANGUAGE_KEY = 'adminLanguage';

/** The stored choice, else the browser's preferred languages, else English. */
export function initialLanguage(): Locale {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: fall through to the browser's languages
  }
  const preferred = typeof navigator === 'undefined' ? '' : navigator.languages.join(',');
  return preferred ? pickLocale(preferred) : DEFAULT_LOCALE;
}

let active: Locale = DEFAULT_LOCALE;

export function currentLanguage(): Locale {
  return active;
}

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.has(locale);
}

/** Remembers the language and makes `<html lang dir>` follow it. */
export function applyLanguage(locale: Locale, persist: boolean): void {
  active = locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
  if (persist) {
    try {
      localStorage.setItem(LANGUAGE_KEY, locale);
    } catch {
      // the choice still applies for this visit
    }
  }
}
