import type { ReactNode } from 'react';
import { LeftOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ChatInfo } from '@app/contract';
import { ChatAvatar } from './chat-avatar';

interface Props {
  chat?: ChatInfo;
  /** Title when there is no conversation to name (loading, failed). */
  fallbackTitle?: ReactNode;
  onBack: () => void;
  onOpenStore?: (storeId: number) => void;
}

/** Back, who the conversation is with, and for a store a way to its shop. */
export function RoomHeader({ chat, fallbackTitle, onBack, onOpenStore }: Props) {
  const { t } = useTranslation('chat');
  const service = chat?.kind === 'service';
  const storeId = chat?.kind === 'store' ? chat.peer.id : null;
  return (
    <header className="chat-header">
      <button
        type="button"
        className="chat-header__back"
        onClick={onBack}
        aria-label={t('chat.room.back')}
        data-testid="chat-back"
      >
        <LeftOutline className="flip-rtl" />
      </button>
      {chat ? (
        <>
          <ChatAvatar chat={chat} size={36} />
          <div className="chat-header__text">
            <div className="chat-header__name" data-testid="chat-peer-name">
              <bdi>{service ? t('chat.service.name') : chat.peer.name}</bdi>
            </div>
            {service && (
              <div className="chat-header__sub chat-header__sub--online">{t('chat.service.subtitle')}</div>
            )}
          </div>
          {storeId !== null && onOpenStore && (
            <button
              type="button"
              className="chat-header__action"
              onClick={() => onOpenStore(storeId)}
              data-testid="chat-store-link"
            >
              <ShopbagOutline />
              <span>{t('chat.room.store')}</span>
            </button>
          )}
        </>
      ) : (
        <div className="chat-header__text">
          <div className="chat-header__name">{fallbackTitle}</div>
        </div>
      )}
    </header>
  );
}
