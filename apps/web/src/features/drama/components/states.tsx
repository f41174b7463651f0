import type { ReactNode } from 'react';
import { CloseCircleOutline, VideoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListFooter } from '#web/components/list-states';

/** A friendly "nothing here" with a way forward, in the drama app's look. */
export function TvEmpty({
  icon,
  testId = 'tv-empty',
  ...rest
}: {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
  testId?: string;
}) {
  return <EmptyState icon={icon ?? <VideoOutline />} testId={testId} classPrefix="tv-empty" {...rest} />;
}

export function TvError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('drama');
  return (
    <TvEmpty
      icon={<CloseCircleOutline />}
      title={t('list.errorTitle')}
      text={t('drama.error.text')}
      action={t('drama.retry')}
      onAction={onRetry}
      testId="tv-error"
    />
  );
}

/** The footer of an infinite list: loading, a retry after a failure, or the end. */
export function TvListFooter(props: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation('drama');
  return (
    <ListFooter
      {...props}
      classPrefix="tv-footer"
      labels={{ failed: t('list.loadFailed'), loading: t('list.loading'), end: t('list.end') }}
    />
  );
}

export function usePullTexts() {
  const { t } = useTranslation('drama');
  return {
    pullingText: t('common:list.pull'),
    canReleaseText: t('common:list.release'),
    refreshingText: t('common:list.refreshing'),
    completeText: t('common:list.refreshed'),
  };
}
