import { useEffect, useState } from 'react';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { allocateRepayment, formatMoney, minorToDecimal, parseAmount, type LoanDetail } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { standardPayOptions, usePayWithWallet } from '#web/components/pay-with-wallet';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { repayLoan, requestEarlyRepayment, useLoanChanged } from '#web/features/loan/api/loan';
import { formatDay } from '#web/features/loan/lib/loan-figures';
import { LOAN_PATHS } from '#web/features/loan/lib/paths';
import { Row } from './loan-parts';

/** The wallet payment with its trade password sheet, in the loan screens' words. */
function useLoanWallet() {
  const { t } = useTranslation('loan');
  return usePayWithWallet(standardPayOptions(t, LOAN_PATHS));
}

interface SheetProps {
  loan: LoanDetail;
  open: boolean;
  onClose: () => void;
  tradePasswordOver: number | null;
}

/** Repay part or all: late fees first, then interest, then principal; the new remaining shown before paying. */
export function RepaySheet({
  loan,
  open,
  onClose,
  tradePasswordOver,
  balance,
}: SheetProps & { balance: number | null }) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  const attempt = useSubmitAttempt();
  const changed = useLoanChanged();
  const wallet = useLoanWallet();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setText(minorToDecimal(loan.remaining));
      setError(null);
    }
  }, [open, loan.remaining]);
  const parsed = parseAmount(text);
  const amount = 'minor' in parsed ? parsed.minor : 0;
  const split = allocateRepayment(Math.min(amount, loan.remaining), loan.outstanding);
  const after = Math.max(0, loan.remaining - amount);

  const confirm = async () => {
    if ('error' in parsed) return setError(t(`validation:${parsed.error}`));
    if (amount > loan.remaining)
      return setError(
        t('validation:validation.loanRepayOver', {
          remaining: isolateLtr(formatMoney(loan.remaining, locale)),
        }),
      );
    setError(null);
    try {
      const outcome = await wallet.pay(
        amount,
        async (tradePassword) => {
          await repayLoan(
            { id: loan.id, amount: minorToDecimal(amount), ...(tradePassword ? { tradePassword } : {}) },
            attempt,
          );
          changed();
        },
        { over: tradePasswordOver },
      );
      if (outcome === 'paid') {
        Toast.show({ icon: 'success', content: t('repay.done') });
        onClose();
      }
    } catch (e) {
      toastError(e);
      changed();
    }
  };

  return (
    <>
      <Popup
        visible={open}
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName="loan-sheet"
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <div data-testid="loan-repay-sheet">
          <h2 className="loan-sheet__title">{t('repay.title')}</h2>
          <Row label={t('field.remaining')}>
            <MoneyText minor={loan.remaining} />
          </Row>
          {balance !== null ? (
            <Row label={t('repay.balance')}>
              <MoneyText minor={balance} />
            </Row>
          ) : null}
          <label className="loan-sheet__label" htmlFor="loan-repay-amount">
            {t('repay.amount')}
          </label>
          <Input
            id="loan-repay-amount"
            className="loan-sheet__input"
            inputMode="decimal"
            value={text}
            onChange={(v) => {
              setText(v);
              setError(null);
            }}
            clearable
            data-testid="loan-repay-amount"
          />
          {error ? (
            <p className="loan-sheet__error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="loan-muted">{t('allocation')}</p>
          <div className="loan-parts">
            <Row label={t('part.fees')}>
              <MoneyText minor={split.fees} />
            </Row>
            <Row label={t('part.interest')}>
              <MoneyText minor={split.interest} />
            </Row>
            <Row label={t('part.principal')}>
              <MoneyText minor={split.principal} />
            </Row>
          </div>
          <Row label={t('repay.after')} strong testId="loan-repay-after">
            <MoneyText minor={after} />
          </Row>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={wallet.paying}
            onClick={() => void confirm()}
            data-testid="loan-repay-confirm"
          >
            {t('repay.confirm')}
          </Button>
        </div>
      </Popup>
      {wallet.sheet}
    </>
  );
}

/** Repay early: today's payoff (interest only for the days elapsed), held until staff accept it. */
export function EarlySheet({ loan, open, onClose, tradePasswordOver }: SheetProps) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  const attempt = useSubmitAttempt();
  const changed = useLoanChanged();
  const wallet = useLoanWallet();
  const payoff = loan.payoff;
  if (!payoff) return null;
  const confirm = async () => {
    try {
      const outcome = await wallet.pay(
        payoff.amount,
        async (tradePassword) => {
          await requestEarlyRepayment(
            { id: loan.id, amount: payoff.amount, ...(tradePassword ? { tradePassword } : {}) },
            attempt,
          );
          changed();
        },
        { over: tradePasswordOver },
      );
      if (outcome === 'paid') {
        Toast.show({ icon: 'success', content: t('early.sent') });
        onClose();
      }
    } catch (e) {
      toastError(e);
      changed();
    }
  };
  return (
    <>
      <Popup
        visible={open}
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName="loan-sheet"
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <div data-testid="loan-early-sheet">
          <h2 className="loan-sheet__title">{t('early.title')}</h2>
          <p className="loan-muted">{t('early.asOf', { date: formatDay(payoff.asOf, locale) })}</p>
          <Row label={t('early.days')}>{t('days', { count: payoff.days })}</Row>
          <Row label={t('early.interest')}>
            <MoneyText minor={payoff.interest} />
          </Row>
          <Row label={t('early.waived')}>
            <MoneyText minor={payoff.waived} />
          </Row>
          <Row label={t('part.principal')}>
            <MoneyText minor={loan.outstanding.principal} />
          </Row>
          {loan.outstanding.fees > 0 ? (
            <Row label={t('part.fees')}>
              <MoneyText minor={loan.outstanding.fees} />
            </Row>
          ) : null}
          {payoff.overpaid > 0 ? (
            <Row label={t('early.overpaid')}>
              <MoneyText minor={payoff.overpaid} />
            </Row>
          ) : null}
          <Row label={t('early.amount')} strong testId="loan-early-amount">
            <MoneyText minor={payoff.amount} />
          </Row>
          <p className="loan-muted">{t('early.how')}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={wallet.paying}
            onClick={() => void confirm()}
            data-testid="loan-early-confirm"
          >
            {t('early.confirm')}
          </Button>
        </div>
      </Popup>
      {wallet.sheet}
    </>
  );
}
