import { describe, expect, it } from 'vitest';
import type { ChatInfo } from '@app/contract';
import {
  badgeCount,
  flattenConversations,
  markConversationRead,
  splitService,
  upsertConversation,
  type ConversationPages,
} from './conversations';

const chat = (id: number, unread = 0, kind: ChatInfo['kind'] = 'store'): ChatInfo => ({
  id,
  kind,
  peer: { id: kind === 'store' ? id * 10 : null, name: `Store ${id}`, avatar: '' },
  lastMessage: null,
  unread,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const pages = (...lists: ChatInfo[][]): ConversationPages => ({
  pages: lists.map((list, i) => ({ list, total: 5, page: i + 1, pageSize: 3 })),
  pageParams: lists.map((_, i) => i + 1),
});
const order = (d: ConversationPages | undefined) => flattenConversations(d).map((c) => c.id);

describe('upsertConversation', () => {
  it('moves a conversation with a new message to the top', () => {
    const next = upsertConversation(pages([chat(1), chat(2), chat(3)], [chat(4), chat(5)]), chat(4, 2));
    expect(order(next)).toEqual([4, 1, 2, 3, 5]);
    expect(flattenConversations(next)[0]!.unread).toBe(2);
    expect(next!.pages[0]!.total).toBe(5);
  });

  it('adds a conversation it has not seen and counts it', () => {
    const next = upsertConversation(pages([chat(1)]), chat(9, 1));
    expect(order(next)).toEqual([9, 1]);
    expect(next!.pages[0]!.total).toBe(6);
  });

  it('leaves a list that is not loaded alone', () => {
    expect(upsertConversation(undefined, chat(1))).toBeUndefined();
  });
});

describe('flattenConversations', () => {
  it('shows a conversation once when the pages shifted under it', () => {
    expect(order(pages([chat(4), chat(1), chat(2)], [chat(2), chat(3)]))).toEqual([4, 1, 2, 3]);
  });
});

describe('markConversationRead', () => {
  it('clears the badge of that conversation only', () => {
    const next = markConversationRead(pages([chat(1, 3), chat(2, 1)]), 1);
    expect(flattenConversations(next).map((c) => c.unread)).toEqual([0, 1]);
  });

  it('returns the same data when there was nothing to clear', () => {
    const data = pages([chat(1, 0)]);
    expect(markConversationRead(data, 1)).toBe(data);
  });
});

describe('splitService', () => {
  const said = (c: ChatInfo): ChatInfo => ({
    ...c,
    lastMessage: {
      id: c.id,
      chatId: c.id,
      from: 'user',
      type: 'text',
      content: 'hi',
      goods: null,
      order: null,
      createdAt: c.updatedAt,
    },
  });

  it('takes customer service out of the store list', () => {
    const { service, stores } = splitService([said(chat(1)), chat(2, 0, 'service'), said(chat(3))]);
    expect(service?.id).toBe(2);
    expect(stores.map((c) => c.id)).toEqual([1, 3]);
  });

  it('leaves out store conversations without any message', () => {
    expect(splitService([chat(1), said(chat(2))]).stores.map((c) => c.id)).toEqual([2]);
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect([1, 99, 100, 2500].map((n) => badgeCount(n))).toEqual(['1', '99', '99+', '99+']);
  });
});
