import { useState } from 'react';
import { Button, ErrorBlock, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type LoanState, type LoanSummary, type LoanTermsData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useLoanList, useLoanTermsQuery } from '#web/features/loan/api/loan';
import { formatDay, formatMoment, formatRate } from '#web/features/loan/lib/loan-figures';
import { LOAN_PATHS } from '#web/features/loan/lib/paths';
import { LoanStateTag, Row } from './loan-parts';
import '#web/features/loan/loan.css';

const TABS = ['all', 'applying', 'repaying', 'repaid', 'rejected'] as const;
type Tab = (typeof TABS)[number];

/** `/loans`: the products on offer, whether the caller may apply (and how to fix it), and their loans. */
export function LoansHome() {
  const { t, i18n } = useTranslation('loan');
  const terms = useLoanTermsQuery();
  const [tab, setTab] = useState<Tab>('all');
  if (terms.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (!terms.data)
    return (
      <div className="loan-screen">
        <ErrorBlock status="default" title={t('failed')} data-testid="loan-terms-error">
          <Button size="small" onClick={() => void terms.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  if (!terms.data.enabled)
    return (
      <ErrorBlock status="empty" title={t('off.title')} description={t('off.text')} data-testid="loan-off" />
    );
  return (
    <div className="loan-screen" data-testid="loan-home">
      <ApplyCard terms={terms.data} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        className="loan-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
      >
        {TABS.map((k) => (
          <Tabs.Tab title={t(`tabs.${k}`)} key={k} />
        ))}
      </Tabs>
      <LoanList key={tab} status={tab} />
      <p className="loan-note">{t('timeZone', { zone: isolateLtr(terms.data.timeZone) })}</p>
    </div>
  );
}

function ApplyCard({ terms }: { terms: LoanTermsData }) {
  const { t } = useTranslation('loan');
  const navigate = useNavigate();
  const locale = currentLocale();
  const eligible = terms.products.some((p) => p.eligible);
  const reason = terms.products.find((p) => p.ineligibleReason)?.ineligibleReason ?? null;
  const fix: Record<string, { label: string; to: string } | undefined> = {
    noStore: { label: t('fix.noStore'), to: LOAN_PATHS.openStore },
    realName: { label: t('fix.realName'), to: LOAN_PATHS.realName },
    storeLevel: { label: t('fix.storeLevel'), to: LOAN_PATHS.storeLevels },
    openLoan:
      terms.openLoanId !== null
        ? { label: t('fix.openLoan'), to: LOAN_PATHS.detail(terms.openLoanId) }
        : undefined,
    storeFrozen: { label: t('fix.storeDisabled'), to: LOAN_PATHS.store },
    storeDisabled: { label: t('fix.storeDisabled'), to: LOAN_PATHS.store },
  };
  const action = reason ? fix[reason] : undefined;
  return (
    <section className="loan-card loan-apply-card" data-testid="loan-offer">
      <h2 className="loan-card__title">{t('offer.title')}</h2>
      {terms.products.length === 0 ? (
        <p className="loan-muted">{t('offer.none')}</p>
      ) : (
        terms.products.map((p) => (
          <div key={p.id} className="loan-offer" data-testid={`loan-offer-${p.id}`}>
            <Row label={t('offer.rate')}>
              <bdi dir="ltr">{formatRate(p.annualRateBp, locale)}</bdi>
            </Row>
            <Row label={t('offer.terms')}>
              {t('offer.termList', { days: isolateLtr(p.termDays.join(' / ')) })}
            </Row>
            <Row label={t('offer.range')}>
              {isolateLtr(`${formatMoney(p.minAmount, locale)} – ${formatMoney(p.maxAmount, locale)}`)}
            </Row>
            {p.minStoreLevel > 0 ? (
              <Row label={t('offer.level')}>{t('offer.levelValue', { level: p.minStoreLevel })}</Row>
            ) : null}
          </div>
        ))
      )}
      {eligible ? (
        <Button
          block
          color="primary"
          shape="rounded"
          className="loan-apply-card__button"
          onClick={() => void navigate(LOAN_PATHS.apply)}
          data-testid="loan-apply"
        >
          {t('offer.apply')}
        </Button>
      ) : reason ? (
        <div className="loan-blocked" data-testid="loan-ineligible" data-reason={reason}>
          <p>
            {reason === 'storeLevel'
              ? t('ineligible.storeLevel', {
                  level: Math.min(...terms.products.map((p) => p.minStoreLevel)),
                  yours: terms.storeLevel ?? 0,
                })
              : t(`ineligible.${reason}`)}
          </p>
          {action ? (
            <Button
              size="small"
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => void navigate(action.to)}
            >
              {action.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function LoanList({ status }: { status: Tab }) {
  const { t } = useTranslation('loan');
  const list = useLoanList(status, true);
  const loans = list.data?.pages.flatMap((p) => p.list) ?? [];
  if (list.isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  if (list.isError && loans.length === 0)
    return (
      <ErrorBlock status="default" title={t('failed')}>
        <Button size="small" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    );
  if (loans.length === 0)
    return <ErrorBlock status="empty" title={t('list.empty')} data-testid="loan-list-empty" />;
  return (
    <div className="loan-list" data-testid="loan-list">
      {loans.map((loan) => (
        <LoanCard key={loan.id} loan={loan} />
      ))}
      <InfiniteScroll hasMore={list.hasNextPage} loadMore={async () => void (await list.fetchNextPage())} />
    </div>
  );
}

const SHOWS_REMAINING: LoanState[] = ['repaying'];

function LoanCard({ loan }: { loan: LoanSummary }) {
  const { t } = useTranslation('loan');
  const navigate = useNavigate();
  const locale = currentLocale();
  return (
    <button
      type="button"
      className="loan-card loan-card--link"
      onClick={() => void navigate(LOAN_PATHS.detail(loan.id))}
      data-testid={`loan-card-${loan.id}`}
      data-status={loan.status}
    >
      <div className="loan-card__head">
        <bdi dir="ltr" className="loan-card__no">
          {loan.loanNo}
        </bdi>
        <LoanStateTag loan={loan} />
      </div>
      <Row label={t('field.amount')} strong>
        <MoneyText minor={loan.amount} />
      </Row>
      {SHOWS_REMAINING.includes(loan.status) ? (
        <Row label={t('field.remaining')}>
          <MoneyText minor={loan.remaining} />
        </Row>
      ) : null}
      {loan.dueDay ? <Row label={t('field.dueDay')}>{formatDay(loan.dueDay, locale)}</Row> : null}
      {loan.status === 'repaying' && loan.overdueDays > 0 ? (
        <Row label={t('field.overdue')} danger>
          {t('days', { count: loan.overdueDays })}
        </Row>
      ) : null}
      {loan.status === 'applying' || loan.status === 'rejected' ? (
        <Row label={t('step.applied')}>{formatMoment(loan.appliedAt, locale)}</Row>
      ) : null}
      {loan.status === 'rejected' && loan.rejectReason ? (
        <p className="loan-card__reason" dir="auto">
          {loan.rejectReason}
        </p>
      ) : null}
      {loan.early?.status === 'requested' ? (
        <p className="loan-card__early">{t('early.waitingShort')}</p>
      ) : null}
    </button>
  );
}
