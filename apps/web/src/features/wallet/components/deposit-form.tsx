import { useMemo, useState } from 'react';
import { Button, Form, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { depositBody, imageUrl, type CurrencyInfo } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { submitHandler, useZodForm } from '#web/lib/form';
import { FormField, TextField } from '#web/components/form-field';
import { useSubmitDeposit, useUploadVoucher } from '#web/features/wallet/api/wallet';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { assetAmount, money, previewDeposit } from '#web/features/wallet/lib/money';
import { amountInput } from '#web/features/wallet/lib/amount';
import { AmountField } from './amount-field';
import { useLocaleCode } from './common';

interface Props {
  currency: CurrencyInfo;
  onDone: () => void;
}

/** "I have sent it": the amount in the asset, the transaction hash and an optional screenshot. */
export function DepositForm({ currency, onDone }: Props) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const attempt = useSubmitAttempt();
  const submitDeposit = useSubmitDeposit(attempt);
  const uploadVoucher = useUploadVoucher();
  const [files, setFiles] = useState<ImageUploadItem[]>([]);
  const minimum = assetAmount(currency.minDeposit, currency.scale, currency.currency);

  // The contract's rules for the hash and screenshot; the amount is checked at this asset's scale.
  const schema = useMemo(
    () =>
      depositBody.omit({ currencyId: true }).extend({
        amount: amountInput((value) => {
          const preview = previewDeposit(value, currency);
          if (preview.ok) return undefined;
          return preview.error === 'belowMinimum'
            ? t('wallet.deposit.belowMinimum', { min: minimum })
            : preview.error;
        }),
      }),
    [currency, minimum, t],
  );
  const form = useZodForm(schema, { amount: '', txHash: '' });
  const amount = form.watch('amount');
  const preview = previewDeposit(amount ?? '', currency);

  const submit = submitHandler(form, async (values) => {
    await submitDeposit.mutateAsync({
      currencyId: currency.id,
      amount: values.amount.trim(),
      txHash: values.txHash,
      ...(values.screenshot ? { screenshot: values.screenshot } : {}),
    });
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
          loading={submitDeposit.isPending}
          disabled={uploadVoucher.isPending}
        >
          {t('wallet.deposit.submit')}
        </Button>
      }
    >
      <AmountField
        control={form.control}
        name="amount"
        label={t('wallet.deposit.amount', { currency: currency.currency })}
        placeholder={t('wallet.deposit.amountPlaceholder', { min: minimum })}
        preview={
          preview.ok
            ? [
                {
                  label: t('wallet.deposit.youGet'),
                  value: <bdi dir="ltr">{money(preview.creditMinor, locale)}</bdi>,
                  total: true,
                },
              ]
            : null
        }
      />
      <TextField
        control={form.control}
        name="txHash"
        label={t('wallet.deposit.txHash')}
        input={{ autoComplete: 'off', placeholder: t('wallet.deposit.txHashPlaceholder') }}
      />
      <FormField control={form.control} name="screenshot" label={t('wallet.deposit.screenshot')}>
        {(field) => (
          <ImageUploader
            maxCount={1}
            accept="image/*"
            value={files}
            onChange={(next) => {
              setFiles(next);
              field.onChange(next[0]?.extra as string | undefined);
            }}
            upload={async (file) => {
              const { url } = await uploadVoucher.mutateAsync(file);
              return { url: imageUrl(url, MEDIA_HOST), extra: url };
            }}
          />
        )}
      </FormField>
    </Form>
  );
}
