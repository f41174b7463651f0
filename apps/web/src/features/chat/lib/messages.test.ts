import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@app/contract';
import { addMessage, mergeLatest, mergeMessages, mergeOlder, type MessageWindow } from './messages';

const msg = (id: number, content = `m${id}`): ChatMessage => ({
  id,
  chatId: 1,
  from: id % 2 ? 'user' : 'peer',
  type: 'text',
  content,
  goods: null,
  order: null,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, id)).toISOString(),
});
const ids = (w: MessageWindow | undefined) => w?.list.map((m) => m.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));

describe('mergeMessages', () => {
  it('keeps each message once, in sending order, the later copy winning', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, 'edited')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]!.content).toBe('edited');
  });
});

describe('addMessage (socket push or send answer)', () => {
  it('appends a new message', () => {
    expect(ids(addMessage({ list: range(1, 3), hasMore: false }, msg(4)))).toEqual([1, 2, 3, 4]);
  });

  it('ignores a message already there (own message echoed by the socket)', () => {
    const window = { list: range(1, 3), hasMore: true };
    expect(addMessage(window, msg(3))).toBe(window);
  });

  it('puts a late message in its place', () => {
    expect(ids(addMessage({ list: [msg(1), msg(3)], hasMore: false }, msg(2)))).toEqual([1, 2, 3]);
  });

  it('does nothing for a conversation that is not loaded', () => {
    expect(addMessage(undefined, msg(1))).toBeUndefined();
  });
});

describe('mergeLatest (refetch after reconnect)', () => {
  it('joins an overlapping newest page and keeps the older part loaded', () => {
    const loaded = { list: range(1, 40), hasMore: true };
    const merged = mergeLatest(loaded, { list: range(31, 45), hasMore: true });
    expect(ids(merged)).toEqual(range(1, 45).map((m) => m.id));
    expect(merged.hasMore).toBe(true);
  });

  it('takes the newest page alone after a gap wider than a page', () => {
    const merged = mergeLatest(
      { list: range(1, 10), hasMore: false },
      { list: range(50, 60), hasMore: true },
    );
    expect(ids(merged)).toEqual(range(50, 60).map((m) => m.id));
    expect(merged.hasMore).toBe(true);
  });

  it('joins when the newest page is the whole conversation', () => {
    const merged = mergeLatest({ list: range(1, 3), hasMore: true }, { list: range(2, 5), hasMore: false });
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.hasMore).toBe(false);
  });

  it('is the page itself on first load', () => {
    const page = { list: range(1, 2), hasMore: false };
    expect(mergeLatest(undefined, page)).toBe(page);
  });
});

describe('mergeOlder (scrolling up)', () => {
  it('puts the older page in front and takes its hasMore', () => {
    const merged = mergeOlder({ list: range(31, 60), hasMore: true }, { list: range(1, 30), hasMore: false });
    expect(ids(merged)).toEqual(range(1, 60).map((m) => m.id));
    expect(merged.hasMore).toBe(false);
  });

  it('does not duplicate a message that arrived twice', () => {
    const merged = mergeOlder({ list: range(5, 8), hasMore: true }, { list: range(1, 5), hasMore: true });
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
