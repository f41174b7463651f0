import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { CloseCircleOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import '../catalog.css';

interface EmptyProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
  compact?: boolean;
  testId?: string;
}

/** A friendly "nothing here" with a way forward. */
export function EmptyState({ icon, title, text, action, onAction, compact, testId = 'empty' }: EmptyProps) {
  return (
    <div className={compact ? 'shop-empty shop-empty--compact' : 'shop-empty'} data-testid={testId}>
      <div className="shop-empty__icon">{icon ?? <SearchOutline />}</div>
      <p className="shop-empty__title">{title}</p>
      {text && <p className="shop-empty__text">{text}</p>}
      {action && onAction && (
        <Button color="primary" shape="rounded" className="shop-empty__action" onClick={onAction}>
          {action}
        </Button>
      )}
    </div>
  );
}

/** A load that failed (the request helper already toasted why), with a retry. */
export function ErrorState({ onRetry, compact }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('shop');
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
export function ListFooter({
  hasMore,
  failed,
  retry,
}: {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation('shop');
  if (failed) {
    return (
      <button type="button" className="shop-list-footer shop-list-footer--retry" onClick={retry}>
        {t('list.failed')}
      </button>
    );
  }
  return (
    <div className="shop-list-footer">
      {hasMore ? (
        <>
          <DotLoading color="primary" /> <span>{t('list.loading')}</span>
        </>
      ) : (
        <span className="shop-list-footer__end">{t('list.end')}</span>
      )}
    </div>
  );
}
