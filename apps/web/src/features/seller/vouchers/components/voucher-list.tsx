import { useState } from 'react';
import { Button, Dialog, DotLoading, ErrorBlock, Tag, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, type MyStoreData, type SellerVoucher } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { isolateLtr } from '#web/lib/bidi';
import { currentLocale } from '#web/lib/i18n';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { StatusNotice } from '#web/features/seller/center';
import {
  endVoucher,
  useSellerVouchers,
  useVouchersChanged,
} from '#web/features/seller/vouchers/api/vouchers';
import { VoucherForm } from './voucher-form';

const TONE: Record<SellerVoucher['state'], 'success' | 'primary' | 'warning' | 'default'> = {
  running: 'success',
  scheduled: 'primary',
  exhausted: 'warning',
  ended: 'default',
};

const money = (minor: number) => isolateLtr(formatMoney(minor, currentLocale()));
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', year: 'numeric' });

function VoucherCard({ v, readOnly }: { v: SellerVoucher; readOnly: boolean }) {
  const { t } = useTranslation('voucher');
  const attempt = useSubmitAttempt();
  const changed = useVouchersChanged();
  const [ending, setEnding] = useState(false);
  const end = async () => {
    const ok = await Dialog.confirm({
      title: t('seller.endTitle'),
      content: t('seller.endText', { left: money(v.budgetLeft) }),
      confirmText: <span data-testid="voucher-end-confirm">{t('seller.end')}</span>,
      cancelText: t('action.cancel', { ns: 'common' }),
    });
    if (!ok) return;
    setEnding(true);
    try {
      await endVoucher(v.id, attempt);
      Toast.show({ icon: 'success', content: t('seller.ended') });
      changed();
    } catch {
      // The request helper has shown the reason.
    } finally {
      setEnding(false);
    }
  };
  const rows: [string, number][] = [
    ['seller.budget', v.budget],
    ['seller.used', v.usedAmount],
    ['seller.left', v.budgetLeft],
  ];
  if (v.returned > 0) rows.push(['seller.returned', v.returned]);
  return (
    <article className="sv-card" data-testid="seller-voucher" data-state={v.state}>
      <header className="sv-card__head">
        <strong className="sv-card__title">
          {t('store.offer', { amount: money(v.amountOff), min: money(v.minSpend) })}
        </strong>
        <Tag color={TONE[v.state]} fill="outline">
          {t(`seller.state.${v.state}`)}
        </Tag>
      </header>
      <p className="sv-card__window">
        {t('seller.window', { from: isolateLtr(day(v.startAt)), to: isolateLtr(day(v.endAt)) })} ·{' '}
        {t('seller.perBuyer', { count: v.perBuyer })}
      </p>
      <dl className="sv-card__rows">
        {rows.map(([key, minor]) => (
          <div key={key} className="sv-card__row">
            <dt>{key === 'seller.used' ? t('seller.usedCount', { count: v.usedCount }) : t(key)}</dt>
            <dd>
              <MoneyText minor={minor} testId={`sv-${key.split('.')[1]}`} />
            </dd>
          </div>
        ))}
      </dl>
      {!readOnly && v.state !== 'ended' && (
        <Button
          size="small"
          fill="outline"
          shape="rounded"
          className="sv-card__end"
          loading={ending}
          onClick={() => void end()}
          data-testid="voucher-end"
        >
          {t('seller.end')}
        </Button>
      )}
    </article>
  );
}

/** `/seller/vouchers`: the store's vouchers with uses and budget left, a new one, ending one. */
export function SellerVoucherScreen({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('voucher');
  const list = useSellerVouchers();
  const [creating, setCreating] = useState(false);
  const vouchers = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="sv-screen" data-testid="seller-vouchers">
      {store.readOnly && <StatusNotice store={store} />}
      <p className="sv-intro">{t('seller.intro')}</p>
      {!store.readOnly &&
        (creating ? (
          <VoucherForm onDone={() => setCreating(false)} />
        ) : (
          <Button
            block
            color="primary"
            shape="rounded"
            className="sv-new"
            onClick={() => setCreating(true)}
            data-testid="voucher-new"
          >
            <AddOutline /> {t('seller.new')}
          </Button>
        ))}
      {list.isPending ? (
        <div className="sv-loading">
          <DotLoading />
        </div>
      ) : list.isError ? (
        <ErrorBlock status="default" title={t('seller.loadFailed')} description="">
          <Button color="primary" shape="rounded" onClick={() => void list.refetch()}>
            {t('common:action.retry')}
          </Button>
        </ErrorBlock>
      ) : vouchers.length === 0 ? (
        <ErrorBlock status="empty" title={t('seller.empty')} description={t('seller.emptyText')} />
      ) : (
        <>
          {vouchers.map((v) => (
            <VoucherCard key={v.id} v={v} readOnly={store.readOnly} />
          ))}
          {list.hasNextPage && (
            <Button
              block
              fill="none"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('seller.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
