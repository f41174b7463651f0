import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type ChatGoodsCard, type ChatOrderCard } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { isolateLtr } from '#web/lib/bidi';
import { DualPrice } from '#web/features/wallet';

const thumb = (path: string) => (path ? imageUrl(path, MEDIA_HOST) : '');

function Thumb({ src }: { src: string }) {
  return src ? (
    <img className="chat-card__thumb" src={thumb(src)} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className="chat-card__thumb" aria-hidden />
  );
}

/** A product as a message shows it: image, title, today's price, or that it is gone. */
export function GoodsCardView({
  goods,
  onOpen,
}: {
  goods: ChatGoodsCard | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  if (!goods)
    return (
      <div className="chat-card chat-card--gone" data-testid="chat-goods-card">
        {t('chat.card.unavailable')}
      </div>
    );
  return (
    <button
      type="button"
      className={`chat-card${goods.available ? '' : ' chat-card--gone'}`}
      onClick={() => onOpen(goods.id)}
      data-testid="chat-goods-card"
    >
      <Thumb src={goods.image} />
      <span className="chat-card__text">
        <bdi className="chat-card__title" dir="auto">
          {goods.title}
        </bdi>
        {goods.available ? (
          <DualPrice minor={goods.price} className="chat-card__price" />
        ) : (
          <span className="chat-card__note">{t('chat.card.unavailable')}</span>
        )}
      </span>
    </button>
  );
}

/** An order as a message shows it: number and state, the first line, the total. */
export function OrderCardView({
  order,
  onOpen,
}: {
  order: ChatOrderCard | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation(['chat', 'order']);
  if (!order)
    return (
      <div className="chat-card chat-card--gone" data-testid="chat-order-card">
        {t('chat.card.unavailable')}
      </div>
    );
  return (
    <button
      type="button"
      className="chat-card chat-card--order"
      onClick={() => onOpen(order.id)}
      data-testid="chat-order-card"
    >
      <span className="chat-card__head">
        <span className="chat-card__no">{t('chat.card.orderNo', { no: isolateLtr(order.orderNo) })}</span>
        <span className="chat-card__status">{t(`order:status.${order.status}`)}</span>
      </span>
      <span className="chat-card__row">
        <Thumb src={order.image} />
        <span className="chat-card__text">
          <bdi className="chat-card__title" dir="auto">
            {order.title}
          </bdi>
          <span className="chat-card__total">
            {t('chat.card.total')} <MoneyText minor={order.total} className="chat-card__price" />
          </span>
        </span>
      </span>
    </button>
  );
}

/** The product or order a conversation was opened from, above the input, with Send and a close. */
export function PinnedCard({
  kind,
  label,
  image,
  title,
  amount,
  status,
  sending,
  onSend,
  onDismiss,
}: {
  kind: 'goods' | 'order';
  /** The line above the title: what the card is, or the order's number. */
  label: string;
  image: string;
  title: string;
  amount: ReactNode;
  status?: string;
  sending: boolean;
  onSend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div
      className="chat-pin"
      role="group"
      aria-label={t(kind === 'goods' ? 'chat.pin.goods' : 'chat.pin.order')}
      data-testid={`chat-pin-${kind}`}
    >
      <Thumb src={image} />
      <div className="chat-pin__text">
        <span className="chat-pin__label">{label}</span>
        <bdi className="chat-card__title" dir="auto">
          {title}
        </bdi>
        <span className="chat-pin__amount">
          {amount}
          {status && <span className="chat-card__status">{status}</span>}
        </span>
      </div>
      <Button
        size="mini"
        color="primary"
        shape="rounded"
        loading={sending}
        onClick={onSend}
        data-testid="chat-pin-send"
      >
        {t('chat.pin.send')}
      </Button>
      <button
        type="button"
        className="chat-pin__close"
        aria-label={t('chat.pin.dismiss')}
        title={t('chat.pin.dismiss')}
        onClick={onDismiss}
      >
        <CloseOutline />
      </button>
    </div>
  );
}
