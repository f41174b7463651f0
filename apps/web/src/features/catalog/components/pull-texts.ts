import { useTranslation } from 'react-i18next';

/** PullToRefresh's texts in the reader's language (antd-mobile's own default is Chinese). */
export function usePullTexts() {
  const { t } = useTranslation('catalog');
  return {
    pullingText: t('pull.pulling'),
    canReleaseText: t('pull.release'),
    refreshingText: t('pull.refreshing'),
    completeText: t('pull.done'),
  };
}
