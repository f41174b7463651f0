import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  ErrorBlock,
  Form,
  ImageUploader,
  Input,
  Selector,
  Skeleton,
  Toast,
  type ImageUploadItem,
} from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyLoanBody, formatMoney, parseAmount, type LoanProduct, type LoanTermsData } from '@app/contract';
import { FormField } from '#web/components/form-field';
import { MoneyText } from '#web/components/money-text';
import { CountryPicker } from '#web/features/address';
import { useUploadAuthImage } from '#web/features/kyc';
import { LegalSheet, useOpenLegal } from '#web/features/legal';
import { applyServerErrors, useZodForm } from '#web/lib/form';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { ApiError } from '#web/lib/request';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { applyForLoan, useLoanChanged, useLoanTermsQuery } from '#web/features/loan/api/loan';
import {
  formatDay,
  formatRate,
  lateFeeWords,
  loanCost,
  outOfRange,
  type LoanCost,
} from '#web/features/loan/lib/loan-figures';
import { LOAN_PATHS } from '#web/features/loan/lib/paths';
import { Row } from './loan-parts';
import '#web/features/loan/loan.css';

// The contract's own rules for every field; `shown` is the cost box, added at submit. An empty
// amount asks for one (validation.amountRequired) rather than calling it invalid.
const formSchema = applyLoanBody.omit({ shown: true, agreementVersion: true }).extend({
  amount: z
    .string({ error: 'validation.amountRequired' })
    .refine((v) => v.trim() !== '', { error: 'validation.amountRequired', abort: true })
    .transform((value, ctx) => {
      const parsed = parseAmount(value);
      if ('minor' in parsed) return parsed.minor;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});
type FormIn = z.input<typeof formSchema>;
type Photo = 'idFront' | 'idBack' | 'idHolding';
const PHOTO_TEST_ID: Record<Photo, string> = {
  idFront: 'loan-photo-front',
  idBack: 'loan-photo-back',
  idHolding: 'loan-photo-holding',
};

/** `/loans/apply`: the application, with the whole cost shown before the agreement's tick. */
export function LoanApply() {
  const { t } = useTranslation('loan');
  const navigate = useNavigate();
  const terms = useLoanTermsQuery();
  if (terms.isPending) return <Skeleton.Paragraph lineCount={10} animated />;
  if (!terms.data)
    return (
      <ErrorBlock status="default" title={t('failed')}>
        <Button size="small" onClick={() => void terms.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    );
  if (!terms.data.enabled)
    return (
      <ErrorBlock status="empty" title={t('off.title')} description={t('off.text')} data-testid="loan-off" />
    );
  const products = terms.data.products.filter((p) => p.eligible);
  if (products.length === 0)
    return (
      <ErrorBlock status="empty" title={t('apply.cannot')} data-testid="loan-apply-blocked">
        <Button size="small" color="primary" onClick={() => void navigate(LOAN_PATHS.home)}>
          {t('apply.back')}
        </Button>
      </ErrorBlock>
    );
  return <ApplyForm terms={terms.data} products={products} />;
}

function ApplyForm({ terms, products }: { terms: LoanTermsData; products: LoanProduct[] }) {
  const { t } = useTranslation('loan');
  const navigate = useNavigate();
  const locale = currentLocale();
  const attempt = useSubmitAttempt();
  const changed = useLoanChanged();
  const uploadImage = useUploadAuthImage();
  const openLegal = useOpenLegal();
  const [sending, setSending] = useState(false);
  const [files, setFiles] = useState<Record<Photo, ImageUploadItem[]>>({
    idFront: [],
    idBack: [],
    idHolding: [],
  });
  const form = useZodForm(formSchema, {
    productId: products[0]!.id,
    amount: '',
    nationality: '',
    applicantName: '',
    idNumber: '',
    idFront: '',
    idBack: '',
    idHolding: '',
  } as Partial<FormIn>);
  const productId = form.watch('productId');
  const amountText = form.watch('amount');
  const termDays = form.watch('termDays');
  const product = products.find((p) => p.id === productId) ?? products[0]!;
  const cost = useMemo(
    () =>
      loanCost(
        product,
        typeof amountText === 'string' ? amountText : String(amountText ?? ''),
        termDays,
        terms.today,
      ),
    [product, amountText, termDays, terms.today],
  );
  const range = t('apply.range', {
    min: isolateLtr(formatMoney(product.minAmount, locale)),
    max: isolateLtr(formatMoney(product.maxAmount, locale)),
  });

  const rangeError = () =>
    form.setError('amount', {
      type: 'range',
      message: t('validation:validation.loanAmountRange', {
        min: isolateLtr(formatMoney(product.minAmount, locale)),
        max: isolateLtr(formatMoney(product.maxAmount, locale)),
      }),
    });

  const submit = form.handleSubmit(
    async (values) => {
      if (outOfRange(product, String(amountText ?? ''))) return rangeError();
      if (!cost) return;
      setSending(true);
      try {
        const loan = await applyForLoan(
          {
            ...values,
            amount: String(amountText),
            ...(terms.agreementVersion !== null ? { agreementVersion: terms.agreementVersion } : {}),
            shown: { annualRateBp: cost.annualRateBp, interest: cost.interest, total: cost.total },
          },
          attempt,
        );
        changed();
        Toast.show({ icon: 'success', content: t('apply.sent') });
        void navigate(LOAN_PATHS.detail(loan.id), { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.error === 'LOAN_TERMS_CHANGED') changed();
        if (!applyServerErrors(error, form)) toastError(error);
      } finally {
        setSending(false);
      }
    },
    () => {
      if (outOfRange(product, String(amountText ?? ''))) rangeError();
    },
  );

  const photo = (name: Photo, label: string, hint: string) => (
    <FormField control={form.control} name={name} label={label}>
      {(field) => (
        <div className="loan-photo" data-testid={PHOTO_TEST_ID[name]}>
          <ImageUploader
            maxCount={1}
            accept="image/*"
            value={files[name]}
            onChange={(next) => {
              setFiles((f) => ({ ...f, [name]: next }));
              field.onChange((next[0]?.extra as string | undefined) ?? '');
            }}
            upload={async (file) => {
              const { url } = await uploadImage.mutateAsync(file);
              return { url: URL.createObjectURL(file), extra: url };
            }}
          />
          <span className="loan-photo__hint">{hint}</span>
        </div>
      )}
    </FormField>
  );

  return (
    <div className="loan-screen loan-apply" data-testid="loan-apply-form">
      <Form
        layout="vertical"
        className="loan-form"
        onFinish={() => void submit()}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={sending}
            disabled={uploadImage.isPending}
            data-testid="loan-submit"
          >
            {t('apply.submit')}
          </Button>
        }
      >
        {products.length > 1 ? (
          <FormField control={form.control} name="productId" label={t('apply.product')}>
            {(field) => (
              <Selector
                columns={1}
                value={[field.value as number]}
                onChange={(v) => v[0] !== undefined && field.onChange(v[0])}
                options={products.map((p) => ({
                  value: p.id,
                  label: (
                    <span data-testid={`loan-product-${p.id}`}>
                      {t('apply.productOption', {
                        rate: formatRate(p.annualRateBp, locale),
                        days: isolateLtr(p.termDays.join(' / ')),
                      })}
                    </span>
                  ),
                }))}
              />
            )}
          </FormField>
        ) : null}
        <FormField control={form.control} name="amount" label={t('apply.amount')}>
          {(field) => (
            <div className="loan-amount">
              <Input
                aria-label={t('apply.amount')}
                name={field.name}
                ref={field.ref}
                inputMode="decimal"
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                data-testid="loan-amount"
              />
              <span className="loan-photo__hint">{range}</span>
            </div>
          )}
        </FormField>
        <FormField control={form.control} name="termDays" label={t('apply.term')}>
          {(field) => (
            <Selector
              columns={3}
              value={typeof field.value === 'number' ? [field.value] : []}
              onChange={(v) => v[0] !== undefined && field.onChange(v[0])}
              options={product.termDays.map((d) => ({
                value: d,
                label: <span data-testid={`loan-term-${d}`}>{t('days', { count: d })}</span>,
              }))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="nationality" label={t('apply.nationality')}>
          {(field) => (
            <div data-testid="loan-nationality">
              <CountryPicker
                name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </div>
          )}
        </FormField>
        <FormField control={form.control} name="applicantName" label={t('apply.name')}>
          {(field) => (
            <Input
              aria-label={t('apply.name')}
              name={field.name}
              ref={field.ref}
              autoComplete="name"
              maxLength={60}
              placeholder={t('apply.namePlaceholder')}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              data-testid="loan-name"
            />
          )}
        </FormField>
        <FormField control={form.control} name="idNumber" label={t('apply.idNumber')}>
          {(field) => (
            <Input
              aria-label={t('apply.idNumber')}
              name={field.name}
              ref={field.ref}
              autoComplete="off"
              maxLength={30}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              data-testid="loan-id-number"
            />
          )}
        </FormField>
        {photo('idFront', t('apply.idFront'), t('apply.idFrontHint'))}
        {photo('idBack', t('apply.idBack'), t('apply.idBackHint'))}
        {photo('idHolding', t('apply.idHolding'), t('apply.idHoldingHint'))}
        <p className="loan-muted loan-form__privacy">{t('apply.privacy')}</p>
        <CostBox product={product} cost={cost} terms={terms} />
        <FormField control={form.control} name="agree" label={t('apply.agreement')}>
          {(field) => (
            <Checkbox
              className="loan-agree"
              checked={field.value === true}
              onChange={(checked) => field.onChange(checked)}
              data-testid="loan-agree"
            >
              {t('apply.agree')}{' '}
              <a
                href={`?legal=loan`}
                className="loan-link"
                onClick={(e) => {
                  e.preventDefault();
                  e.stopPropagation();
                  openLegal('loan');
                }}
                data-testid="loan-agreement-link"
              >
                {t('apply.agreementLink')}
              </a>
            </Checkbox>
          )}
        </FormField>
      </Form>
      <LegalSheet />
    </div>
  );
}

/** The cost, before the tick: rate, days, interest, total, due date, late fee rule, allocation order. */
function CostBox({
  product,
  cost,
  terms,
}: {
  product: LoanProduct;
  cost: LoanCost | null;
  terms: LoanTermsData;
}) {
  const { t } = useTranslation('loan');
  const locale = currentLocale();
  const lateFee = lateFeeWords(product.lateFee, locale);
  return (
    <section className="loan-card loan-cost" data-testid="loan-cost">
      <h2 className="loan-card__title">{t('cost.title')}</h2>
      <Row label={t('cost.rate')} testId="loan-cost-rate">
        <bdi dir="ltr">{formatRate(product.annualRateBp, locale)}</bdi>
      </Row>
      {cost ? (
        <>
          <Row label={t('cost.amount')}>
            <MoneyText minor={cost.amount} />
          </Row>
          <Row label={t('cost.days')}>{t('days', { count: cost.termDays })}</Row>
          <Row label={t('cost.interest')} testId="loan-cost-interest">
            <MoneyText minor={cost.interest} />
          </Row>
          <Row label={t('cost.total')} testId="loan-cost-total" strong>
            <MoneyText minor={cost.total} />
          </Row>
          <Row label={t('cost.due')} testId="loan-cost-due">
            {formatDay(cost.dueDay, locale)}
          </Row>
          <p className="loan-muted">
            {t('cost.formula', { days: terms.daysInYear, zone: isolateLtr(terms.timeZone) })}
          </p>
        </>
      ) : (
        <p className="loan-muted" data-testid="loan-cost-pending">
          {t('cost.pending')}
        </p>
      )}
      <div className="loan-cost__rule" data-testid="loan-cost-late-fee">
        <span className="loan-row__label">{t('cost.lateFee')}</span>
        <p>
          {t(lateFee.key, {
            fee: isolateLtr(lateFee.values.fee),
            cap: isolateLtr(lateFee.values.cap),
          })}
          {cost
            ? ` ${t('cost.lateFeeCap', { amount: isolateLtr(formatMoney(cost.lateFeeCap, locale)) })}`
            : ''}
        </p>
      </div>
      <div className="loan-cost__rule">
        <span className="loan-row__label">{t('cost.order')}</span>
        <p>{t('allocation')}</p>
      </div>
    </section>
  );
}
