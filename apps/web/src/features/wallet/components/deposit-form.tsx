import { useMemo, useState } from 'react';
import { Button, Form, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { depositBody, imageUrl, type CurrencyInfo } from '@app/contract';
import { MEDIA_HOST } from '../../../config/app';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { FormField, TextField } from '../../../components/form-field';
import { useSubmitDeposit, useUploadVoucher } from '../api/wallet';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { assetAmount, money, previewDeposit } from '../lib/money';
import { Facts, useLocaleCode } from './common';

interface Props {
  currency: CurrencyInfo;
  onDone: () => void;
}

/** "I have sent it": the amount in the asset, the transaction hash and an optional screenshot. */
export function DepositForm({ currency, onDone }: Props) {
  const { t } = useTranslation();
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
        amount: z.string().superRefine((value, ctx) => {
          if (!value.trim()) return ctx.addIssue({ code: 'custom', message: 'validation.amountRequired' });
          const preview = previewDeposit(value, currency);
          if (preview.ok) return;
          ctx.addIssue({
            code: 'custom',
            message:
              preview.error === 'belowMinimum'
                ? t('wallet.deposit.belowMinimum', { min: minimum })
                : preview.error,
          });
        }),
      }),
    [currency, minimum, t],
  );
  const form = useZodForm(schema, { amount: '', txHash: '' });
  const amount = form.watch('amount');
  const preview = previewDeposit(amount ?? '', currency);

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitDeposit.mutateAsync({
        currencyId: currency.id,
        amount: values.amount.trim(),
        txHash: values.txHash,
        ...(values.screenshot ? { screenshot: values.screenshot } : {}),
      });
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
          loading={submitDeposit.isPending}
          disabled={uploadVoucher.isPending}
        >
          {t('wallet.deposit.submit')}
        </Button>
      }
    >
      <TextField
        control={form.control}
        name="amount"
        label={t('wallet.deposit.amount', { currency: currency.currency })}
        input={{
          inputMode: 'decimal',
          autoComplete: 'off',
          placeholder: t('wallet.deposit.amountPlaceholder', { min: minimum }),
        }}
      />
      {preview.ok && (
        <Facts
          rows={[
            {
              label: t('wallet.deposit.youGet'),
              value: <bdi dir="ltr">{money(preview.creditMinor, locale)}</bdi>,
              total: true,
            },
          ]}
        />
      )}
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
