import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ActionSheet, DotLoading, ImageViewer } from 'antd-mobile';
import { DownOutline, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ChatInfo } from '@app/contract';
import { formatClock, formatSeparator } from '#web/features/chat/lib/time';
import { layoutTimeline, type Bubble, type PlacedBubble } from '#web/features/chat/lib/timeline';
import { ChatAvatar } from './chat-avatar';
import { GoodsCardView, OrderCardView } from './chat-cards';

const NEAR_BOTTOM_PX = 80;
const NEAR_TOP_PX = 120;

function MessageRow({
  bubble,
  chat,
  onFailed,
  onOpenImage,
  onOpenCard,
}: {
  bubble: PlacedBubble;
  chat: ChatInfo;
  onFailed: (key: string) => void;
  onOpenImage: (src: string) => void;
  onOpenCard: CardOpener;
}) {
  const { t, i18n } = useTranslation('chat');
  const mine = bubble.from === 'user';
  const classes = [
    'chat-row',
    mine ? 'chat-row--mine' : 'chat-row--theirs',
    bubble.first ? 'chat-row--first' : '',
    bubble.last ? 'chat-row--last' : '',
    bubble.status ? `chat-row--${bubble.status}` : '',
  ].join(' ');

  let meta: ReactNode = null;
  if (bubble.status === 'sending') {
    meta = (
      <span className="chat-row__meta" data-testid="chat-sending">
        <DotLoading color="currentColor" /> {t('chat.message.sending')}
      </span>
    );
  } else if (bubble.status === 'failed') {
    meta = (
      <button
        type="button"
        className="chat-row__meta chat-row__meta--failed"
        onClick={() => onFailed(bubble.key)}
        data-testid="chat-retry"
      >
        <ExclamationCircleFill /> {t('chat.message.failed')} · <u>{t('chat.message.retry')}</u>
      </button>
    );
  } else if (bubble.last) {
    meta = <span className="chat-row__meta">{formatClock(bubble.createdAt, i18n.language)}</span>;
  }

  return (
    <div className={classes} data-testid={mine ? 'chat-mine' : 'chat-theirs'}>
      {!mine && (
        <span className="chat-row__avatar">{bubble.last && <ChatAvatar chat={chat} size={32} />}</span>
      )}
      <div className="chat-row__body">
        {bubble.type === 'goods' ? (
          <GoodsCardView goods={bubble.goods ?? null} onOpen={(id) => onOpenCard('goods', id)} />
        ) : bubble.type === 'order' ? (
          <OrderCardView order={bubble.order ?? null} onOpen={(id) => onOpenCard('order', id)} />
        ) : bubble.type === 'image' ? (
          <button
            type="button"
            className="chat-image"
            onClick={() => onOpenImage(bubble.content)}
            aria-label={t('chat.message.image')}
          >
            <img src={bubble.content} alt={t('chat.message.image')} loading="lazy" decoding="async" />
          </button>
        ) : (
          <div className="chat-bubble" dir="auto">
            {bubble.content}
          </div>
        )}
        {meta}
      </div>
    </div>
  );
}

/** Opens what a card shows: the product or the order. */
export type CardOpener = (kind: 'goods' | 'order', id: number) => void;

interface Props {
  chat: ChatInfo;
  onOpenCard: CardOpener;
  bubbles: Bubble[];
  hasMore: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** Shown when the conversation has no message yet. */
  intro: ReactNode;
}

/**
 * The scrolling list of bubbles: opens at the bottom, follows new messages while the reader is at
 * the bottom (or wrote them), offers a "new messages" chip otherwise, and loads older messages when
 * scrolled to the top without moving what is on screen.
 */
export function MessageTimeline({
  chat,
  bubbles,
  hasMore,
  onLoadOlder,
  onRetry,
  onDiscard,
  intro,
  onOpenCard,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const loading = useRef(false);
  const anchor = useRef<{ height: number; top: number; firstKey: string | undefined } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [newBelow, setNewBelow] = useState(false);
  const rows = layoutTimeline(bubbles);
  const firstKey = bubbles[0]?.key;
  const lastKey = bubbles.at(-1)?.key;
  const lastFrom = bubbles.at(-1)?.from;
  const seenLast = useRef<string | undefined>(undefined);
  const now = new Date();

  const loadOlder = async () => {
    const el = scrollRef.current;
    if (!el || loading.current || !hasMore) return;
    loading.current = true;
    setLoadingOlder(true);
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, firstKey };
    try {
      await onLoadOlder();
    } catch {
      anchor.current = null;
    } finally {
      loading.current = false;
      setLoadingOlder(false);
    }
  };

  const scrollToBottom = () => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setNewBelow(false);
    if (el.scrollTop < NEAR_TOP_PX) void loadOlder();
  };

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const kept = anchor.current;
    if (kept && kept.firstKey !== firstKey) {
      // Older messages went in above: keep the same messages under the reader's eyes.
      el.scrollTop = kept.top + (el.scrollHeight - kept.height);
      anchor.current = null;
    } else if (lastKey !== seenLast.current) {
      if (atBottom.current || lastFrom === 'user' || seenLast.current === undefined) scrollToBottom();
      else setNewBelow(true);
    }
    seenLast.current = lastKey;
    // A first page too short to scroll cannot be scrolled up to load more.
    if (hasMore && el.scrollHeight <= el.clientHeight) void loadOlder();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the ends of the list move
  }, [firstKey, lastKey, hasMore]);

  // The composer growing or the keyboard opening shrinks the list: stay at the bottom.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A message that did not go out: send it again, or drop it (an image too large will never go).
  const onFailed = (key: string) => {
    const sheet = ActionSheet.show({
      actions: [
        { key: 'retry', text: t('chat.message.resend'), onClick: () => onRetry(key) },
        { key: 'discard', text: t('chat.message.discard'), danger: true, onClick: () => onDiscard(key) },
      ],
      cancelText: t('chat.action.cancel'),
      onAction: () => sheet.close(),
    });
  };

  const images = bubbles.filter((b) => b.type === 'image').map((b) => b.content);
  const openImage = (src: string) =>
    ImageViewer.Multi.show({ images, defaultIndex: Math.max(0, images.indexOf(src)) });

  return (
    <div className="chat-timeline-wrap">
      <div className="chat-timeline" ref={scrollRef} onScroll={onScroll} data-testid="chat-timeline">
        <div className="chat-timeline__top">
          {loadingOlder ? (
            <DotLoading color="primary" />
          ) : !hasMore && bubbles.length > 0 ? (
            <span>{t('chat.room.start')}</span>
          ) : null}
        </div>
        {bubbles.length === 0 && intro}
        {rows.map((row) =>
          row.kind === 'separator' ? (
            <div key={`t${row.at}`} className="chat-separator">
              <span>{formatSeparator(row.at, now, i18n.language, t('chat.room.yesterday'))}</span>
            </div>
          ) : (
            <MessageRow
              key={row.item.key}
              bubble={row.item}
              chat={chat}
              onFailed={onFailed}
              onOpenImage={openImage}
              onOpenCard={onOpenCard}
            />
          ),
        )}
      </div>
      {newBelow && (
        <button
          type="button"
          className="chat-new-below"
          onClick={scrollToBottom}
          data-testid="chat-new-below"
        >
          {t('chat.room.newMessages')} <DownOutline />
        </button>
      )}
    </div>
  );
}
