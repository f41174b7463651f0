import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';

export interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
  /** The caller's styles, e.g. `shop-empty` (`__icon`, `__title`, `__text`, `__action`, `--compact`). */
  classPrefix: string;
  compact?: boolean;
  testId: string;
}

/** A friendly "nothing here" (or "that failed") with a way forward; each app keeps its own look. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  onAction,
  classPrefix,
  compact,
  testId,
}: EmptyStateProps) {
  return (
    <div className={compact ? `${classPrefix} ${classPrefix}--compact` : classPrefix} data-testid={testId}>
      <div className={`${classPrefix}__icon`}>{icon}</div>
      <p className={`${classPrefix}__title`}>{title}</p>
      {text ? <p className={`${classPrefix}__text`}>{text}</p> : null}
      {action && onAction ? (
        <Button color="primary" shape="rounded" className={`${classPrefix}__action`} onClick={onAction}>
          {action}
        </Button>
      ) : null}
    </div>
  );
}

export interface ListFooterProps {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
  /** The caller's words for the three states and its styles (`--retry`, `__end`). */
  labels: { failed: string; loading: string; end: string };
  classPrefix: string;
}

/** The footer of an infinite list: loading, a retry after a failure, or the end. */
export function ListFooter({ hasMore, failed, retry, labels, classPrefix }: ListFooterProps) {
  if (failed) {
    return (
      <button type="button" className={`${classPrefix} ${classPrefix}--retry`} onClick={retry}>
        {labels.failed}
      </button>
    );
  }
  return (
    <div className={classPrefix}>
      {hasMore ? (
        <>
          <DotLoading color="primary" /> <span>{labels.loading}</span>
        </>
      ) : (
        <span className={`${classPrefix}__end`}>{labels.end}</span>
      )}
    </div>
  );
}
