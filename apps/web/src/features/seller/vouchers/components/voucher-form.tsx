import { useState } from 'react';
import { Button, Form, Input, Selector, Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmount, VOUCHER_MAX_DAYS, type SaveVoucherBody } from '@app/contract';
import { FormField } from '#web/components/form-field';
import { usePayWithWallet } from '#web/components/pay-with-wallet';
import { isolateLtr } from '#web/lib/bidi';
import { applyServerErrors } from '#web/lib/form';
import { currentLocale } from '#web/lib/i18n';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { saveVoucher, useVouchersChanged } from '#web/features/seller/vouchers/api/vouchers';

interface Values {
  amountOff: string;
  minSpend: string;
  budget: string;
}
type Field = keyof Values;

const DAYS = [7, 14, 30, VOUCHER_MAX_DAYS] as const;

/** A typed amount ("2", "2.50", "2,50") in minor units, or the validation key it breaks. */
function minorOf(text: string): number | string {
  const trimmed = text.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  if (!trimmed) return 'validation.amountRequired';
  const parsed = parseAmount(trimmed);
  return 'error' in parsed ? parsed.error : parsed.minor;
}

/**
 * A new voucher: amount off, minimum spend, budget and how long it runs (from now). Creating it
 * asks first with the budget and the wallet after (the budget leaves the wallet at once), then the
 * trade password when the server asks for it.
 */
export function VoucherForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('voucher');
  const attempt = useSubmitAttempt();
  const changed = useVouchersChanged();
  const [days, setDays] = useState<number>(14);
  const form = useForm<Values>({
    defaultValues: { amountOff: '', minSpend: '', budget: '' },
    mode: 'onTouched',
  });
  const wallet = usePayWithWallet({
    sheet: {
      classPrefix: 'pay-sheet',
      testIds: { sheet: 'trade-password-sheet', confirm: 'pay-confirm' },
      labels: {
        title: t('seller.passwordTitle'),
        hint: t('seller.passwordHint'),
        amount: t('seller.budget'),
        confirm: t('seller.create'),
        forgot: t('seller.forgot'),
      },
    },
    tradePasswordPath: '/me/trade-password',
    noPassword: {
      title: t('seller.noPasswordTitle'),
      content: t('seller.noPasswordText'),
      confirm: t('seller.setPassword'),
      cancel: t('action.cancel', { ns: 'common' }),
    },
    topUp: {
      content: t('seller.short'),
      confirm: t('seller.topUp'),
      cancel: t('action.cancel', { ns: 'common' }),
      path: '/wallet/deposit',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    const parsed = {} as Record<Field, number>;
    let bad = false;
    for (const key of ['amountOff', 'minSpend', 'budget'] as const) {
      const v = minorOf(values[key]);
      if (typeof v === 'string') {
        form.setError(key, { type: 'typed', message: v });
        bad = true;
      } else parsed[key] = v;
    }
    if (bad) return;
    const money = (minor: number) => isolateLtr(formatMoney(minor, currentLocale()));
    const body: SaveVoucherBody = {
      ...parsed,
      endAt: new Date(Date.now() + days * 86_400_000).toISOString(),
    };
    try {
      const outcome = await wallet.pay(
        parsed.budget,
        async (tradePassword) => {
          await saveVoucher({ ...body, ...(tradePassword ? { tradePassword } : {}) }, attempt);
        },
        undefined,
        {
          title: t('seller.confirmTitle'),
          detail: t('seller.offer', { amount: money(parsed.amountOff), min: money(parsed.minSpend) }),
        },
      );
      if (outcome === 'paid') {
        Toast.show({ icon: 'success', content: t('seller.created') });
        changed();
        onDone();
      }
    } catch (error) {
      if (!applyServerErrors(error, form)) toastError(error);
    }
  });

  const amountInput = (testId: string) =>
    function AmountInput(field: { value: string; onChange: (v: string) => void; onBlur: () => void }) {
      return (
        <Input
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputMode="decimal"
          placeholder="0.00"
          data-testid={testId}
        />
      );
    };

  return (
    <section className="sv-form" data-testid="voucher-form">
      <h3 className="sv-form__title">{t('seller.new')}</h3>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <div className="sv-form__actions">
            <Button fill="outline" shape="rounded" onClick={onDone}>
              {t('action.cancel', { ns: 'common' })}
            </Button>
            <Button
              type="submit"
              color="primary"
              shape="rounded"
              loading={form.formState.isSubmitting || wallet.paying}
              data-testid="voucher-submit"
            >
              {t('seller.create')}
            </Button>
          </div>
        }
      >
        <FormField control={form.control} name="amountOff" label={t('seller.amountOff')}>
          {amountInput('voucher-amount')}
        </FormField>
        <FormField control={form.control} name="minSpend" label={t('seller.minSpend')}>
          {amountInput('voucher-min')}
        </FormField>
        <FormField control={form.control} name="budget" label={t('seller.budget')}>
          {amountInput('voucher-budget')}
        </FormField>
        <Form.Item label={t('seller.runs')} description={t('seller.runsHint')}>
          <Selector
            columns={2}
            value={[days]}
            onChange={(v) => v[0] && setDays(v[0])}
            options={DAYS.map((d) => ({ label: t('seller.days', { count: d }), value: d }))}
            data-testid="voucher-days"
          />
        </Form.Item>
        <p className="sv-form__note">{t('seller.budgetNote')}</p>
      </Form>
      {wallet.sheet}
    </section>
  );
}
