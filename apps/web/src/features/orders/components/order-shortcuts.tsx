import { Grid } from 'antd-mobile';
import { ClockCircleOutline, FileOutline, StarOutline, TruckOutline, UndoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

const SHORTCUTS = [
  { key: 'unpaid', icon: <ClockCircleOutline /> },
  { key: 'pending', icon: <FileOutline /> },
  { key: 'shipped', icon: <TruckOutline /> },
  { key: 'review', icon: <StarOutline /> },
  { key: 'refunded', icon: <UndoOutline className="flip-rtl" /> },
] as const;

/** Order status shortcuts of the personal center; each opens the order list. */
export function OrderShortcuts({ onOpen }: { onOpen: (status?: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="shortcut-card">
      <div className="shortcut-card__head">
        <span>{t('orders.title')}</span>
        <button type="button" className="text-link" onClick={() => onOpen()}>
          {t('orders.all')}
        </button>
      </div>
      <Grid columns={5}>
        {SHORTCUTS.map(({ key, icon }) => (
          <Grid.Item key={key}>
            <button type="button" className="shortcut" onClick={() => onOpen(key)}>
              {icon}
              <span>{t(`orders.${key}`)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </div>
  );
}
