import { createContext } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiBody, ChatInfo, ChatMessage } from '@app/contract';
import { call } from '#web/lib/request';
import { queryClient } from '#web/lib/query-client';
import { useIsSignedIn } from '#web/lib/session';
import {
  markConversationRead,
  upsertConversation,
  type ConversationPage,
  type ConversationPages,
} from '#web/features/chat/lib/conversations';
import { addMessage, mergeLatest, mergeOlder, type MessageWindow } from '#web/features/chat/lib/messages';

export const MESSAGE_PAGE_SIZE = 30;
const CHAT_PAGE_SIZE = 20;

/** What a conversation screen opens: an existing conversation, a store, or customer service. */
export type ChatTarget =
  { kind: 'id'; id: number } | { kind: 'store'; storeId: number } | { kind: 'service' };

const targetKey = (target: ChatTarget) =>
  target.kind === 'id' ? `id:${target.id}` : target.kind === 'store' ? `store:${target.storeId}` : 'service';

const targetBody = (target: ChatTarget): ApiBody<'chat/getChatInfo'> =>
  target.kind === 'id'
    ? { id: target.id }
    : target.kind === 'store'
      ? { storeId: target.storeId }
      : { service: true };

/**
 * Whose side a conversation is read from: the buyer's (`chat/*` calls), or the store's in the
 * seller center (`store/*` calls, decision 35). The answers have the same shapes, with `from: user`
 * always meaning "me", so the screens draw both alike; each side keeps its own cache.
 */
export type ChatSide = 'buyer' | 'store';

/** The side the chat screens below read from (the seller center provides `store`). */
export const ChatSideContext = createContext<ChatSide>('buyer');

export const chatKeys = {
  all: ['chat'] as const,
  list: (side: ChatSide = 'buyer') => ['chat', side, 'list'] as const,
  unread: (side: ChatSide = 'buyer') => ['chat', side, 'unread'] as const,
  info: (target: ChatTarget) => ['chat', 'buyer', 'info', targetKey(target)] as const,
  storeInfo: (chatId: number) => ['chat', 'store', 'info', chatId] as const,
  messages: (chatId: number, side: ChatSide = 'buyer') => ['chat', side, 'messages', chatId] as const,
};

const listCall = (side: ChatSide, page: number): Promise<ConversationPage> =>
  side === 'store'
    ? call('store/getChatList', { page, pageSize: CHAT_PAGE_SIZE })
    : call('chat/getChatList', { page, pageSize: CHAT_PAGE_SIZE });

const msgCall = (side: ChatSide, body: ApiBody<'chat/getMsgList'>) =>
  side === 'store' ? call('store/getMsgList', body) : call('chat/getMsgList', body);

export function useChatList(side: ChatSide = 'buyer') {
  return useInfiniteQuery({
    queryKey: chatKeys.list(side),
    queryFn: ({ pageParam }): Promise<ConversationPage> => listCall(side, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Total unread over every conversation of a side (badges). */
export function useUnreadQuery(side: ChatSide = 'buyer') {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: chatKeys.unread(side),
    queryFn: async () =>
      (side === 'store'
        ? await call('store/getChatUnread', {}, { silent: true })
        : await call('chat/getUnreadCount', {}, { silent: true })
      ).unread,
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** One of the store's conversations, read from the store's side; failures are drawn by the screen. */
export function useStoreChat(chatId: number) {
  return useQuery({
    queryKey: chatKeys.storeInfo(chatId),
    queryFn: () => call('store/getChatInfo', { chatId }, { silent: true }),
  });
}

/** Opens (creates on first use) the conversation; failures are drawn by the screen, not toasted. */
export function useOpenChat(target: ChatTarget) {
  return useQuery({
    queryKey: chatKeys.info(target),
    queryFn: () => call('chat/getChatInfo', targetBody(target), { silent: true }),
  });
}

/** A conversation opened by store is the same as the one opened by its id afterwards. */
export function rememberChat(chat: ChatInfo): void {
  queryClient.setQueryData(chatKeys.info({ kind: 'id', id: chat.id }), chat);
}

/**
 * The loaded window of a conversation. Each fetch takes the newest page and joins it to what is
 * already loaded, so a refetch (after a reconnect) keeps the older messages the user scrolled to.
 */
export function useMessages(chatId: number | undefined, side: ChatSide = 'buyer') {
  return useQuery({
    queryKey: chatKeys.messages(chatId ?? 0, side),
    queryFn: async () => {
      const latest = await msgCall(side, { chatId: chatId!, pageSize: MESSAGE_PAGE_SIZE });
      return mergeLatest(queryClient.getQueryData<MessageWindow>(chatKeys.messages(chatId!, side)), latest);
    },
    enabled: chatId !== undefined,
  });
}

/** The newest loaded message of a conversation (0 when none). */
export function newestMessageId(chatId: number, side: ChatSide = 'buyer'): number {
  return queryClient.getQueryData<MessageWindow>(chatKeys.messages(chatId, side))?.list.at(-1)?.id ?? 0;
}

export async function loadOlderMessages(chatId: number, side: ChatSide = 'buyer'): Promise<void> {
  const key = chatKeys.messages(chatId, side);
  const current = queryClient.getQueryData<MessageWindow>(key);
  const oldest = current?.list[0];
  if (!current?.hasMore || !oldest) return;
  const older = await msgCall(side, { chatId, beforeId: oldest.id, pageSize: MESSAGE_PAGE_SIZE });
  queryClient.setQueryData<MessageWindow>(key, (now) => mergeOlder(now ?? current, older));
}

/** A message is known: in its conversation's window, and its conversation on top of the list. */
export function applyMessage(message: ChatMessage, chat?: ChatInfo, side: ChatSide = 'buyer'): void {
  queryClient.setQueryData<MessageWindow>(chatKeys.messages(message.chatId, side), (w) =>
    addMessage(w, message),
  );
  if (chat)
    queryClient.setQueryData<ConversationPages>(chatKeys.list(side), (d) => upsertConversation(d, chat));
}

export function applyRead(chatId: number, unread: number, side: ChatSide = 'buyer'): void {
  queryClient.setQueryData(chatKeys.unread(side), unread);
  queryClient.setQueryData<ConversationPages>(chatKeys.list(side), (d) => markConversationRead(d, chatId));
}

export async function sendMessage(
  chatId: number,
  type: 'text' | 'image',
  content: string,
  side: ChatSide = 'buyer',
): Promise<ChatMessage> {
  const message =
    side === 'store'
      ? await call('store/sendMessage', { chatId, type, content })
      : await call('chat/sendMessage', { chatId, type, content });
  applyMessage(message, undefined, side);
  return message;
}

/** Sends a card of the store's product or of the buyer's order from it. */
export async function sendCard(
  chatId: number,
  card: { type: 'goods'; goodsId: number } | { type: 'order'; orderId: number },
): Promise<ChatMessage> {
  const message = await call('chat/sendMessage', { chatId, ...card });
  applyMessage(message);
  return message;
}

/** The product or order pinned above the input of a conversation opened from its page. */
export function usePinnedGoods(goodsId: number | null) {
  return useQuery({
    queryKey: ['chat', 'pinned', 'goods', goodsId],
    queryFn: () => call('goods/getGoodsInfo', { id: goodsId! }, { silent: true }),
    enabled: goodsId !== null,
  });
}

export function usePinnedOrder(orderId: number | null) {
  return useQuery({
    queryKey: ['chat', 'pinned', 'order', orderId],
    queryFn: () => call('order/getOrderInfo', { id: orderId! }, { silent: true }),
    enabled: orderId !== null,
  });
}

export async function markRead(chatId: number, side: ChatSide = 'buyer'): Promise<void> {
  try {
    const { unread } =
      side === 'store'
        ? await call('store/readMsg', { chatId }, { silent: true })
        : await call('chat/readMsg', { chatId }, { silent: true });
    applyRead(chatId, unread, side);
  } catch {
    // Best effort: the badge stays until the next read.
  }
}
