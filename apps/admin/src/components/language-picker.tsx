import { Flex, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, type Locale } from '@app/contract';

/**
 * The language staff write platform content in (help articles, banners, category names): all 20,
 * each marked "Not translated yet" until it has its text, and how many have one. English is
 * required, so its mark is red.
 */
export function LanguagePicker({
  value,
  onChange,
  done,
  testId,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Whether a language has its text. */
  done: (locale: Locale) => boolean;
  testId: string;
}) {
  const { t } = useTranslation('content');
  const count = LOCALES.filter(done).length;
  return (
    <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
      <Select<Locale>
        value={value}
        onChange={onChange}
        style={{ minWidth: 260 }}
        // Twenty options are rendered whole: a virtual list re-creates them while it scrolls.
        virtual={false}
        aria-label={t('console.translations.language')}
        data-testid={testId}
        options={LOCALES.map((l) => ({
          value: l,
          label: (
            <Flex gap={8} align="center" justify="space-between">
              <span lang={l}>{LOCALE_NAMES[l]}</span>
              {done(l) ? null : (
                <Tag color={l === 'en' ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
                  {t('console.translations.notTranslated')}
                </Tag>
              )}
            </Flex>
          ),
        }))}
      />
      <Tag color={count === LOCALES.length ? 'success' : 'default'} data-testid={`${testId}-count`}>
        {t('console.translations.count', { count, total: LOCALES.length })}
      </Tag>
    </Flex>
  );
}
