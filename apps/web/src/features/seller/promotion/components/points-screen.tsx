import { useMemo, useState } from 'react';
import { Button, ErrorBlock, Input, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, pointsCost, type MyStoreData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { usePayWithWallet } from '#web/components/pay-with-wallet';
import { currentLocale } from '#web/lib/i18n';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { buyPoints, usePoints, usePromotionChanged } from '#web/features/seller/promotion/api/promotion';
import { PROMOTION_PATHS } from '#web/features/seller/promotion/paths';
import { PointRecords } from './point-records';
import { formatPoints } from './points-text';

/** Quick amounts, rounded up to the rate's step. */
const QUICK = [500, 1_000, 5_000, 10_000];

/**
 * `/seller/points`: the store's points balance, buying more from the owner's wallet at the rate
 * shown (the money it costs, the balance, the trade password over the configured amount), and
 * every movement of the points.
 */
export function PointsScreen({ store }: { store: MyStoreData }) {
  const { t, i18n } = useTranslation(['promotion', 'common']);
  const points = usePoints();
  const changed = usePromotionChanged();
  const attempt = useSubmitAttempt();
  const [want, setWant] = useState('');
  const readOnly = store.status === 'disabled';
  const wallet = usePayWithWallet({
    sheet: {
      classPrefix: 'pay-sheet',
      testIds: { sheet: 'trade-password-sheet', confirm: 'pay-confirm' },
      labels: {
        title: t('points.passwordTitle'),
        hint: t('points.passwordHint'),
        amount: t('points.costs'),
        confirm: t('points.buy'),
        forgot: t('points.forgot'),
      },
    },
    tradePasswordPath: PROMOTION_PATHS.tradePassword,
    noPassword: {
      title: t('points.noPasswordTitle'),
      content: t('points.noPasswordText'),
      confirm: t('points.setPassword'),
      cancel: t('common:action.cancel'),
    },
    topUp: {
      content: t('points.short'),
      confirm: t('points.topUp'),
      cancel: t('common:action.cancel'),
      path: PROMOTION_PATHS.deposit,
    },
  });

  const data = points.data;
  const count = Number(want);
  const valid = !!data && Number.isSafeInteger(count) && count > 0 && count % data.step === 0;
  const cost = data && valid ? pointsCost(count, data.pointsPerUnit) : 0;
  const quick = useMemo(() => (data ? QUICK.map((q) => Math.ceil(q / data.step) * data.step) : []), [data]);

  if (points.isError && !data)
    return (
      <ErrorBlock status="default" title={t('points.loadFailed')} description="">
        <Button color="primary" fill="outline" onClick={() => void points.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  if (!data) return <Skeleton.Paragraph lineCount={6} animated />;

  const submit = async () => {
    if (!valid) return;
    try {
      const outcome = await wallet.pay(
        cost,
        async (tradePassword) => {
          await buyPoints({ points: count, ...(tradePassword ? { tradePassword } : {}) }, attempt);
          changed();
        },
        { over: data.tradePasswordOver, hasTradePassword: data.hasTradePassword },
        {
          title: t('points.confirmTitle'),
          detail: t('points.confirmDetail', { points: formatPoints(count, i18n.language) }),
        },
      );
      if (outcome === 'paid') {
        setWant('');
        Toast.show({ icon: 'success', content: t('points.done') });
      }
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className="promo-page" data-testid="points-screen">
      <section className="promo-hero">
        <span className="promo-hero__label">{t('points.balance')}</span>
        <bdi dir="ltr" className="promo-hero__value" data-testid="points-balance">
          {formatPoints(data.balance, i18n.language)}
        </bdi>
        <p className="promo-hero__note">
          {t('points.use', { cost: formatPoints(data.costPerProductDay, i18n.language) })}
        </p>
      </section>

      {!readOnly && (
        <section className="promo-card" data-testid="points-buy">
          <h2 className="promo-card__title">{t('points.buyTitle')}</h2>
          <p className="promo-card__rate" data-testid="points-rate">
            {t('points.rate', {
              points: formatPoints(data.pointsPerUnit, i18n.language),
              amount: `\u2066${formatMoney(100, currentLocale())}\u2069`,
            })}
          </p>
          <div className="promo-quick">
            {quick.map((q) => (
              <button
                key={q}
                type="button"
                className={count === q ? 'promo-chip promo-chip--on' : 'promo-chip'}
                onClick={() => setWant(String(q))}
              >
                <bdi dir="ltr">{formatPoints(q, i18n.language)}</bdi>
              </button>
            ))}
          </div>
          <label className="promo-field">
            <span>{t('points.amount')}</span>
            <Input
              type="number"
              inputMode="numeric"
              value={want}
              onChange={(v) => setWant(v.replace(/\D/g, ''))}
              placeholder={t('points.amountPlaceholder')}
              data-testid="points-input"
            />
          </label>
          {data.step > 1 && (
            <p className="promo-hint">{t('points.step', { step: formatPoints(data.step, i18n.language) })}</p>
          )}
          {want !== '' && !valid && (
            <p className="promo-error" role="alert">
              {t('points.invalid', { step: formatPoints(data.step, i18n.language) })}
            </p>
          )}
          <dl className="promo-sum">
            <div>
              <dt>{t('points.costs')}</dt>
              <dd>
                <MoneyText minor={cost} testId="points-cost" />
              </dd>
            </div>
            <div>
              <dt>{t('points.wallet')}</dt>
              <dd>
                <MoneyText minor={data.walletBalance} testId="points-wallet" />
              </dd>
            </div>
          </dl>
          <Button
            block
            color="primary"
            shape="rounded"
            disabled={!valid}
            loading={wallet.paying}
            onClick={() => void submit()}
            data-testid="points-buy-submit"
          >
            {t('points.buy')}
          </Button>
        </section>
      )}

      <section className="promo-card">
        <h2 className="promo-card__title">{t('points.records')}</h2>
        <PointRecords />
      </section>
      {wallet.sheet}
    </div>
  );
}
