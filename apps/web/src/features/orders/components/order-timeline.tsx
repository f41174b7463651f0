import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@app/contract';
import { formatDateTime } from '#web/features/orders/lib/format';
import { timeline } from '#web/features/orders/lib/timeline';

/**
 * The order's logistics timeline: each event a localized label and time, newest first and
 * highlighted. `label` words an event for another reader (the seller center), else the buyer's.
 */
export function OrderTimeline({
  events,
  label,
}: {
  events: OrderDetail['events'];
  label?: (type: OrderDetail['events'][number]['type']) => string | undefined;
}) {
  const { t, i18n } = useTranslation('order');
  const entries = timeline(events);
  if (!entries.length) return null;
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {entries.map((entry, index) => (
        <li
          key={`${entry.type}-${entry.at}`}
          className={`order-timeline__item${index === 0 ? ' order-timeline__item--now' : ''} order-timeline__item--${entry.tone}`}
        >
          <span className="order-timeline__dot" aria-hidden />
          <div className="order-timeline__text">
            <strong>{label?.(entry.type) ?? t(`event.${entry.type}`)}</strong>
            {entry.note && (
              <span className="order-timeline__note" dir="auto">
                {entry.note}
              </span>
            )}
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
          </div>
        </li>
      ))}
    </ol>
  );
}
