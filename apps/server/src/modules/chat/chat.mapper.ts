import type { ChatInfo, ChatMessage } from '@app/contract';
import { storeCanSell } from '#server/modules/catalog/index.js';
import type { CardRows, ChatView, MessageRow } from './chat.repository.js';

const NO_CARDS: CardRows = { goods: new Map(), orders: new Map() };

/**
 * A message as both sides read it: `user` is the buyer, `peer` the store or customer service. A
 * card is drawn from the product's or order's current row (`cards`, read with the messages).
 */
export function toMessage(m: MessageRow, cards: CardRows = NO_CARDS): ChatMessage {
  const g = m.goodsId ? cards.goods.get(m.goodsId) : undefined;
  const o = m.orderId ? cards.orders.get(m.orderId) : undefined;
  return {
    id: m.id,
    chatId: m.chatId,
    from: m.fromUser ? 'user' : 'peer',
    type: m.type,
    content: m.content,
    goods: g
      ? {
          id: g.id,
          title: g.title,
          image: g.images[0] ?? '',
          price: g.price,
          available: g.onSale && storeCanSell(g.storeStatus),
        }
      : null,
    order: o
      ? {
          id: o.id,
          orderNo: o.orderNo,
          title: o.title,
          image: o.image,
          lines: o.lines,
          total: o.total,
          status: o.status,
        }
      : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A conversation as the buyer's list shows it. */
export function toChatInfo(v: ChatView): ChatInfo {
  return {
    id: v.chat.id,
    kind: v.chat.kind,
    peer:
      v.chat.kind === 'store'
        ? { id: v.chat.storeId, name: v.storeName ?? '', avatar: v.storeLogo ?? '' }
        : // Clients show their own localized name for customer service.
          { id: null, name: 'Customer service', avatar: '' },
    lastMessage: v.last?.id ? toMessage(v.last) : null,
    unread: v.chat.userUnread,
    updatedAt: v.chat.updatedAt.toISOString(),
  };
}

/** A message as the store's owner reads it in the seller center: `user` is the store, `peer` the buyer. */
export function toSellerMessage(m: MessageRow, cards: CardRows = NO_CARDS): ChatMessage {
  return { ...toMessage(m, cards), from: m.fromUser ? 'peer' : 'user' };
}

/** A conversation as the seller center lists it: the buyer (nickname only) is the other side. */
export function toSellerChat(v: ChatView): ChatInfo {
  return {
    id: v.chat.id,
    kind: v.chat.kind,
    peer: { id: v.chat.userId, name: v.nickname, avatar: v.avatar ?? '' },
    lastMessage: v.last?.id ? toSellerMessage(v.last) : null,
    unread: v.chat.peerUnread,
    updatedAt: v.chat.updatedAt.toISOString(),
  };
}
