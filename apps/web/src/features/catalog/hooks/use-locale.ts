import { useTranslation } from 'react-i18next';
import { currentLocale } from '#web/lib/i18n';

/** The reader's locale for money and dates; re-renders when the language changes. */
export function useLocale(): string {
  useTranslation();
  return currentLocale();
}
