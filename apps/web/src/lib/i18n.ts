import i18next from 'i18next';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  RTL_LOCALES,
  isLocale,
  pickLocale,
  type Locale,
  type WebWords,
} from '@app/contract';
import { WEB_DEFAULT_NAMESPACE, WEB_NAMESPACES } from '@app/i18n';
import { loaders } from 'virtual:locales';
import { localStore } from './storage';

export const i18n = i18next.createInstance();

/** One language's words (the contract's shape, the one the server inlines). */
export type Words = WebWords;

/**
 * The words the server put into the HTML for the visitor's language (decision 0058):
 * `<script id="app-words" type="application/json">{"lng":"de","words":{…}}</script>`.
 */
function inlinedWords(): { lng: Locale; words: Words } | undefined {
  const script = document.getElementById('app-words');
  if (!script?.textContent) return undefined;
  try {
    const parsed = JSON.parse(script.textContent) as { lng?: unknown; words?: Words };
    return isLocale(parsed.lng) && parsed.words ? { lng: parsed.lng, words: parsed.words } : undefined;
  } catch {
    return undefined;
  }
}

function addWords(lng: Locale, words: Words): void {
  for (const [ns, bundle] of Object.entries(words)) {
    i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

// Each language (English too, the fallback) is one lazy chunk, unless the HTML already carries it.
async function loadLocale(lng: Locale): Promise<void> {
  if (WEB_NAMESPACES.every((ns) => i18n.hasResourceBundle(lng, ns))) return;
  const load = loaders[lng];
  // A language (or a namespace) that fails to load just falls back to English.
  const words = load
    ? await load().then(
        (m) => m.default,
        () => ({}),
      )
    : {};
  addWords(lng, words);
}

function applyDocumentLanguage(lng: Locale): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LOCALES.has(lng) ? 'rtl' : 'ltr';
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Tells the server which language to put into the next page's HTML. */
function rememberForServer(lng: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
}

/** The language of the server's markup in the root, if it wrote the page (decision 0060). */
export function serverRenderedLocale(): Locale | undefined {
  return inlinedWords()?.lng;
}

const i18nOptions = {
  fallbackLng: DEFAULT_LOCALE,
  ns: [...WEB_NAMESPACES],
  defaultNS: WEB_DEFAULT_NAMESPACE,
  partialBundledLanguages: true,
  // Keys are flat and dotted ("auth.signin.title"), not nested objects.
  keySeparator: false as const,
  interpolation: { escapeValue: false },
  returnNull: false,
};

/**
 * On the server (entry-server.tsx): the same instance, switched to the request's language with the
 * words the HTML carries, so the markup reads as the browser's first render will.
 */
export async function setServerLanguage(lng: Locale, words: Words): Promise<void> {
  if (!i18n.isInitialized) await i18n.use(initReactI18next).init({ ...i18nOptions, lng, resources: {} });
  if (!WEB_NAMESPACES.every((ns) => i18n.hasResourceBundle(lng, ns))) addWords(lng, words);
  await Promise.all([i18n.changeLanguage(lng), applyComponentLocale(lng)]);
}

export async function initI18n(): Promise<void> {
  const stored = localStore.getState().language;
  const lng = stored ?? pickLocale(navigator.languages?.join(',') || navigator.language);
  const inlined = inlinedWords();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: inlined?.lng ?? DEFAULT_LOCALE,
    resources: inlined ? { [inlined.lng]: inlined.words } : {},
  });
  if (stored) rememberForServer(stored);
  await setLanguage(lng, { remember: false });
  // The fallback for a key a language lacks: fetched after the first render, off its path.
  if (lng !== DEFAULT_LOCALE) void loadLocale(DEFAULT_LOCALE);
}

// antd-mobile's own texts (pull to refresh, dialogs, pickers) default to Chinese: follow the app's
// language where antd-mobile has it, else English. Each is a small lazy chunk.
const ANTD_LOCALES: Partial<Record<Locale, () => Promise<{ default: typeof enUS }>>> = {
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  da: () => import('antd-mobile/es/locales/da-DK'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  nl: () => import('antd-mobile/es/locales/nl-NL'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
};

async function applyComponentLocale(lng: Locale): Promise<void> {
  const load = ANTD_LOCALES[lng];
  const locale = load
    ? await load().then(
        (m) => m.default,
        () => enUS,
      )
    : enUS;
  setDefaultConfig({ locale });
}

/** Applies a language at once (DESIGN §2: no restart) and remembers it when chosen. */
export async function setLanguage(lng: Locale, { remember = true } = {}): Promise<void> {
  await Promise.all([loadLocale(lng), applyComponentLocale(lng)]);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  if (remember) {
    localStore.setState({ language: lng });
    rememberForServer(lng);
  }
}
