import { CHAT_SOCKET_PATH } from '@app/contract';
import { localStore } from '#web/lib/storage';
import { queryClient } from '#web/lib/query-client';
import { applyMessage, applyRead, chatKeys } from '#web/features/chat/api/chat';
import { ChatSocketClient, type SocketNotice } from './socket-client';

/** The tab's one chat socket (`/v1/ws` on the page's own host, through the dev proxy too). */
export const chatSocket = new ChatSocketClient({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_SOCKET_PATH}`,
  create: (url) => new WebSocket(url),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** The socket's status (idle, connecting, open, unauthorized), for screens that poll only while it is down. */
export const chatSocketState = chatSocket.state;

/** Keeps the query cache in step with what the server pushes. */
function syncCache(notice: SocketNotice): void {
  switch (notice.type) {
    case 'message':
      applyMessage(notice.message, notice.chat);
      if (notice.message.from === 'peer') void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      break;
    case 'read':
      applyRead(notice.chatId, notice.unread);
      break;
    // The seller center's side of the store's conversations (decision 35).
    case 'store_message':
      applyMessage(notice.message, notice.chat, 'store');
      queryClient.setQueryData(chatKeys.unread('store'), notice.unread);
      break;
    case 'store_read':
      applyRead(notice.chatId, notice.unread, 'store');
      break;
    case 'ready': {
      // Messages sent while the socket was down (or before it first came up) were not pushed.
      const readyAt = Date.now();
      void queryClient.invalidateQueries({
        queryKey: chatKeys.all,
        predicate: (q) =>
          notice.reconnected || (q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt < readyAt),
      });
      break;
    }
  }
}

let started = false;

/** Starts the socket once per tab: open while someone is signed in, following sign-in and sign-out. */
export function startChatSocket(): void {
  if (started) return;
  started = true;
  chatSocket.subscribe(syncCache);
  chatSocket.setToken(localStore.getState().token);
  localStore.subscribe((state) => chatSocket.setToken(state.token));
  window.addEventListener('online', () => chatSocket.retryNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') chatSocket.retryNow();
  });
}

/** A store's owner hears of each newly paid order of the store (`store_order`); answers the unsubscribe. */
export function onStoreOrder(listener: (order: Extract<SocketNotice, { type: 'store_order' }>) => void) {
  return chatSocket.subscribe((notice) => {
    if (notice.type === 'store_order') listener(notice);
  });
}

/**
 * Watches one group-buy deal while a screen shows it (decision 54): `onChange` runs when its public
 * count or state changes, and when the socket comes back (changes made while it was down were not
 * pushed). Answers the unwatch. Needs a signed-in socket; visitors poll instead.
 */
export function watchDeal(id: number, onChange: () => void) {
  startChatSocket();
  chatSocket.watchDeal(id);
  const off = chatSocket.subscribe((notice) => {
    if ((notice.type === 'deal' && notice.id === id) || (notice.type === 'ready' && notice.reconnected)) {
      onChange();
    }
  });
  return () => {
    off();
    chatSocket.watchDeal(null);
  };
}
