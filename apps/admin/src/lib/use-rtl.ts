import { useTranslation } from 'react-i18next';
import { isLocale } from '@app/contract';
import { isRtl } from './language';

/** Whether the chosen language reads right to left (drawers open from the reading end). */
export function useRtl(): boolean {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) && isRtl(i18n.language);
}
