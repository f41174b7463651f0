import { useState } from 'react';
import { List, Popup, Skeleton } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletData } from '@app/contract';
import { localStore, useLocal } from '#web/lib/storage';
import { money } from '#web/features/wallet/lib/money';
import { EmptyState, formatDateTime, useLocaleCode } from './common';

/** Balance, frozen funds (tap for their reasons) and estimated profit, with the hide toggle. */
export function BalanceCard({ wallet }: { wallet: WalletData | undefined }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const hidden = useLocal((s) => s.hideBalance);
  const [holdsOpen, setHoldsOpen] = useState(false);

  if (!wallet) {
    return (
      <div className="wallet-card">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    );
  }

  return (
    <div className="wallet-card" data-testid="wallet-card">
      <div className="wallet-card__label">
        <span>{t('wallet.available', { currency: wallet.currency })}</span>
        <button
          type="button"
          className="wallet-card__eye"
          aria-label={t(hidden ? 'wallet.showBalance' : 'wallet.hideBalance')}
          aria-pressed={hidden}
          data-testid="toggle-balance"
          onClick={() => localStore.setState({ hideBalance: !hidden })}
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className="wallet-card__balance" data-testid="wallet-balance">
        <bdi dir="ltr">{money(wallet.balance, locale, hidden)}</bdi>
      </div>
      <div className="wallet-card__row">
        <button
          type="button"
          className="wallet-card__stat"
          data-testid="wallet-frozen"
          onClick={() => setHoldsOpen(true)}
        >
          <div className="wallet-card__stat-label">
            {t('wallet.frozen')}
            <RightOutline className="flip-rtl" />
          </div>
          <div className="wallet-card__stat-value">
            <bdi dir="ltr">{money(wallet.frozen, locale, hidden)}</bdi>
          </div>
        </button>
        <div className="wallet-card__stat">
          <div className="wallet-card__stat-label">{t('wallet.estimatedProfit')}</div>
          <div className="wallet-card__stat-value" data-testid="wallet-profit">
            <bdi dir="ltr">{money(wallet.estimatedProfit, locale, hidden)}</bdi>
          </div>
        </div>
      </div>
      <p className="wallet-card__note">{t('wallet.estimatedProfitNote')}</p>

      <Popup
        visible={holdsOpen}
        onMaskClick={() => setHoldsOpen(false)}
        onClose={() => setHoldsOpen(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <div className="popup-title">{t('wallet.holdsTitle')}</div>
        <div className="popup-body" data-testid="holds">
          <p className="form-hint">{t('wallet.holdsHint')}</p>
          {wallet.holds.length === 0 ? (
            <EmptyState text={t('wallet.holdsEmpty')} />
          ) : (
            <List>
              {wallet.holds.map((hold, i) => (
                <List.Item
                  key={`${hold.reason}-${hold.referenceId ?? i}-${hold.createdAt}`}
                  className="hold-item"
                  description={
                    <>
                      {formatDateTime(hold.createdAt, locale)}
                      {hold.referenceId && ` · ${t('wallet.reference', { id: hold.referenceId })}`}
                    </>
                  }
                  extra={
                    <bdi dir="ltr" className="amount">
                      {money(hold.amount, locale, hidden)}
                    </bdi>
                  }
                >
                  {t(`wallet.holdReason.${hold.reason}`)}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Popup>
    </div>
  );
}
