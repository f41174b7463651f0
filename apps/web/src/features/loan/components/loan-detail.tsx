import { useState } from 'react';
import { Button, Dialog, ErrorBlock, Skeleton, Steps, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, type LoanDetail as Loan } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import {
  cancelEarlyRepayment,
  useLoanChanged,
  useLoanInfo,
  useLoanTermsQuery,
} from '#web/features/loan/api/loan';
import { formatDay, formatMoment, formatRate, lateFeeWords } from '#web/features/loan/lib/loan-figures';
import { LoanStateTag, Row } from './loan-parts';
import { EarlySheet, RepaySheet } from './loan-sheets';
import '#web/features/loan/loan.css';

/** `/loans/:id`: the loan's state and timeline, what is owed by part, the schedule and every record. */
export function LoanDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation('loan');
  const info = useLoanInfo(id);
  const terms = useLoanTermsQuery();
  const [sheet, setSheet] = useState<'repay' | 'early' | null>(null);
  if (info.isPending) return <Skeleton.Paragraph lineCount={10} animated />;
  if (!info.data)
    return (
      <ErrorBlock status="default" title={t('failed')} data-testid="loan-error">
        <Button size="small" onClick={() => void info.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    );
  const loan = info.data;
  const waiting = loan.early?.status === 'requested';
  return (
    <div className="loan-screen" data-testid="loan-detail">
      <Summary loan={loan} />
      <Timeline loan={loan} />
      {loan.status === 'repaying' ? (
        <section className="loan-card loan-actions">
          {waiting ? <EarlyWaiting loan={loan} /> : null}
          <Button
            block
            color="primary"
            shape="rounded"
            disabled={waiting}
            onClick={() => setSheet('repay')}
            data-testid="loan-repay"
          >
            {t('repay.open')}
          </Button>
          {waiting ? <p className="loan-muted">{t('repay.blocked')}</p> : null}
          {!waiting && loan.payoff ? (
            <Button
              block
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => setSheet('early')}
              data-testid="loan-early"
            >
              {t('early.open')}
            </Button>
          ) : null}
        </section>
      ) : null}
      <Terms loan={loan} />
      <Schedule loan={loan} />
      <Records loan={loan} />
      {terms.data ? (
        <p className="loan-note">{t('timeZone', { zone: isolateLtr(terms.data.timeZone) })}</p>
      ) : null}
      <RepaySheet
        loan={loan}
        open={sheet === 'repay'}
        onClose={() => setSheet(null)}
        tradePasswordOver={terms.data?.tradePasswordOver ?? null}
        balance={terms.data?.balance ?? null}
      />
      <EarlySheet
        loan={loan}
        open={sheet === 'early'}
        onClose={() => setSheet(null)}
        tradePasswordOver={terms.data?.tradePasswordOver ?? null}
      />
    </div>
  );
}

function Summary({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  const owes = loan.status === 'repaying';
  return (
    <section className="loan-card loan-summary">
      <div className="loan-card__head">
        <bdi dir="ltr" className="loan-card__no">
          {loan.loanNo}
        </bdi>
        <LoanStateTag loan={loan} testId="loan-status" />
      </div>
      <div className="loan-summary__big">
        <span className="loan-row__label">{owes ? t('field.remaining') : t('field.amount')}</span>
        <MoneyText
          minor={owes ? loan.remaining : loan.amount}
          className="loan-summary__amount"
          testId={owes ? 'loan-remaining' : 'loan-amount-total'}
        />
      </div>
      {owes ? (
        <div className="loan-parts">
          <Row label={t('part.fees')}>
            <MoneyText minor={loan.outstanding.fees} />
          </Row>
          <Row label={t('part.interest')}>
            <MoneyText minor={loan.outstanding.interest} />
          </Row>
          <Row label={t('part.principal')}>
            <MoneyText minor={loan.outstanding.principal} />
          </Row>
        </div>
      ) : null}
      {loan.dueDay ? <Row label={t('field.dueDay')}>{formatDay(loan.dueDay, locale)}</Row> : null}
      {owes && loan.overdueDays > 0 ? (
        <Row label={t('field.overdue')} danger testId="loan-overdue-days">
          {t('days', { count: loan.overdueDays })}
        </Row>
      ) : null}
    </section>
  );
}

/** applied → passed / rejected (reason) → repaying → repaid. */
function Timeline({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  const at = (iso: string | null) => (iso ? formatMoment(iso, locale) : undefined);
  const rejected = loan.status === 'rejected';
  const steps = rejected
    ? [
        { key: 'applied', title: t('step.applied'), description: at(loan.appliedAt), done: true },
        {
          key: 'rejected',
          title: t('step.rejected'),
          description: [at(loan.reviewedAt), loan.rejectReason].filter(Boolean).join(' · '),
          done: true,
        },
      ]
    : [
        { key: 'applied', title: t('step.applied'), description: at(loan.appliedAt), done: true },
        {
          key: 'passed',
          // Not decided yet: the step says so rather than naming an outcome.
          title: loan.reviewedAt === null ? t('state.applying') : t('step.passed'),
          description: at(loan.reviewedAt),
          done: loan.reviewedAt !== null,
        },
        {
          key: 'repaying',
          title: t('step.repaying'),
          description: at(loan.disbursedAt),
          done: loan.disbursedAt !== null,
        },
        {
          key: 'repaid',
          title: t('step.repaid'),
          description: at(loan.repaidAt),
          done: loan.repaidAt !== null,
        },
      ];
  const current = Math.max(0, steps.filter((s) => s.done).length - 1);
  return (
    <section className="loan-card" data-testid="loan-timeline">
      <Steps direction="vertical" current={current}>
        {steps.map((s, i) => (
          <Steps.Step
            key={s.key}
            title={s.title}
            description={s.description ? <span dir="auto">{s.description}</span> : undefined}
            status={
              s.key === 'rejected'
                ? 'error'
                : s.done
                  ? 'finish'
                  : s.key === 'passed' && i === current + 1
                    ? 'process'
                    : 'wait'
            }
          />
        ))}
      </Steps>
    </section>
  );
}

function Terms({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  const lateFee = lateFeeWords(loan.lateFee, locale);
  return (
    <section className="loan-card" data-testid="loan-terms">
      <h2 className="loan-card__title">{t('detail.terms')}</h2>
      <Row label={t('field.amount')}>
        <MoneyText minor={loan.amount} />
      </Row>
      <Row label={t('field.term')}>{t('days', { count: loan.termDays })}</Row>
      <Row label={t('cost.rate')}>
        <bdi dir="ltr">{formatRate(loan.annualRateBp, locale)}</bdi>
      </Row>
      <Row label={t('cost.interest')}>
        <MoneyText minor={loan.interest} />
      </Row>
      <Row label={t('cost.total')} strong>
        <MoneyText minor={loan.total} />
      </Row>
      {loan.startDay ? <Row label={t('field.startDay')}>{formatDay(loan.startDay, locale)}</Row> : null}
      <div className="loan-cost__rule">
        <span className="loan-row__label">{t('cost.lateFee')}</span>
        <p>{t(lateFee.key, { fee: isolateLtr(lateFee.values.fee), cap: isolateLtr(lateFee.values.cap) })}</p>
      </div>
      {loan.status !== 'applying' && loan.status !== 'rejected' ? (
        <>
          <Row label={t('detail.paid')}>
            <MoneyText minor={loan.paid.fees + loan.paid.interest + loan.paid.principal} />
          </Row>
          {loan.feesCharged > 0 ? (
            <Row label={t('detail.feesCharged')}>
              <MoneyText minor={loan.feesCharged} />
            </Row>
          ) : null}
          {loan.interestWaived > 0 ? (
            <Row label={t('detail.interestWaived')}>
              <MoneyText minor={loan.interestWaived} />
            </Row>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Schedule({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  if (loan.schedule.length === 0) return null;
  return (
    <section className="loan-card" data-testid="loan-schedule">
      <h2 className="loan-card__title">{t('detail.schedule')}</h2>
      {loan.schedule.map((s) => (
        <div key={s.n} className="loan-instalment" data-state={s.state}>
          <div className="loan-card__head">
            <span>{t('schedule.instalment', { n: s.n, due: formatDay(s.dueDay, locale) })}</span>
            <span className={`loan-instalment__state loan-instalment__state--${s.state}`}>
              {t(`schedule.${s.state}`)}
            </span>
          </div>
          <Row label={t('part.principal')}>
            <MoneyText minor={s.principal} />
          </Row>
          <Row label={t('part.interest')}>
            <MoneyText minor={s.interest} />
          </Row>
          <Row label={t('schedule.total')} strong>
            <MoneyText minor={s.total} />
          </Row>
        </div>
      ))}
    </section>
  );
}

function Records({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  return (
    <section className="loan-card" data-testid="loan-records">
      <h2 className="loan-card__title">{t('detail.records')}</h2>
      {loan.entries.length === 0 ? <p className="loan-muted">{t('detail.noRecords')}</p> : null}
      {loan.entries.map((e) => (
        <div key={e.id} className="loan-entry" data-testid={`loan-entry-${e.kind}`}>
          <div className="loan-entry__head">
            <span className="loan-entry__kind">{t(`entry.${e.kind}`)}</span>
            {e.amount !== 0 ? (
              <span className="loan-entry__amount">
                <MoneyText minor={e.amount} />
              </span>
            ) : null}
          </div>
          <div className="loan-entry__meta">
            {e.day ? formatDay(e.day, locale) : formatMoment(e.at, locale)}
            {e.overdueDays ? ` · ${t('overdueDays', { count: e.overdueDays })}` : ''}
          </div>
          {e.parts ? (
            <div className="loan-entry__parts">
              {t('entry.parts', {
                fees: isolateLtr(formatMoney(e.parts.fees, locale)),
                interest: isolateLtr(formatMoney(e.parts.interest, locale)),
                principal: isolateLtr(formatMoney(e.parts.principal, locale)),
              })}
            </div>
          ) : null}
          {e.reason ? (
            <div className="loan-entry__reason" dir="auto">
              {e.reason}
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** An early repayment waiting for staff: what is held, and a way to withdraw it. */
function EarlyWaiting({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const attempt = useSubmitAttempt();
  const changed = useLoanChanged();
  const [busy, setBusy] = useState(false);
  const early = loan.early!;
  const withdraw = async () => {
    const ok = await Dialog.confirm({
      content: t('early.withdrawAsk'),
      confirmText: t('early.withdraw'),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await cancelEarlyRepayment({ id: loan.id }, attempt);
      changed();
      Toast.show({ icon: 'success', content: t('early.withdrawn') });
    } catch (error) {
      toastError(error);
      changed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="loan-early-state" data-testid="loan-early-state">
      <p className="loan-early-state__title">{t('early.waiting')}</p>
      <p>
        {t('early.held', {
          amount: isolateLtr(formatMoney(early.amount, currentLocale())),
          date: formatMoment(early.requestedAt, currentLocale()),
        })}
      </p>
      {early.waived > 0 ? (
        <Row label={t('early.waived')}>
          <MoneyText minor={early.waived} />
        </Row>
      ) : null}
      <Button
        size="small"
        shape="rounded"
        loading={busy}
        onClick={() => void withdraw()}
        data-testid="loan-early-cancel"
      >
        {t('early.withdraw')}
      </Button>
    </div>
  );
}
