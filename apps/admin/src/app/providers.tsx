import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@app/contract';
import { createQueryClient } from '#admin/lib/query-client';
import { isRtl } from '#admin/lib/language';

type Loader = () => Promise<{ default: AntdLocale }>;

/** antd's own strings (pagination, empty tables, modals) in the console's language. */
const ANTD_LOCALES: Record<Locale, Loader> = {
  en: () => import('antd/es/locale/en_US'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'),
  de: () => import('antd/es/locale/de_DE'),
  ar: () => import('antd/es/locale/ar_EG'),
  ru: () => import('antd/es/locale/ru_RU'),
  ro: () => import('antd/es/locale/ro_RO'),
  fr: () => import('antd/es/locale/fr_FR'),
  tr: () => import('antd/es/locale/tr_TR'),
  it: () => import('antd/es/locale/it_IT'),
  fi: () => import('antd/es/locale/fi_FI'),
  es: () => import('antd/es/locale/es_ES'),
  da: () => import('antd/es/locale/da_DK'),
  nl: () => import('antd/es/locale/nl_NL'),
  vi: () => import('antd/es/locale/vi_VN'),
  pt: () => import('antd/es/locale/pt_BR'),
  id: () => import('antd/es/locale/id_ID'),
  pl: () => import('antd/es/locale/pl_PL'),
};

function useAntdLocale(language: string): AntdLocale | undefined {
  const [loaded, setLoaded] = useState<{ language: string; locale: AntdLocale }>();
  useEffect(() => {
    if (!isLocale(language)) return;
    let current = true;
    ANTD_LOCALES[language]().then(
      (module) => current && setLoaded({ language, locale: module.default }),
      () => undefined, // keep the previous strings if the chunk fails
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.locale;
}

const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const antdLocale = useAntdLocale(language);
  const rtl = isLocale(language) && isRtl(language);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        direction={rtl ? 'rtl' : 'ltr'}
        locale={antdLocale}
        theme={{
          algorithm: theme.defaultAlgorithm,
          token: { colorPrimary: '#fc573f', colorLink: '#e5452e', borderRadius: 8 },
          components: { Layout: { headerBg: '#ffffff', headerPadding: '0 16px' } },
        }}
      >
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
