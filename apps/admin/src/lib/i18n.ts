import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contract';
import { CONSOLE_DEFAULT_NAMESPACE, CONSOLE_NAMESPACES } from '@app/i18n';
import { applyLanguage, initialLanguage } from './language';

// One lazy chunk per locale and namespace (CONSOLE_NAMESPACES: its shell `staff`, the `console.*` words
// of the domains it manages, the server's catalogues); a locale missing a catalogue falls back to English.
const catalogues = import.meta.glob<ResourceKey>(
  '../../../../packages/i18n/locales/*/{staff,account,wallet,bank,ledger,catalog,order,chat,drama,content,kyc,traffic,marketing,invite,voucher,promotion,invest,profit,adv,loan,campaign,task,lottery,errors,validation}.json',
  { import: 'default' },
);

function catalogue(lng: string, ns: string): (() => Promise<ResourceKey>) | undefined {
  return catalogues[`../../../../packages/i18n/locales/${lng}/${ns}.json`];
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = catalogue(lng, ns);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export async function initI18n(): Promise<typeof i18next> {
  const lng = initialLanguage();
  applyLanguage(lng, false);
  i18next.on('languageChanged', (next) => {
    if (isLocale(next)) applyLanguage(next, false);
  });
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: false,
      load: 'currentOnly',
      ns: [...CONSOLE_NAMESPACES],
      defaultNS: CONSOLE_DEFAULT_NAMESPACE,
      // Keys are flat and dotted ("console.users.search"); only ':' separates a namespace.
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return i18next;
}

/** Switches the interface at once and remembers the choice. */
export async function setLanguage(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  applyLanguage(locale, true);
}
