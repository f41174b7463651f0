import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

/** A friendly "nothing here" (or "that failed") with one way forward. */
export function FriendlyState({
  icon,
  title,
  text,
  action,
  onAction,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  onAction?: () => void;
  testId?: string;
}) {
  return (
    <div className="help-state" data-testid={testId}>
      <div className="help-state__icon" aria-hidden="true">
        {icon}
      </div>
      <p className="help-state__title">{title}</p>
      {text ? <p className="help-state__text">{text}</p> : null}
      {action && onAction ? (
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          className="help-state__action"
          onClick={onAction}
        >
          {action}
        </Button>
      ) : null}
    </div>
  );
}
