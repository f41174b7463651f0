import { Dialog } from 'antd-mobile';
import { formatMoney } from '@app/contract';
import { i18n, currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { call } from '#web/lib/request';
import { MoneyText } from './money-text';
import './charge-confirm.css';

/** What a charge is for, shown above its cost (e.g. "Unlock episode 5", "VIP · Quarterly"). */
export interface ChargeConfirm {
  title: string;
  /** One line under the title (what is bought). */
  detail?: string;
  /** Rows above the cost, e.g. a coupon taken off (a negative amount shows with a minus). */
  lines?: { label: string; minor: number }[];
}

export type ChargeAnswer = 'pay' | 'cancel' | 'short';

function Summary({
  amount,
  balance,
  detail,
  lines = [],
}: {
  amount: number;
  balance: number;
  detail?: string;
  lines?: ChargeConfirm['lines'];
}) {
  const t = (key: string) => i18n.t(key, { ns: 'wallet' });
  const short = balance < amount;
  return (
    <div className="charge-confirm" data-testid="charge-confirm" data-short={short}>
      {detail && (
        <p className="charge-confirm__detail" dir="auto">
          {detail}
        </p>
      )}
      <dl className="charge-confirm__rows">
        {lines.map((line) => (
          <div key={line.label} className="charge-confirm__row charge-confirm__row--line">
            <dt dir="auto">{line.label}</dt>
            <dd>
              {line.minor < 0 && <span aria-hidden="true">−</span>}
              <MoneyText minor={Math.abs(line.minor)} />
            </dd>
          </div>
        ))}
        <div className="charge-confirm__row charge-confirm__row--cost">
          <dt>{t('payConfirm.cost')}</dt>
          <dd>
            <MoneyText minor={amount} testId="charge-cost" />
          </dd>
        </div>
        <div className="charge-confirm__row">
          <dt>{t('payConfirm.balance')}</dt>
          <dd>
            <MoneyText minor={balance} testId="charge-balance" />
          </dd>
        </div>
        {short ? (
          <div className="charge-confirm__row charge-confirm__row--short" role="alert">
            <dt>{t('payConfirm.shortBy')}</dt>
            <dd>
              <MoneyText minor={amount - balance} testId="charge-short" />
            </dd>
          </div>
        ) : (
          <div className="charge-confirm__row charge-confirm__row--after">
            <dt>{t('payConfirm.after')}</dt>
            <dd>
              <MoneyText minor={balance - amount} testId="charge-after" />
            </dd>
          </div>
        )}
      </dl>
      {short && <p className="charge-confirm__note">{t('payConfirm.shortText')}</p>}
    </div>
  );
}

/**
 * Asks before a charge: what it costs, the wallet balance now (from the server) and the balance
 * after, and "Pay" or "Cancel". A short balance says by how much and offers the top-up (when the
 * caller has one) instead of "Pay": the answer is then 'short' when the top-up was taken.
 */
export async function confirmCharge(
  amount: number,
  what: ChargeConfirm,
  topUp?: { label: string; go: () => void },
): Promise<ChargeAnswer> {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'wallet', ...options });
  const { balance } = await call('user_wallet/getWallet', {});
  const content = (
    <Summary
      amount={amount}
      balance={balance}
      {...(what.detail ? { detail: what.detail } : {})}
      {...(what.lines ? { lines: what.lines } : {})}
    />
  );
  if (balance >= amount) {
    const ok = await Dialog.confirm({
      title: what.title,
      content,
      confirmText: (
        <span data-testid="charge-pay">
          {t('payConfirm.pay', { amount: isolateLtr(formatMoney(amount, currentLocale())) })}
        </span>
      ),
      cancelText: <span data-testid="charge-cancel">{i18n.t('action.cancel', { ns: 'common' })}</span>,
    });
    return ok ? 'pay' : 'cancel';
  }
  if (!topUp) {
    await Dialog.alert({ title: t('payConfirm.shortTitle'), content, confirmText: t('payConfirm.close') });
    return 'cancel';
  }
  const go = await Dialog.confirm({
    title: t('payConfirm.shortTitle'),
    content,
    confirmText: <span data-testid="charge-top-up">{topUp.label}</span>,
    cancelText: <span data-testid="charge-cancel">{i18n.t('action.cancel', { ns: 'common' })}</span>,
  });
  if (!go) return 'cancel';
  topUp.go();
  return 'short';
}
