/** The 20 interface languages (DESIGN §2). English is the default; Arabic is right-to-left. */
export const LOCALES = [
  'en',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'de',
  'ar',
  'ru',
  'ro',
  'fr',
  'tr',
  'it',
  'fi',
  'es',
  'da',
  'nl',
  'vi',
  'pt',
  'id',
  'pl',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar']);

/** Each language's name in itself, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  ar: 'العربية',
  ru: 'Русский',
  ro: 'Română',
  fr: 'Français',
  tr: 'Türkçe',
  it: 'Italiano',
  fi: 'Suomi',
  es: 'Español',
  da: 'Dansk',
  nl: 'Nederlands',
  vi: 'Tiếng Việt',
  pt: 'Português',
  id: 'Bahasa Indonesia',
  pl: 'Polski',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header
 * ("ar-EG,ar;q=0.9,en;q=0.8"): exact tag first, then the base language, then English.
 */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]!.toLowerCase();
    if (base === 'zh') {
      return /-(tw|hk|mo|hant)/i.test(tag) ? 'zh-TW' : 'zh-CN';
    }
    const byBase = LOCALES.find((l) => l === base);
    if (byBase) return byBase;
  }
  return DEFAULT_LOCALE;
}

/**
 * The cookie the web client sets when a language is chosen, so the server can put that language's
 * words into the page's HTML (decision 0058); without it the server follows Accept-Language.
 */
export const LANGUAGE_COOKIE = 'lng';

/**
 * Set by the web client while someone is signed in (the session itself lives in local storage):
 * the server then leaves the root of an entry page empty instead of rendering the visitor's view
 * (decision 0060). A hint, not a credential: nothing is shown or withheld because of it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
