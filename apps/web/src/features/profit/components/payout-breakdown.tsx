import type { ReactNode } from 'react';
import { Button, ErrorBlock, Popup, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PayoutInfoData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { usePayoutInfo } from '#web/features/profit/api/profit';
import { formatBp, formatCount, formatDay, formatMoment } from '#web/features/profit/lib';

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? 'pf-row pf-row--strong' : 'pf-row'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Body({ info }: { info: PayoutInfoData }) {
  const { t } = useTranslation('profit');
  const locale = currentLocale();
  const { settlement: s, share, payout: p } = info;
  const money = (minor: number) => formatMoney(minor, locale);
  const minus = (minor: number) => <bdi dir="ltr">−{money(minor)}</bdi>;
  return (
    <>
      <h3 className="pf-sheet__drama" dir="auto">
        {s.title}
      </h3>
      <p className="pf-sheet__day">
        {t('breakdown.day')} <bdi>{formatDay(s.day, locale, true)}</bdi>
        <br />
        <span className="pf-muted">
          {t('breakdown.bounds', {
            start: formatMoment(s.dayStartsAt, locale, s.timeZone),
            end: formatMoment(s.dayEndsAt, locale, s.timeZone),
            zone: s.timeZone,
          })}
        </span>
      </p>
      <dl className="pf-rows" data-testid="profit-breakdown-inputs">
        <Row label={t('breakdown.unlocks')} value={<MoneyText minor={s.unlockGross} />} />
        <Row
          label={
            s.vipPool > 0 && s.vipSecondsAll > 0
              ? t('breakdown.vip', {
                  seconds: formatCount(s.vipSeconds, locale),
                  all: formatCount(s.vipSecondsAll, locale),
                  pool: money(s.vipPool),
                })
              : t('breakdown.vipPlain')
          }
          value={<MoneyText minor={s.vipShare} />}
        />
        <Row label={t('breakdown.ads')} value={<MoneyText minor={s.adGross} />} />
        <Row label={t('breakdown.gross')} value={<MoneyText minor={s.gross} />} strong />
        <Row
          label={t('breakdown.deductions', { percent: formatBp(s.deductionBp, locale) })}
          value={minus(s.deductions)}
        />
        {s.adjustments ? <Row label={t('breakdown.adjustments')} value={minus(s.adjustments)} /> : null}
        {s.carriedIn ? <Row label={t('breakdown.carried')} value={minus(s.carriedIn)} /> : null}
        <Row
          label={t('breakdown.net')}
          value={<MoneyText minor={s.net} />}
          strong
          testId="profit-breakdown-net"
        />
      </dl>
      <dl className="pf-rows">
        <Row
          label={t('breakdown.share', { percent: formatBp(share.shareBp, locale) })}
          value={
            <bdi dir="ltr" className="pf-formula">
              {money(s.net)} × {formatBp(share.shareBp, locale)} = {money(share.pool)}
            </bdi>
          }
        />
        <Row
          label={t('breakdown.yourUnits', {
            units: formatCount(p.units, locale),
            issued: formatCount(p.unitsIssued, locale),
          })}
          value={
            <bdi dir="ltr" className="pf-formula">
              {money(share.pool)} × {p.units} ÷ {p.unitsIssued} = {money(p.amount)}
            </bdi>
          }
        />
        <Row
          label={t('breakdown.amount')}
          value={<MoneyText minor={p.amount} testId="profit-breakdown-amount" />}
          strong
        />
      </dl>
      <p className="pf-muted">{t('breakdown.rounding')}</p>
      <dl className="pf-rows">
        <Row label={t('breakdown.credited')} value={<bdi>{formatMoment(p.creditedAt, locale)}</bdi>} />
        <Row
          label={t('breakdown.transfer')}
          value={
            info.transferId ? (
              <bdi dir="ltr" className="pf-mono" data-testid="profit-breakdown-transfer">
                {info.transferId}
              </bdi>
            ) : (
              t('breakdown.noTransfer')
            )
          }
        />
        <Row label={t('breakdown.settlement')} value={<bdi dir="ltr">#{s.id}</bdi>} />
      </dl>
    </>
  );
}

/** A payout's breakdown in a bottom sheet: the settlement's inputs and the formula with its numbers. */
export function PayoutBreakdown({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(['profit', 'common']);
  const info = usePayoutInfo(id);
  return (
    <Popup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="pf-sheet"
      destroyOnClose
      showCloseButton
    >
      <div data-testid="profit-breakdown">
        <h2 className="pf-sheet__title">{t('breakdown.title')}</h2>
        {info.isPending ? (
          <Skeleton.Paragraph lineCount={8} animated />
        ) : info.data ? (
          <Body info={info.data} />
        ) : (
          <ErrorBlock status="default" title={t('loadFailed')} description="">
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void info.refetch()}>
              {t('common:action.retry')}
            </Button>
          </ErrorBlock>
        )}
      </div>
    </Popup>
  );
}
