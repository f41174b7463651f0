import { Avatar, Badge, Flex, Tag, Typography } from 'antd';
import { CustomerServiceOutlined, PictureOutlined, ShopOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminChat } from '@app/contract';
import { useChatTime } from './chat-time';

interface Props {
  chats: AdminChat[];
  selectedId: number | null;
  onSelect: (chat: AdminChat) => void;
}

/** Who the buyer wrote to: a store (answered by staff for now) or customer service. */
export function PeerTag({ chat }: { chat: AdminChat }) {
  const { t } = useTranslation('chat');
  return chat.kind === 'service' ? (
    <Tag color="blue" icon={<CustomerServiceOutlined />} style={{ marginInlineEnd: 0 }}>
      {t('console.chats.customerService')}
    </Tag>
  ) : (
    <Tag icon={<ShopOutlined />} style={{ marginInlineEnd: 0, maxWidth: '100%' }}>
      <span
        style={{
          display: 'inline-block',
          maxWidth: 200,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {chat.peer.name}
      </span>
    </Tag>
  );
}

export function buyerName(chat: AdminChat): string {
  return chat.user.nickname || chat.user.email;
}

/** Conversations, unanswered first, each with its last message and what staff have not read. */
export function ChatList({ chats, selectedId, onSelect }: Props) {
  const { t } = useTranslation('chat');
  const { short } = useChatTime();

  return (
    <Flex vertical role="list" aria-label={t('console.chats.listLabel')}>
      {chats.map((chat) => {
        const last = chat.lastMessage;
        const selected = chat.id === selectedId;
        const unread = chat.unreadByStaff > 0;
        return (
          <button
            key={chat.id}
            type="button"
            role="listitem"
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(chat)}
            data-testid="chat-item"
            style={{
              display: 'flex',
              gap: 10,
              width: '100%',
              padding: '12px 14px',
              border: 0,
              borderBottom: '1px solid #f5f5f5',
              borderInlineStart: `3px solid ${selected ? '#fc573f' : 'transparent'}`,
              background: selected ? '#fff3f0' : 'transparent',
              textAlign: 'start',
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
            }}
          >
            <Badge count={chat.unreadByStaff} size="small" overflowCount={99}>
              <Avatar style={{ background: chat.kind === 'service' ? '#1677ff' : '#fc573f', flex: 'none' }}>
                {buyerName(chat).slice(0, 1).toUpperCase()}
              </Avatar>
            </Badge>
            <Flex vertical gap={3} style={{ minWidth: 0, flex: 1 }}>
              <Flex justify="space-between" align="baseline" gap={8}>
                <Typography.Text strong={unread} ellipsis style={{ minWidth: 0 }}>
                  {buyerName(chat)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                  {short(last?.createdAt ?? chat.updatedAt)}
                </Typography.Text>
              </Flex>
              {chat.user.nickname ? (
                <Typography.Text type="secondary" className="ltr-text" style={{ fontSize: 12 }}>
                  {chat.user.email}
                </Typography.Text>
              ) : null}
              <span style={{ minWidth: 0 }}>
                <PeerTag chat={chat} />
              </span>
              <Typography.Text
                type={unread ? undefined : 'secondary'}
                strong={unread}
                ellipsis
                style={{ fontSize: 13 }}
              >
                {last?.from === 'peer' ? (
                  <UndoOutlined style={{ marginInlineEnd: 4 }} aria-label={t('console.chats.answered')} />
                ) : null}
                {!last ? (
                  t('console.chats.noMessages')
                ) : last.type === 'image' ? (
                  <>
                    <PictureOutlined style={{ marginInlineEnd: 4 }} />
                    {t('console.chats.image')}
                  </>
                ) : last.type === 'goods' || last.type === 'order' ? (
                  t(last.type === 'goods' ? 'console.chats.goods' : 'console.chats.order')
                ) : (
                  <span dir="auto">{last.content}</span>
                )}
              </Typography.Text>
            </Flex>
          </button>
        );
      })}
    </Flex>
  );
}
