import i18next from 'i18next';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, RTL_LOCALES, isLocale, pickLocale, type Locale } from '@app/contract';
import { WEB_DEFAULT_NAMESPACE, WEB_NAMESPACES } from '@app/i18n';
import { english, others } from 'virtual:locales';
import { localStore } from './storage';

export const i18n = i18next.createInstance();

// The English words ship in the entry as the fallback; every other language is one lazy chunk.
async function loadLocale(lng: Locale): Promise<void> {
  if (lng === DEFAULT_LOCALE || WEB_NAMESPACES.every((ns) => i18n.hasResourceBundle(lng, ns))) return;
  const load = others[lng];
  // A language (or a namespace) that fails to load just falls back to English.
  const words = load
    ? await load().then(
        (m) => m.default,
        () => ({}),
      )
    : {};
  for (const [ns, bundle] of Object.entries(words)) {
    i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

function applyDocumentLanguage(lng: Locale): void {
  document.documentElement.lang = lng;
  document.documentElement.dir = RTL_LOCALES.has(lng) ? 'rtl' : 'ltr';
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function initI18n(): Promise<void> {
  const stored = localStore.getState().language;
  const lng = stored ?? pickLocale(navigator.languages?.join(',') || navigator.language);
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...WEB_NAMESPACES],
    defaultNS: WEB_DEFAULT_NAMESPACE,
    resources: { [DEFAULT_LOCALE]: english },
    partialBundledLanguages: true,
    // Keys are flat and dotted ("auth.signin.title"), not nested objects.
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLanguage(lng, { remember: false });
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
  if (remember) localStore.setState({ language: lng });
}
