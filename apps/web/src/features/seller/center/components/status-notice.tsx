import { Button, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyStoreData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';

/**
 * What staff's status means for the seller, with staff's reason (spec §4): exception (selling
 * goes on), frozen (no new orders; the held funds, in the wallet), disabled (read-only).
 */
export function StatusNotice({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  if (store.status === 'normal') return null;
  const since = store.statusChangedAt
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(
        new Date(store.statusChangedAt),
      )
    : null;
  return (
    <div
      className={`seller-status seller-status--${store.status}`}
      data-testid="store-status-notice"
      role="status"
    >
      <NoticeBar
        color={store.status === 'exception' ? 'alert' : 'error'}
        content={t(`center.statusNote.${store.status}`)}
        wrap
      />
      <div className="seller-status__body">
        {store.statusReason ? (
          <p className="seller-status__reason" data-testid="store-status-reason">
            <span className="seller-status__label">{t('center.reason')}</span>
            <bdi>{store.statusReason}</bdi>
          </p>
        ) : null}
        {since ? <p className="seller-status__since">{t('center.since', { date: since })}</p> : null}
        {store.status === 'frozen' ? (
          <div className="seller-status__held">
            <span>
              {t('center.heldFunds')} <MoneyText minor={store.heldFunds} testId="store-held-funds" />
            </span>
            <Button size="mini" shape="rounded" fill="outline" onClick={() => void navigate('/wallet')}>
              {t('center.openWallet')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
