import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  FileOutline,
  RightOutline,
  ShopbagOutline,
  TruckOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { OrderFilter } from '@app/contract';
import { useIsSignedIn } from '#web/lib/session';
import { useOrderCounts } from '#web/features/orders/api/orders';
import '#web/features/orders/orders.css';

// Counts show where the buyer is waiting for something; completed and refunded orders are history.
const COUNTED: ReadonlySet<OrderFilter> = new Set(['unpaid', 'to_purchase', 'pending', 'shipped']);

const SHORTCUTS: { key: Exclude<OrderFilter, 'all'>; icon: ReactNode }[] = [
  { key: 'unpaid', icon: <ClockCircleOutline /> },
  { key: 'to_purchase', icon: <ShopbagOutline /> },
  { key: 'pending', icon: <FileOutline /> },
  { key: 'shipped', icon: <TruckOutline /> },
  { key: 'completed', icon: <CheckCircleOutline /> },
  { key: 'refunded', icon: <UndoOutline className="flip-rtl" /> },
];

/** Order status shortcuts of the personal center, with counts; each opens the order list on its tab. */
export function OrderShortcuts({ onOpen }: { onOpen: (status?: OrderFilter) => void }) {
  const { t } = useTranslation('order');
  const signedIn = useIsSignedIn();
  const counts = useOrderCounts(signedIn);
  return (
    <div className="shortcut-card order-shortcuts" data-testid="order-shortcuts">
      <div className="shortcut-card__head">
        <span>{t('shortcuts.title')}</span>
        <button type="button" className="text-link" onClick={() => onOpen()}>
          {t('shortcuts.all')} <RightOutline className="flip-rtl" />
        </button>
      </div>
      <div className="order-shortcuts__grid">
        {SHORTCUTS.map(({ key, icon }) => {
          const count = signedIn && COUNTED.has(key) ? (counts.data?.[key] ?? 0) : 0;
          return (
            <button
              key={key}
              type="button"
              className="shortcut"
              onClick={() => onOpen(key)}
              data-testid={`shortcut-${key}`}
            >
              <Badge
                content={count > 0 ? (count > 99 ? '99+' : count) : null}
                className="order-shortcuts__badge"
              >
                {icon}
              </Badge>
              <span>{t(`status.${key}`)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
