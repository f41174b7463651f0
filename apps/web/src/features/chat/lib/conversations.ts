import type { ChatInfo } from '@app/contract';

/** One page of `chat/getChatList` as cached by the infinite query. */
export interface ConversationPage {
  list: ChatInfo[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ConversationPages {
  pages: ConversationPage[];
  pageParams: unknown[];
}

/** Every loaded conversation once (pages shift when one moves to the top), latest first. */
export function flattenConversations(data: ConversationPages | undefined): ChatInfo[] {
  const seen = new Set<number>();
  const out: ChatInfo[] = [];
  for (const page of data?.pages ?? []) {
    for (const chat of page.list) {
      if (seen.has(chat.id)) continue;
      seen.add(chat.id);
      out.push(chat);
    }
  }
  return out;
}

/**
 * Customer service is pinned on its own; the stores follow by latest message. A store
 * conversation that was opened but never used is not listed (the store page leads back to it).
 */
export function splitService(chats: readonly ChatInfo[]): {
  service: ChatInfo | undefined;
  stores: ChatInfo[];
} {
  return {
    service: chats.find((c) => c.kind === 'service'),
    stores: chats.filter((c) => c.kind !== 'service' && c.lastMessage !== null),
  };
}

/** A conversation with news (a new message) moves to the top of the first page. */
export function upsertConversation(
  data: ConversationPages | undefined,
  chat: ChatInfo,
): ConversationPages | undefined {
  if (!data?.pages.length) return data;
  const known = data.pages.some((p) => p.list.some((c) => c.id === chat.id));
  const pages = data.pages.map((page, index) => {
    const list = page.list.filter((c) => c.id !== chat.id);
    if (index === 0) list.unshift(chat);
    return { ...page, list, total: known ? page.total : page.total + 1 };
  });
  return { ...data, pages };
}

/** The conversation was read (here or in another tab): its badge goes. */
export function markConversationRead(
  data: ConversationPages | undefined,
  chatId: number,
): ConversationPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    list: page.list.map((c) => {
      if (c.id !== chatId || c.unread === 0) return c;
      changed = true;
      return { ...c, unread: 0 };
    }),
  }));
  return changed ? { ...data, pages } : data;
}

/** The total shown on badges, capped the way shops show it. */
export function badgeCount(unread: number, cap = 99): string {
  return unread > cap ? `${cap}+` : String(unread);
}
