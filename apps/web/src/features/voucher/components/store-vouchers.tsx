import { useTranslation } from 'react-i18next';
import { formatMoney, type StoreVoucher } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr, isolateText } from '#web/lib/bidi';
import { useStoreVouchers } from '#web/features/voucher/api/vouchers';

function Ticket({ v }: { v: StoreVoucher }) {
  const { t } = useTranslation('voucher');
  const money = (minor: number) => isolateLtr(formatMoney(minor, currentLocale()));
  const until = new Date(v.endAt).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric' });
  return (
    <li className="voucher-ticket" data-testid="store-voucher">
      <span className="voucher-ticket__amount">
        <bdi dir="ltr">{formatMoney(v.amountOff, currentLocale())}</bdi>
      </span>
      <span className="voucher-ticket__text">
        <strong>{t('store.offer', { amount: money(v.amountOff), min: money(v.minSpend) })}</strong>
        <span>
          {t('store.by', { store: isolateText(v.store) })} ·{' '}
          <span className="voucher-ticket__until">{t('store.until', { date: isolateLtr(until) })}</span>
        </span>
      </span>
    </li>
  );
}

/** Vouchers as tickets, from a list the caller has (a campaign's page), with the same note. */
export function VoucherTickets({ list, label }: { list: StoreVoucher[]; label: string }) {
  const { t } = useTranslation('voucher');
  if (!list.length) return null;
  return (
    <section className="voucher-strip" data-testid="campaign-vouchers" aria-label={label}>
      <ul>
        {list.map((v) => (
          <Ticket key={v.id} v={v} />
        ))}
      </ul>
      <p className="voucher-strip__note">{t('store.auto')}</p>
    </section>
  );
}

/**
 * A store's vouchers buyers can use now, as tickets ("$2 off orders from $20 — by <store>"), on the
 * store page and the product page. They are applied at checkout by themselves; nothing to collect.
 */
export function StoreVoucherStrip({ storeId, className = '' }: { storeId: number; className?: string }) {
  const { t } = useTranslation('voucher');
  const { data } = useStoreVouchers(storeId);
  if (!data?.list.length) return null;
  return (
    <section
      className={`voucher-strip ${className}`}
      data-testid="store-vouchers"
      aria-label={t('store.title')}
    >
      <ul>
        {data.list.map((v) => (
          <Ticket key={v.id} v={v} />
        ))}
      </ul>
      <p className="voucher-strip__note">{t('store.auto')}</p>
    </section>
  );
}
