import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { App, Avatar, Button, Flex, Image, Input, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, SendOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, type AdminChat, type ChatMessage } from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { isolate, useMoney } from '#admin/components/money';
import { ErrorState } from '#admin/components/error-state';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { useRtl } from '#admin/lib/use-rtl';
import { useChatMessages, useReadChat, useSendMessage } from '#admin/features/chat/chats/api/chats';
import { PeerTag, buyerName } from './chat-list';
import { useChatTime } from './chat-time';

/** Whether this tab is in front: a conversation is only marked read while someone can see it. */
function useVisible(): boolean {
  return useSyncExternalStore(
    (notify) => {
      document.addEventListener('visibilitychange', notify);
      return () => document.removeEventListener('visibilitychange', notify);
    },
    () => document.visibilityState === 'visible',
  );
}

/** How close to the end counts as "reading the latest": new messages then scroll into view. */
const NEAR_BOTTOM_PX = 120;

interface Props {
  chatId: number;
  /** The conversation as the inbox lists it (absent when it is on another page of the inbox). */
  chat: AdminChat | undefined;
  /** Phones: back to the inbox. */
  onBack?: () => void;
}

interface BubbleProps {
  message: ChatMessage;
  sender: string;
  showSender: boolean;
  /** A picture arrived and made the thread taller. */
  onImageLoad: () => void;
}

const cardStyle = {
  display: 'flex',
  gap: 10,
  alignItems: 'center',
  width: 280,
  maxWidth: '100%',
  padding: 10,
  color: 'rgba(0,0,0,0.88)',
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 12,
} as const;
const thumbStyle = {
  flex: 'none',
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: 8,
  background: '#f5f5f5',
} as const;

/** A buyer's product card: the product as it is now, opened in the marketplace. */
function GoodsCard({ goods }: { goods: ChatMessage['goods'] }) {
  const { t } = useTranslation('chat');
  const money = useMoney();
  if (!goods)
    return (
      <div style={cardStyle} data-testid="console-goods-card">
        <Typography.Text type="secondary">{t('console.chats.goods')}</Typography.Text>
        <Typography.Text type="secondary">{t('console.chats.unavailable')}</Typography.Text>
      </div>
    );
  return (
    <a
      href={`/mall/product/${goods.id}`}
      target="_blank"
      rel="noreferrer"
      style={cardStyle}
      data-testid="console-goods-card"
    >
      {goods.image ? <img src={goods.image} alt="" style={thumbStyle} /> : <span style={thumbStyle} />}
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('console.chats.goods')}
        </Typography.Text>
        <Typography.Text ellipsis dir="auto">
          {goods.title}
        </Typography.Text>
        {goods.available ? (
          <Typography.Text strong style={{ color: '#fc573f' }}>
            {money(goods.price)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('console.chats.unavailable')}</Typography.Text>
        )}
      </Flex>
    </a>
  );
}

/** A buyer's order card: number, state now, first line and total, linked to the order in the console. */
function OrderCard({ order }: { order: ChatMessage['order'] }) {
  const { t } = useTranslation(['chat', 'order']);
  const money = useMoney();
  if (!order)
    return (
      <div style={cardStyle} data-testid="console-order-card">
        <Typography.Text type="secondary">{t('console.chats.unavailable')}</Typography.Text>
      </div>
    );
  return (
    <Link
      to={`/orders/${order.orderNo}`}
      style={{ ...cardStyle, width: 360 }}
      data-testid="console-order-card"
    >
      {order.image ? <img src={order.image} alt="" style={thumbStyle} /> : <span style={thumbStyle} />}
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.chats.orderNo', { no: isolate(order.orderNo) })}
          </Typography.Text>
          <Typography.Text strong style={{ fontSize: 12, color: '#fc573f' }}>
            {t(`order:status.${order.status}`)}
          </Typography.Text>
        </Flex>
        <Typography.Text ellipsis dir="auto">
          {order.title}
        </Typography.Text>
        <Flex justify="space-between" gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.chats.total')} {money(order.total)}
          </Typography.Text>
          <Typography.Text style={{ fontSize: 12, color: '#1677ff' }}>
            {t('console.chats.openOrder')}
          </Typography.Text>
        </Flex>
      </Flex>
    </Link>
  );
}

function Bubble({ message, sender, showSender, onImageLoad }: BubbleProps) {
  const { time } = useChatTime();
  const mine = message.from === 'peer';
  return (
    <Flex
      vertical
      align={mine ? 'flex-end' : 'flex-start'}
      style={{ marginTop: showSender ? 12 : 4 }}
      data-testid="chat-bubble"
    >
      {showSender ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, marginBottom: 2, paddingInline: 4 }}>
          {sender}
        </Typography.Text>
      ) : null}
      <div
        style={{
          maxWidth: 'min(75%, 520px)',
          padding: message.type === 'text' ? '8px 12px' : 0,
          borderRadius: 14,
          borderEndEndRadius: mine ? 4 : 14,
          borderEndStartRadius: mine ? 14 : 4,
          background: message.type !== 'text' ? 'transparent' : mine ? '#fc573f' : '#f2f3f5',
          overflow: 'hidden',
          color: mine ? '#fff' : 'rgba(0,0,0,0.88)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {message.type === 'goods' ? (
          <GoodsCard goods={message.goods} />
        ) : message.type === 'order' ? (
          <OrderCard order={message.order} />
        ) : message.type === 'image' ? (
          <Image
            src={message.content}
            alt=""
            width={200}
            style={{ display: 'block', maxHeight: 260, objectFit: 'cover', border: '1px solid #f0f0f0' }}
            onLoad={onImageLoad}
          />
        ) : (
          <span dir="auto">{message.content}</span>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 11, marginTop: 2, paddingInline: 4 }}>
        {time(message.createdAt)}
      </Typography.Text>
    </Flex>
  );
}

/** One conversation: the messages (older on demand), read on opening, and a reply box. */
export function ChatThread({ chatId, chat, onBack }: Props) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const rtl = useRtl();
  const { day, sameDay } = useChatTime();
  const canOpenUser = useCanCall('admin/getUserList');
  const messages = useChatMessages(chatId);
  const send = useSendMessage(chatId);
  const read = useReadChat();
  const [draft, setDraft] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });

  const list = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.list);
  const first = list[0]?.id;
  const last = list[list.length - 1]?.id;

  // Opening a conversation reads it; a buyer's new message while it is open (and visible) too.
  const unread = chat?.unreadByStaff ?? 0;
  const readChat = read.mutate;
  const visible = useVisible();
  const readOnce = useRef<number | null>(null);
  useEffect(() => {
    if (!visible) return;
    if (readOnce.current === chatId && unread === 0) return;
    readOnce.current = chatId;
    readChat(chatId);
  }, [chatId, unread, readChat, visible]);

  // Older messages keep the view where it was; new ones scroll into view if the reader is at the end.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last && (before.last === undefined || before.nearBottom)) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = { first, last, height: el.scrollHeight, nearBottom: before.nearBottom };
  }, [first, last]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    seen.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    seen.current.height = el.scrollHeight;
  };

  const keepAtEnd = () => {
    const el = scroller.current;
    if (el && seen.current.nearBottom) el.scrollTop = el.scrollHeight;
  };

  const submit = () => {
    const content = draft.trim();
    if (!content || send.isPending) return;
    seen.current.nearBottom = true;
    send.mutate(content, {
      onSuccess: () => setDraft(''),
      onError: (error) => void toast.error(errorMessage(error, t)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const peerName = chat
    ? chat.kind === 'service'
      ? t('console.chats.customerService')
      : chat.peer.name
    : '';
  const BackIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;

  let body;
  if (messages.isPending) body = <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />;
  else if (messages.error instanceof ApiError && messages.error.error === 'CHAT_NOT_FOUND')
    body = <EmptyState description={t('console.chats.notFound')} />;
  else if (messages.error && !messages.data)
    body = <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />;
  else if (list.length === 0) body = <EmptyState description={t('console.chats.noMessages')} />;
  else
    body = (
      <>
        {messages.hasNextPage ? (
          <Flex justify="center" style={{ marginBottom: 8 }}>
            <Button
              size="small"
              onClick={() => void messages.fetchNextPage()}
              loading={messages.isFetchingNextPage}
            >
              {t('console.chats.older')}
            </Button>
          </Flex>
        ) : null}
        {list.map((m, i) => {
          const previous = list[i - 1];
          const newDay = !previous || !sameDay(previous.createdAt, m.createdAt);
          return (
            <Fragment key={m.id}>
              {newDay ? (
                <Flex justify="center" style={{ margin: '12px 0 4px' }}>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12, background: '#f5f5f5', padding: '2px 10px', borderRadius: 10 }}
                  >
                    {day(m.createdAt)}
                  </Typography.Text>
                </Flex>
              ) : null}
              <Bubble
                message={m}
                sender={
                  m.from === 'user'
                    ? chat
                      ? buyerName(chat)
                      : t('console.chats.buyer')
                    : peerName || t('console.chats.staff')
                }
                showSender={newDay || previous?.from !== m.from}
                onImageLoad={keepAtEnd}
              />
            </Fragment>
          );
        })}
      </>
    );

  return (
    <Flex vertical style={{ height: '100%', minWidth: 0 }} data-testid="chat-thread">
      <Flex
        align="center"
        gap={10}
        style={{ padding: '10px 14px', borderBottom: '1px solid #f0f0f0', minWidth: 0 }}
      >
        {onBack ? (
          <Button type="text" icon={<BackIcon />} onClick={onBack} aria-label={t('console.chats.back')} />
        ) : null}
        {chat ? (
          <>
            <Avatar style={{ background: chat.kind === 'service' ? '#1677ff' : '#fc573f', flex: 'none' }}>
              {buyerName(chat).slice(0, 1).toUpperCase()}
            </Avatar>
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis>
                {buyerName(chat)}
              </Typography.Text>
              {canOpenUser ? (
                <Link to={`/users/${chat.user.id}`} className="ltr-text" style={{ fontSize: 12 }}>
                  {chat.user.email}
                </Link>
              ) : (
                <Typography.Text type="secondary" className="ltr-text" style={{ fontSize: 12 }}>
                  {chat.user.email}
                </Typography.Text>
              )}
            </Flex>
            <span style={{ flex: 'none', maxWidth: '45%' }}>
              <PeerTag chat={chat} />
            </span>
          </>
        ) : (
          <Typography.Text strong>{t('console.chats.conversation', { id: chatId })}</Typography.Text>
        )}
      </Flex>
      <div
        ref={scroller}
        onScroll={onScroll}
        style={{ flex: 1, overflowY: 'auto', padding: '8px 16px 12px', minHeight: 0 }}
        data-testid="chat-messages"
      >
        {body}
      </div>
      <Flex vertical gap={4} style={{ padding: 12, borderTop: '1px solid #f0f0f0' }}>
        <Flex gap={8} align="flex-end">
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 1, maxRows: 5 }}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={t('console.chats.replyPlaceholder', { name: peerName || t('console.chats.staff') })}
            dir="auto"
            aria-label={t('console.chats.replyLabel')}
            data-testid="chat-reply"
          />
          <Button
            type="primary"
            icon={<SendOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
            onClick={submit}
            loading={send.isPending}
            disabled={!draft.trim()}
            data-testid="chat-send"
          >
            {t('console.chats.send')}
          </Button>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
          {t('console.chats.replyHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
