import type { ReactNode } from 'react';
import { CloseCircleOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState as SharedEmptyState, ListFooter as SharedListFooter } from '#web/components/list-states';
import '#web/features/catalog/catalog.css';

interface EmptyProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
  compact?: boolean;
  testId?: string;
}

/** A friendly "nothing here" with a way forward, in the marketplace's look. */
export function EmptyState({ icon, testId = 'empty', ...rest }: EmptyProps) {
  return (
    <SharedEmptyState icon={icon ?? <SearchOutline />} testId={testId} classPrefix="shop-empty" {...rest} />
  );
}

/** A load that failed (the request helper already toasted why), with a retry. */
export function ErrorState({ onRetry, compact }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <EmptyState
      compact={compact}
      icon={<CloseCircleOutline />}
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      action={t('state.retry')}
      onAction={onRetry}
      testId="load-error"
    />
  );
}

/** The footer of an infinite list: loading, a retry after a failure, or the end. */
export function ListFooter(props: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <SharedListFooter
      {...props}
      classPrefix="shop-list-footer"
      labels={{ failed: t('list.failed'), loading: t('list.loading'), end: t('list.end') }}
    />
  );
}
