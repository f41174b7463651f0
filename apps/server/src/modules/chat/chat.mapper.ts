import type { ChatInfo, ChatMessage } from '@app/contract';
import type { ChatView, MessageRow } from './chat.repository.js';

/** A message as both sides read it: `user` is the buyer, `peer` the store or customer service. */
export function toMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    chatId: m.chatId,
    from: m.fromUser ? 'user' : 'peer',
    type: m.type,
    content: m.content,
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
