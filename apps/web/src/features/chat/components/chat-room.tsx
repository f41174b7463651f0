import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { ChatWrongOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl, type ChatInfo } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { DualPrice } from '#web/features/wallet';
import {
  loadOlderMessages,
  markRead,
  rememberChat,
  sendCard,
  useMessages,
  useOpenChat,
  usePinnedGoods,
  usePinnedOrder,
  useStoreChat,
  ChatSideContext,
  type ChatSide,
  type ChatTarget,
} from '#web/features/chat/api/chat';
import { useChatNotices, useChatSocket } from '#web/features/chat/hooks/use-chat-socket';
import { useOutbox } from '#web/features/chat/hooks/use-outbox';
import { usePageVisible } from '#web/features/chat/hooks/use-page-visible';
import { MALL_CHAT_PATHS, type ChatPaths } from '#web/features/chat/lib/paths';
import { isolateLtr } from '#web/lib/bidi';
import { sentBubble, unconfirmed, type Bubble } from '#web/features/chat/lib/timeline';
import type { SocketNotice } from '#web/features/chat/socket/socket-client';
import { ChatAvatar } from './chat-avatar';
import { PinnedCard } from './chat-cards';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { MessageTimeline } from './message-timeline';
import { RoomHeader } from './room-header';
import { RoomFailure, RoomSkeleton } from './room-state';
import '#web/features/chat/chat.css';

const QUICK_REPLIES = {
  store: ['chat:chat.quick.stock', 'chat:chat.quick.ship', 'chat:chat.quick.size'],
  service: ['chat:chat.quick.order', 'chat:chat.quick.refund', 'chat:chat.quick.payment'],
} as const;

const mediaSrc = (path: string) => imageUrl(path, '');

/** The empty conversation's greeting, with a few questions to start with. */
function Intro({ chat, onPick }: { chat: ChatInfo; onPick: (text: string) => void }) {
  const { t } = useTranslation('chat');
  const service = chat.kind === 'service';
  return (
    <div className="chat-intro" data-testid="chat-intro">
      <ChatAvatar chat={chat} size={64} />
      <h2 className="chat-intro__title">
        {service ? t('chat.intro.serviceTitle') : t('chat.intro.storeTitle', { name: chat.peer.name })}
      </h2>
      <p className="chat-intro__text">{service ? t('chat.intro.serviceText') : t('chat.intro.storeText')}</p>
      <div className="chat-intro__chips">
        {QUICK_REPLIES[chat.kind].map((key) => (
          <button key={key} type="button" className="chat-chip" onClick={() => onPick(t(key))}>
            {t(key)}
          </button>
        ))}
      </div>
    </div>
  );
}

const idParam = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The product (`?goods=`) or the buyer's order (`?order=`) the conversation was opened from, pinned
 * above the input until it is sent or closed; only one of this store's.
 */
function Pinned({ chat, disabled }: { chat: ChatInfo; disabled: boolean }) {
  const { t } = useTranslation(['chat', 'order']);
  const [params, setParams] = useSearchParams();
  const goodsId = idParam(params.get('goods'));
  const orderId = goodsId ? null : idParam(params.get('order'));
  const goods = usePinnedGoods(goodsId);
  const order = usePinnedOrder(orderId);
  const [sending, setSending] = useState(false);
  const storeId = chat.kind === 'store' ? chat.peer.id : null;
  const dismiss = () => setParams({}, { replace: true });
  const send = async (card: Parameters<typeof sendCard>[1]) => {
    setSending(true);
    try {
      await sendCard(chat.id, card);
      dismiss();
    } catch {
      // The request helper has shown the server's message.
    } finally {
      setSending(false);
    }
  };
  if (disabled || storeId === null) return null;
  const g = goods.data;
  if (g && g.store.id === storeId)
    return (
      <PinnedCard
        kind="goods"
        label={t('chat.pin.goods')}
        image={g.images[0] ?? ''}
        title={g.title}
        amount={<DualPrice minor={g.price} className="chat-card__price" />}
        sending={sending}
        onSend={() => void send({ type: 'goods', goodsId: g.id })}
        onDismiss={dismiss}
      />
    );
  const o = order.data;
  if (o && o.store.id === storeId)
    return (
      <PinnedCard
        kind="order"
        label={t('chat.card.orderNo', { no: isolateLtr(o.orderNo) })}
        image={o.lines[0]?.image ?? ''}
        title={o.lines[0]?.title ?? ''}
        amount={<MoneyText minor={o.total} className="chat-card__price" />}
        status={t(`order:status.${o.status}`)}
        sending={sending}
        onSend={() => void send({ type: 'order', orderId: o.id })}
        onDismiss={dismiss}
      />
    );
  return null;
}

/**
 * An open conversation: header, live messages, composer. On the store's side (the seller center)
 * the other side is a buyer: no store link, no pinned cards, no quick questions.
 */
function Room({
  chat,
  paths,
  onBack,
  side = 'buyer',
}: {
  chat: ChatInfo;
  paths: ChatPaths;
  onBack: () => void;
  side?: ChatSide;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const store = side === 'store';
  const messages = useMessages(chat.id, side);
  const outbox = useOutbox(chat.id, side);
  const visible = usePageVisible();
  // Opening counts as reading; later, each message from the other side while the tab is in front.
  const [unseen, setUnseen] = useState(true);

  useChatNotices(
    useCallback(
      (notice: SocketNotice) => {
        if (
          notice.type === (store ? 'store_message' : 'message') &&
          'message' in notice &&
          notice.message.chatId === chat.id &&
          notice.message.from === 'peer'
        ) {
          setUnseen(true);
        }
      },
      [chat.id, store],
    ),
  );

  useEffect(() => {
    if (!unseen || !visible || !messages.isSuccess) return;
    setUnseen(false);
    void markRead(chat.id, side);
  }, [unseen, visible, messages.isSuccess, chat.id, side]);

  const bubbles = useMemo<Bubble[]>(
    () => [
      ...(messages.data?.list ?? []).map((m) => sentBubble(m, mediaSrc)),
      ...unconfirmed(outbox.pending, messages.data?.list ?? []).map((p) => ({
        key: p.key,
        from: 'user' as const,
        type: p.type,
        content: p.type === 'image' ? (p.preview ?? mediaSrc(p.content)) : p.content,
        createdAt: p.createdAt,
        status: p.status,
      })),
    ],
    [messages.data, outbox.pending],
  );

  return (
    <>
      <RoomHeader
        chat={chat}
        onBack={onBack}
        onOpenStore={store ? undefined : (id) => void navigate(paths.store(id))}
      />
      <ConnectionBanner />
      {messages.isPending ? (
        <RoomSkeleton />
      ) : messages.isError && !messages.data ? (
        <RoomFailure
          error={messages.error}
          onBack={onBack}
          onRetry={() => void messages.refetch()}
          onContactService={store ? undefined : () => void navigate(paths.service)}
        />
      ) : (
        <MessageTimeline
          chat={chat}
          bubbles={bubbles}
          hasMore={messages.data?.hasMore ?? false}
          onLoadOlder={() => loadOlderMessages(chat.id, side)}
          onRetry={outbox.retry}
          onDiscard={outbox.discard}
          onOpenCard={(kind, id) => {
            const to = kind === 'goods' ? paths.product(id) : paths.order?.(id);
            if (to) void navigate(to);
          }}
          intro={store ? null : <Intro chat={chat} onPick={outbox.sendText} />}
        />
      )}
      {store ? null : <Pinned chat={chat} disabled={outbox.unreachable} />}
      {outbox.unreachable ? (
        <div className="chat-blocked" role="status" data-testid="chat-blocked">
          <ChatWrongOutline />
          <span>{t('chat.state.unreachable.title')}</span>
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void navigate(paths.service)}
          >
            {t('chat.state.contactService')}
          </Button>
        </div>
      ) : (
        <Composer
          onSendText={outbox.sendText}
          onSendBlank={outbox.sendBlank}
          onSendImage={outbox.sendImage}
        />
      )}
    </>
  );
}

/** Back to the previous page, or to the conversation list when there is none of ours (opened from a link). */
function useGoBack(list: string) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(list));
  };
}

interface Props {
  target: ChatTarget;
  paths?: ChatPaths;
}

/**
 * A conversation screen for an existing conversation, a store (opened, then the address becomes
 * the conversation's own) or customer service; failures are finished screens with a way back.
 */
export function ChatRoom({ target, paths = MALL_CHAT_PATHS }: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { search } = useLocation();
  useChatSocket();
  const info = useOpenChat(target);

  const goBack = useGoBack(paths.list);

  useEffect(() => {
    if (target.kind !== 'store' || !info.data) return;
    rememberChat(info.data);
    // The product or order the conversation was opened from stays pinned.
    void navigate(`${paths.room(info.data.id)}${search}`, { replace: true });
  }, [target.kind, info.data, navigate, paths, search]);

  return (
    <div className="chat-room" data-testid="chat-room">
      {info.data ? (
        <Room key={info.data.id} chat={info.data} paths={paths} onBack={goBack} />
      ) : (
        <>
          <RoomHeader
            fallbackTitle={
              info.isPending ? '' : t(target.kind === 'service' ? 'chat.service.name' : 'chat.room.title')
            }
            onBack={goBack}
          />
          {info.isPending ? (
            <RoomSkeleton />
          ) : (
            <RoomFailure
              error={info.error}
              onBack={goBack}
              onRetry={() => void info.refetch()}
              onContactService={() => void navigate(paths.service, { replace: true })}
            />
          )}
        </>
      )}
    </div>
  );
}

/**
 * One of the store's conversations in the seller center, read from the store's side (decision 35):
 * the owner answers the buyer as the store.
 */
export function StoreChatRoom({ chatId, paths }: { chatId: number; paths: ChatPaths }) {
  useChatSocket();
  const info = useStoreChat(chatId);
  const goBack = useGoBack(paths.list);
  return (
    <ChatSideContext.Provider value="store">
      <div className="chat-room" data-testid="chat-room">
        {info.data ? (
          <Room key={info.data.id} chat={info.data} paths={paths} onBack={goBack} side="store" />
        ) : (
          <>
            <RoomHeader fallbackTitle="" onBack={goBack} />
            {info.isPending ? (
              <RoomSkeleton />
            ) : (
              <RoomFailure error={info.error} onBack={goBack} onRetry={() => void info.refetch()} />
            )}
          </>
        )}
      </div>
    </ChatSideContext.Provider>
  );
}
