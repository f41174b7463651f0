import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@app/contract';
import { layoutTimeline, sentBubble, unconfirmed, type Bubble } from './timeline';

const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const bubble = (key: string, from: Bubble['from'], minute: number): Bubble => ({
  key,
  from,
  type: 'text',
  content: key,
  createdAt: t(minute),
});

describe('layoutTimeline', () => {
  it('marks where each run of same-side bubbles starts and ends, runs broken by separators', () => {
    const rows = layoutTimeline([
      bubble('a', 'peer', 0),
      bubble('b', 'peer', 1),
      bubble('c', 'user', 2),
      bubble('d', 'user', 30),
    ]);
    expect(
      rows.map((r) =>
        r.kind === 'separator' ? '|' : `${r.item.key}${r.item.first ? '<' : ''}${r.item.last ? '>' : ''}`,
      ),
    ).toEqual(['|', 'a<', 'b>', 'c<>', '|', 'd<>']);
  });
});

describe('sentBubble', () => {
  it('turns an image path into its address', () => {
    const m: ChatMessage = {
      id: 7,
      chatId: 1,
      from: 'peer',
      type: 'image',
      content: '/media/chat/x.webp',
      goods: null,
      order: null,
      createdAt: t(0),
    };
    expect(sentBubble(m, (p) => `https://cdn${p}`)).toMatchObject({
      key: 'm7',
      content: 'https://cdn/media/chat/x.webp',
    });
  });
});

describe('unconfirmed', () => {
  const sent = (id: number, content: string, from: ChatMessage['from'] = 'user'): ChatMessage => ({
    id,
    chatId: 1,
    from,
    type: 'text',
    content,
    goods: null,
    order: null,
    createdAt: t(id),
  });
  const pending = (content: string, afterId: number, status: 'sending' | 'failed' = 'sending') => ({
    type: 'text' as const,
    content,
    status,
    afterId,
  });

  it('hides a sending message the socket already brought', () => {
    expect(unconfirmed([pending('hi', 5)], [sent(5, 'x'), sent(6, 'hi')])).toEqual([]);
  });

  it('keeps it when the only twin is older than when it was written', () => {
    expect(unconfirmed([pending('hi', 5)], [sent(4, 'hi')])).toHaveLength(1);
  });

  it('pairs two identical messages one to one', () => {
    expect(unconfirmed([pending('ok', 1), pending('ok', 1)], [sent(2, 'ok')])).toHaveLength(1);
  });

  it('ignores the other side and keeps failed messages', () => {
    expect(unconfirmed([pending('hi', 1)], [sent(2, 'hi', 'peer')])).toHaveLength(1);
    expect(unconfirmed([pending('hi', 1, 'failed')], [sent(2, 'hi')])).toHaveLength(1);
  });
});
