import { useMemo, useState } from 'react';
import { Button, Form, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, rechargeBody, type BankChannel } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { FormField, TextField } from '#web/components/form-field';
import { useSubmitRecharge } from '#web/features/wallet/api/wallet';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { BANK_SCALE, isolate, money, previewRecharge } from '#web/features/wallet/lib/money';
import { amountInput } from '#web/features/wallet/lib/amount';
import { AmountField } from './amount-field';
import { useLocaleCode } from './common';
import { VoucherField } from './voucher-field';

interface Props {
  channel: BankChannel;
  onDone: () => void;
}

/** Bank top-up step 2: the amount paid, the bank receipt number and a photo of the voucher. */
export function BankForm({ channel, onDone }: Props) {
  const { t } = useTranslation('bank');
  const locale = useLocaleCode();
  const attempt = useSubmitAttempt();
  const submitRecharge = useSubmitRecharge(attempt);
  const [uploading, setUploading] = useState(false);
  const minimum = formatMoney(channel.minAmount, locale, channel.currency, BANK_SCALE);

  // The contract's rules for the receipt number and voucher; the amount is checked in the
  // channel's currency against its minimum.
  const schema = useMemo(
    () =>
      rechargeBody.omit({ channelId: true }).extend({
        amount: amountInput((value) => {
          const preview = previewRecharge(value, channel);
          if (preview.ok) return undefined;
          return preview.error === 'belowMinimum'
            ? t('bank.belowMinimum', { min: isolate(minimum) })
            : preview.error;
        }),
      }),
    [channel, minimum, t],
  );
  const form = useZodForm(schema, { amount: '', receiptNo: '', voucher: '' });
  const preview = previewRecharge(form.watch('amount') ?? '', channel);

  const submit = submitHandler(form, async (values) => {
    await submitRecharge.mutateAsync({
      channelId: channel.id,
      amount: values.amount.trim(),
      receiptNo: values.receiptNo,
      voucher: values.voucher,
    });
    Toast.show({ icon: 'success', content: t('bank.done') });
    onDone();
  });

  return (
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={submitRecharge.isPending}
          disabled={uploading}
        >
          {t('wallet:wallet.deposit.submit')}
        </Button>
      }
    >
      <AmountField
        control={form.control}
        name="amount"
        label={t('bank.amount', { currency: channel.currency })}
        placeholder={t('bank.amountPlaceholder', { min: isolate(minimum) })}
        preview={
          preview.ok
            ? [
                {
                  label: t('wallet:wallet.deposit.youGet'),
                  value: (
                    <bdi dir="ltr" data-testid="bank-you-get">
                      {money(preview.creditMinor, locale)}
                    </bdi>
                  ),
                  total: true,
                },
              ]
            : null
        }
      />
      <TextField
        control={form.control}
        name="receiptNo"
        label={t('bank.receiptNo')}
        input={{ autoComplete: 'off', maxLength: 64, placeholder: t('bank.receiptNoPlaceholder') }}
      />
      <FormField control={form.control} name="voucher" label={t('bank.voucher')}>
        {(field) => (
          <VoucherField
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(path) => {
              field.onChange(path);
              if (path) void form.trigger('voucher');
            }}
            onUploading={setUploading}
          />
        )}
      </FormField>
    </Form>
  );
}
