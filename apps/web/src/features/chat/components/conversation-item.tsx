import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChatInfo } from '@app/contract';
import { badgeCount } from '#web/features/chat/lib/conversations';
import { formatListTime } from '#web/features/chat/lib/time';
import { ChatAvatar } from './chat-avatar';

export function usePreview() {
  const { t } = useTranslation('chat');
  return (chat: Pick<ChatInfo, 'lastMessage'>, fallback: string): string => {
    const last = chat.lastMessage;
    if (!last) return fallback;
    if (last.type === 'image') return t('chat.preview.image');
    if (last.type === 'goods') return t('chat.preview.goods');
    if (last.type === 'order') return t('chat.preview.order');
    return last.content.replace(/\s+/g, ' ');
  };
}

interface Props {
  chat: ChatInfo;
  now: Date;
  pinned?: boolean;
  onOpen: () => void;
}

/** One row of the message center: avatar, name, last message, time and unread badge. */
export function ConversationItem({ chat, now, pinned = false, onOpen }: Props) {
  const { t, i18n } = useTranslation('chat');
  const preview = usePreview();
  const service = chat.kind === 'service';
  const name = service ? t('chat.service.name') : chat.peer.name;
  const time = chat.lastMessage ? formatListTime(chat.lastMessage.createdAt, now, i18n.language) : '';
  const fallback = service ? t('chat.service.preview') : t('chat.preview.empty');
  return (
    <button
      type="button"
      className={`chat-item${pinned ? ' chat-item--pinned' : ''}${chat.unread > 0 ? ' chat-item--unread' : ''}`}
      onClick={onOpen}
      data-testid={service ? 'chat-item-service' : `chat-item-${chat.id}`}
    >
      <span className="chat-item__avatar">
        <ChatAvatar chat={chat} />
        {chat.unread > 0 && (
          <Badge className="chat-item__badge" content={badgeCount(chat.unread)} data-testid="chat-unread" />
        )}
      </span>
      <span className="chat-item__main">
        <span className="chat-item__top">
          <span className="chat-item__name">
            <bdi>{name}</bdi>
            {service && <span className="chat-item__tag">{t('chat.service.tag')}</span>}
          </span>
          {time && <span className="chat-item__time">{time}</span>}
        </span>
        <span className="chat-item__preview">
          <bdi>{preview(chat, fallback)}</bdi>
        </span>
      </span>
    </button>
  );
}

/** The pinned customer-service row before any conversation with it exists. */
export function ServiceEntry({ now, onOpen }: { now: Date; onOpen: () => void }) {
  const placeholder: ChatInfo = {
    id: 0,
    kind: 'service',
    peer: { id: null, name: '', avatar: '' },
    lastMessage: null,
    unread: 0,
    updatedAt: now.toISOString(),
  };
  return <ConversationItem chat={placeholder} now={now} pinned onOpen={onOpen} />;
}
