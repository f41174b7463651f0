import type { ChatMessage } from '@app/contract';

/** The loaded part of a conversation: oldest first, and whether older messages exist. */
export interface MessageWindow {
  list: ChatMessage[];
  hasMore: boolean;
}

/** Both lists as one, each message once (the later copy wins), in the order they were sent. */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** A message pushed by the socket or returned by a send; nothing to do when the window is not loaded. */
export function addMessage(
  window: MessageWindow | undefined,
  message: ChatMessage,
): MessageWindow | undefined {
  if (!window) return window;
  if (window.list.some((m) => m.id === message.id)) return window;
  return { ...window, list: mergeMessages(window.list, [message]) };
}

/**
 * The newest page fetched again (on opening, or after a reconnect): it joins the loaded window
 * when the two overlap; after a gap wider than a page the older part is dropped, so the window
 * never hides messages in the middle.
 */
export function mergeLatest(window: MessageWindow | undefined, latest: MessageWindow): MessageWindow {
  const newestLoaded = window?.list.at(-1);
  const oldestFetched = latest.list[0];
  if (!window || !newestLoaded || !oldestFetched) return latest;
  const overlaps = !latest.hasMore || oldestFetched.id <= newestLoaded.id;
  if (!overlaps) return latest;
  return {
    list: mergeMessages(window.list, latest.list),
    hasMore: latest.hasMore && window.hasMore,
  };
}

/** A page of older messages (scrolling up) placed in front of the window. */
export function mergeOlder(window: MessageWindow | undefined, older: MessageWindow): MessageWindow {
  if (!window) return older;
  return { list: mergeMessages(older.list, window.list), hasMore: older.hasMore };
}
