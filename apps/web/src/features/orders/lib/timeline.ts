import type { OrderDetail, OrderEventType } from '@app/contract';

/** Events that bring the order forward (coloured), as opposed to refunds and cancellations. */
const FORWARD: ReadonlySet<OrderEventType> = new Set([
  'placed',
  'paid',
  'purchased',
  'shipped',
  'delivered',
  'completed',
  'auto_completed',
]);

export interface TimelineEntry {
  type: OrderEventType;
  at: string;
  /** The carrier and tracking number, a refund reason. */
  note: string;
  tone: 'forward' | 'stop';
}

/** The logistics timeline, newest first, as the server sends it (sorted again to be sure). */
export function timeline(events: OrderDetail['events']): TimelineEntry[] {
  return [...events]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((e) => ({
      type: e.type,
      at: e.createdAt,
      note: e.note,
      tone: FORWARD.has(e.type) ? 'forward' : 'stop',
    }));
}
