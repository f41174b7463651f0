import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { CloseCircleOutline, VideoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** A friendly "nothing here" with a way forward. */
export function TvEmpty({
  icon,
  title,
  text,
  action,
  onAction,
  testId = 'tv-empty',
}: {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
  testId?: string;
}) {
  return (
    <div className="tv-empty" data-testid={testId}>
      <div className="tv-empty__icon">{icon ?? <VideoOutline />}</div>
      <p className="tv-empty__title">{title}</p>
      {text ? <p className="tv-empty__text">{text}</p> : null}
      {action && onAction ? (
        <Button color="primary" shape="rounded" className="tv-empty__action" onClick={onAction}>
          {action}
        </Button>
      ) : null}
    </div>
  );
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
export function TvListFooter({
  hasMore,
  failed,
  retry,
}: {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation('drama');
  if (failed) {
    return (
      <button type="button" className="tv-footer tv-footer--retry" onClick={retry}>
        {t('list.loadFailed')}
      </button>
    );
  }
  return (
    <div className="tv-footer">
      {hasMore ? (
        <>
          <DotLoading /> {t('list.loading')}
        </>
      ) : (
        t('list.end')
      )}
    </div>
  );
}

export function usePullTexts() {
  const { t } = useTranslation('drama');
  return {
    pullingText: t('list.pull'),
    canReleaseText: t('list.release'),
    refreshingText: t('list.refreshing'),
    completeText: t('list.refreshed'),
  };
}
