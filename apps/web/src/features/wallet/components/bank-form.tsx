import { useMemo, useState } from 'react';
import { Button, Form, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMoney, rechargeBody, type BankChannel } from '@app/contract';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { FormField, TextField } from '../../../components/form-field';
import { useSubmitRecharge } from '../api/wallet';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { BANK_SCALE, isolate, money, previewRecharge } from '../lib/money';
import { Facts, useLocaleCode } from './common';
import { VoucherField } from './voucher-field';

interface Props {
  channel: BankChannel;
  onDone: () => void;
}

/** Bank top-up step 2: the amount paid, the bank receipt number and a photo of the voucher. */
export function BankForm({ channel, onDone }: Props) {
  const { t } = useTranslation();
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
        amount: z.string().superRefine((value, ctx) => {
          if (!value.trim()) return ctx.addIssue({ code: 'custom', message: 'validation.amountRequired' });
          const preview = previewRecharge(value, channel);
          if (preview.ok) return;
          ctx.addIssue({
            code: 'custom',
            message:
              preview.error === 'belowMinimum'
                ? t('wallet.bank.belowMinimum', { min: isolate(minimum) })
                : preview.error,
          });
        }),
      }),
    [channel, minimum, t],
  );
  const form = useZodForm(schema, { amount: '', receiptNo: '', voucher: '' });
  const preview = previewRecharge(form.watch('amount') ?? '', channel);

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitRecharge.mutateAsync({
        channelId: channel.id,
        amount: values.amount.trim(),
        receiptNo: values.receiptNo,
        voucher: values.voucher,
      });
      Toast.show({ icon: 'success', content: t('wallet.bank.done') });
      onDone();
    } catch (error) {
      applyServerErrors(error, form);
    }
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
          {t('wallet.deposit.submit')}
        </Button>
      }
    >
      <TextField
        control={form.control}
        name="amount"
        label={t('wallet.bank.amount', { currency: channel.currency })}
        input={{
          inputMode: 'decimal',
          autoComplete: 'off',
          placeholder: t('wallet.bank.amountPlaceholder', { min: isolate(minimum) }),
        }}
      />
      {preview.ok && (
        <Facts
          rows={[
            {
              label: t('wallet.deposit.youGet'),
              value: (
                <bdi dir="ltr" data-testid="bank-you-get">
                  {money(preview.creditMinor, locale)}
                </bdi>
              ),
              total: true,
            },
          ]}
        />
      )}
      <TextField
        control={form.control}
        name="receiptNo"
        label={t('wallet.bank.receiptNo')}
        input={{ autoComplete: 'off', maxLength: 64, placeholder: t('wallet.bank.receiptNoPlaceholder') }}
      />
      <FormField control={form.control} name="voucher" label={t('wallet.bank.voucher')}>
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
