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

export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  unread: ['chat', 'unread'] as const,
  info: (target: ChatTarget) => ['chat', 'info', targetKey(target)] as const,
  messages: (chatId: number) => ['chat', 'messages', chatId] as const,
};

export function useChatList() {
  return useInfiniteQuery({
    queryKey: chatKeys.list,
    queryFn: ({ pageParam }): Promise<ConversationPage> =>
      call('chat/getChatList', { page: pageParam, pageSize: CHAT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Total unread over every conversation (badges). */
export function useUnreadQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: async () => (await call('chat/getUnreadCount', {}, { silent: true })).unread,
    enabled: signedIn,
    staleTime: 30_000,
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
export function useMessages(chatId: number | undefined) {
  return useQuery({
    queryKey: chatKeys.messages(chatId ?? 0),
    queryFn: async () => {
      const latest = await call('chat/getMsgList', { chatId: chatId!, pageSize: MESSAGE_PAGE_SIZE });
      return mergeLatest(queryClient.getQueryData<MessageWindow>(chatKeys.messages(chatId!)), latest);
    },
    enabled: chatId !== undefined,
  });
}

/** The newest loaded message of a conversation (0 when none). */
export function newestMessageId(chatId: number): number {
  return queryClient.getQueryData<MessageWindow>(chatKeys.messages(chatId))?.list.at(-1)?.id ?? 0;
}

export async function loadOlderMessages(chatId: number): Promise<void> {
  const key = chatKeys.messages(chatId);
  const current = queryClient.getQueryData<MessageWindow>(key);
  const oldest = current?.list[0];
  if (!current?.hasMore || !oldest) return;
  const older = await call('chat/getMsgList', { chatId, beforeId: oldest.id, pageSize: MESSAGE_PAGE_SIZE });
  queryClient.setQueryData<MessageWindow>(key, (now) => mergeOlder(now ?? current, older));
}

/** A message is known: in its conversation's window, and its conversation on top of the list. */
export function applyMessage(message: ChatMessage, chat?: ChatInfo): void {
  queryClient.setQueryData<MessageWindow>(chatKeys.messages(message.chatId), (w) => addMessage(w, message));
  if (chat) queryClient.setQueryData<ConversationPages>(chatKeys.list, (d) => upsertConversation(d, chat));
}

export function applyRead(chatId: number, unread: number): void {
  queryClient.setQueryData(chatKeys.unread, unread);
  queryClient.setQueryData<ConversationPages>(chatKeys.list, (d) => markConversationRead(d, chatId));
}

export async function sendMessage(
  chatId: number,
  type: 'text' | 'image',
  content: string,
): Promise<ChatMessage> {
  const message = await call('chat/sendMessage', { chatId, type, content });
  applyMessage(message);
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

export async function markRead(chatId: number): Promise<void> {
  try {
    const { unread } = await call('chat/readMsg', { chatId }, { silent: true });
    applyRead(chatId, unread);
  } catch {
    // Best effort: the badge stays until the next read.
  }
}
