import { CheckList } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, isLocale } from '@app/contract';
import { currentLocale, setLanguage } from '#web/lib/i18n';

/** All 20 languages, each in its own name; a choice applies at once and is remembered. */
export function LanguageList() {
  const { i18n } = useTranslation();
  const value = isLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <CheckList
      className="menu-list"
      value={[value]}
      onChange={(values) => {
        const next = values[0];
        if (isLocale(next) && next !== value) void setLanguage(next);
      }}
    >
      {LOCALES.map((lng) => (
        <CheckList.Item key={lng} value={lng} data-testid={`lang-${lng}`}>
          <span lang={lng}>{LOCALE_NAMES[lng]}</span>
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
