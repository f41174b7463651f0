import type { ChatGoodsCard, ChatMessage, ChatMessageType, ChatOrderCard } from '@app/contract';
import { withTimeSeparators, type TimelineEntry } from './time';

/** A bubble on screen: a sent message or one of this tab's pending ones. */
export interface Bubble {
  key: string;
  from: 'user' | 'peer';
  type: ChatMessageType;
  /** Text, or the image's address; empty for a card. */
  content: string;
  /** The product or order of a card message. */
  goods?: ChatGoodsCard | null;
  order?: ChatOrderCard | null;
  createdAt: string;
  status?: 'sending' | 'failed';
}

export interface PlacedBubble extends Bubble {
  /** First of a run of bubbles from the same side. */
  first: boolean;
  /** Last of such a run: it carries the avatar and the time. */
  last: boolean;
}

export type TimelineRow = TimelineEntry<PlacedBubble>;

export function sentBubble(m: ChatMessage, src: (path: string) => string): Bubble {
  return {
    key: `m${m.id}`,
    from: m.from,
    type: m.type,
    content: m.type === 'image' ? src(m.content) : m.content,
    goods: m.goods,
    order: m.order,
    createdAt: m.createdAt,
  };
}

/** Bubbles with time separators, each knowing where its run of same-side bubbles starts and ends. */
export function layoutTimeline(bubbles: readonly Bubble[], gapMs?: number): TimelineRow[] {
  const rows = withTimeSeparators(bubbles, gapMs);
  return rows.map((row, i) => {
    if (row.kind === 'separator') return row;
    const prev = rows[i - 1];
    const next = rows[i + 1];
    const first = !prev || prev.kind === 'separator' || prev.item.from !== row.item.from;
    const last = !next || next.kind === 'separator' || next.item.from !== row.item.from;
    return { kind: 'item', item: { ...row.item, first, last } };
  });
}

interface Outgoing {
  type: 'text' | 'image';
  content: string;
  status: 'sending' | 'failed';
  afterId: number;
}

/**
 * Pending messages the list does not show yet. The socket can bring a sent message before the
 * send call answers: a pending message whose twin (same content, newer than when it was written)
 * is already in the list is not drawn twice.
 */
export function unconfirmed<P extends Outgoing>(pending: readonly P[], sent: readonly ChatMessage[]): P[] {
  const claimed = new Set<number>();
  return pending.filter((p) => {
    if (p.status !== 'sending' || !p.content) return true;
    const twin = sent.find(
      (m) =>
        m.from === 'user' &&
        m.id > p.afterId &&
        !claimed.has(m.id) &&
        m.type === p.type &&
        m.content === p.content,
    );
    if (!twin) return true;
    claimed.add(twin.id);
    return false;
  });
}
