import { useMemo } from 'react';
import { Button, Dialog, Form, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmount, transferBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { TextField } from '#web/components/form-field';
import { TradePasswordField } from '#web/components/trade-password-field';
import { useTransfer, useWallet } from '#web/features/wallet/api/wallet';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { isolate, money } from '#web/features/wallet/lib/money';
import { amountInput } from '#web/features/wallet/lib/amount';
import { Facts, Section, useLocaleCode } from './common';
import { AmountField } from './amount-field';
import { FundsHoldNotice } from './funds-hold-notice';
import { TradePasswordGate } from './trade-password-gate';

interface Props {
  onSetTradePassword: () => void;
  onDone: () => void;
}

function TransferFields({ balance, onDone }: { balance: number; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const attempt = useSubmitAttempt();
  const transfer = useTransfer(attempt);
  // The contract's rules for recipient, trade password and remark; the amount also within the balance.
  const schema = useMemo(
    () =>
      transferBody.extend({
        amount: amountInput((value) => {
          const parsed = parseAmount(value);
          if ('error' in parsed) return parsed.error;
          return parsed.minor > balance ? t('wallet.transfer.insufficient') : undefined;
        }),
      }),
    [balance, t],
  );
  const form = useZodForm(schema, { to: '', amount: '', tradePassword: '', remark: '' });

  const submit = submitHandler(form, async (values) => {
    const amount = values.amount.trim();
    const parsed = parseAmount(amount);
    const ok = await Dialog.confirm({
      title: t('wallet.transfer.confirmTitle'),
      content: t('wallet.transfer.confirmText', {
        amount: isolate('minor' in parsed ? formatMoney(parsed.minor, locale) : amount),
        to: values.to,
      }),
      confirmText: t('wallet.transfer.submit'),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    await transfer.mutateAsync({
      to: values.to,
      amount,
      tradePassword: values.tradePassword,
      ...(values.remark ? { remark: values.remark } : {}),
    });
    Toast.show({ icon: 'success', content: t('wallet.transfer.done') });
    onDone();
  });

  return (
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={transfer.isPending}>
          {t('wallet.transfer.submit')}
        </Button>
      }
    >
      <TextField
        control={form.control}
        name="to"
        label={t('wallet.transfer.recipient')}
        input={{ autoComplete: 'off', placeholder: t('wallet.transfer.recipientPlaceholder') }}
      />
      <AmountField
        control={form.control}
        name="amount"
        label={t('wallet.transfer.amount')}
        placeholder={t('wallet.transfer.amountPlaceholder')}
      />
      <TextField
        control={form.control}
        name="remark"
        label={t('wallet.transfer.remark')}
        input={{ autoComplete: 'off', maxLength: 100, placeholder: t('wallet.transfer.remarkPlaceholder') }}
      />
      <TradePasswordField control={form.control} name="tradePassword" />
    </Form>
  );
}

/** Send money to another user by email or user id, with the trade password. */
export function TransferScreen({ onSetTradePassword, onDone }: Props) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const wallet = useWallet();
  if (!wallet.data) {
    return (
      <Section>
        <div className="wallet-section__body">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      </Section>
    );
  }
  // Paused after a password reset or email change: say so first (no trade password helps now).
  if (wallet.data.fundsHold) return <FundsHoldNotice hold={wallet.data.fundsHold} />;
  if (!wallet.data.hasTradePassword) return <TradePasswordGate onSet={onSetTradePassword} />;
  return (
    <>
      <Section title={t('wallet.transfer.title')}>
        <Facts
          rows={[
            {
              label: t('wallet.withdraw.available'),
              value: <bdi dir="ltr">{money(wallet.data.balance, locale)}</bdi>,
            },
          ]}
        />
        <TransferFields balance={wallet.data.balance} onDone={onDone} />
      </Section>
      <p className="form-hint">{t('wallet.transfer.hint')}</p>
    </>
  );
}
