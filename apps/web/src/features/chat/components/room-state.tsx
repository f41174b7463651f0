import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { ChatWrongOutline, CloseCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/request';

interface Action {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

function StateView({
  icon,
  title,
  text,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions: Action[];
  testId: string;
}) {
  return (
    <div className="chat-state" role="alert" data-testid={testId}>
      <span className="chat-state__icon">{icon}</span>
      <h2 className="chat-state__title">{title}</h2>
      <p className="chat-state__text">{text}</p>
      <div className="chat-state__actions">
        {actions.map((a) => (
          <Button
            key={a.label}
            block
            shape="rounded"
            color="primary"
            fill={a.primary ? 'solid' : 'outline'}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Why a conversation could not be opened, as a finished screen with a way out. */
export function RoomFailure({
  error,
  onBack,
  onRetry,
  onContactService,
}: {
  error: unknown;
  onBack: () => void;
  onRetry: () => void;
  /** The way to customer service (the buyer's side only). */
  onContactService?: () => void;
}) {
  const { t } = useTranslation('chat');
  const name = error instanceof ApiError ? error.error : null;
  const back = { label: t('chat.state.back'), onClick: onBack, primary: true };
  if (name === 'MERCHANT_UNREACHABLE') {
    return (
      <StateView
        testId="chat-unreachable"
        icon={<ChatWrongOutline />}
        title={t('chat.state.unreachable.title')}
        text={t('chat.state.unreachable.text')}
        actions={
          onContactService
            ? [back, { label: t('chat.state.contactService'), onClick: onContactService }]
            : [back]
        }
      />
    );
  }
  if (name === 'STORE_NOT_FOUND' || name === 'CHAT_NOT_FOUND') {
    const key = name === 'STORE_NOT_FOUND' ? 'storeNotFound' : 'chatNotFound';
    return (
      <StateView
        testId={`chat-${key}`}
        icon={<QuestionCircleOutline />}
        title={t(`chat.state.${key}.title`)}
        text={t(`chat.state.${key}.text`)}
        actions={[back]}
      />
    );
  }
  return (
    <StateView
      testId="chat-failed"
      icon={<CloseCircleOutline />}
      title={t('chat.state.failed.title')}
      text={error instanceof ApiError && error.status > 0 ? error.message : t('chat.state.failed.text')}
      actions={[
        { label: t('chat.action.retry'), onClick: onRetry, primary: true },
        { ...back, primary: false },
      ]}
    />
  );
}

/** Bubbles-shaped placeholders while the conversation loads. */
export function RoomSkeleton() {
  return (
    <div className="chat-timeline chat-timeline--skeleton" aria-busy="true">
      {[62, 44, 70, 38, 55].map((w, i) => (
        <div key={i} className={`chat-row ${i % 2 ? 'chat-row--mine' : 'chat-row--theirs'}`}>
          <Skeleton animated className="chat-skeleton-bubble" style={{ width: `${w}%` }} />
        </div>
      ))}
    </div>
  );
}
