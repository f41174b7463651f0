import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, isLocale } from '@app/contract';
import { setLanguage } from '#admin/lib/i18n';

const options = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

export function LanguageSwitcher({ width = 160 }: { width?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-switcher"
      value={isLocale(i18n.language) ? i18n.language : 'en'}
      options={options}
      onChange={(value) => void setLanguage(value)}
      style={{ width }}
      popupMatchSelectWidth={false}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
