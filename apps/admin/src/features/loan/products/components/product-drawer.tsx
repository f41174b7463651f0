import { Alert, Col, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LATE_FEE_PERCENT_BP_MAX,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MAX_DEFAULT,
  LOAN_AMOUNT_MIN_DEFAULT,
  LOAN_RATE_BP_MAX,
  LOAN_STORE_LEVEL_MAX,
  LOAN_TERM_CHOICES_MAX,
  LOAN_TERM_DAYS_MAX,
  WALLET_SCALE,
  loanInterest,
  saveLoanProductBody,
  type AdminLoanProduct,
} from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useMoney } from '#admin/components/money';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveLoanProduct } from '#admin/features/loan/products/api/products';
import { bpToPercent, percentToBp, termDaysOf } from '#admin/features/loan/products/lib/terms';

interface Values {
  termDays: (string | number)[];
  /** Percent a year, two decimals (basis points / 100). */
  rate: number | null;
  lateFeeKind: 'flat' | 'percent';
  /** flat: an amount per overdue day, as typed. */
  lateFeeAmount: string;
  /** percent: a percentage of the overdue amount per day. */
  lateFeePercent: number | null;
  /** All late fees of a loan: at most this percentage of its amount. */
  cap: number | null;
  minAmount: string;
  maxAmount: string;
  minStoreLevel: number;
  active: boolean;
  reason: string;
}

const BLANK: Values = {
  termDays: [30, 90, 180],
  rate: null,
  lateFeeKind: 'percent',
  lateFeeAmount: '',
  lateFeePercent: 0.05,
  cap: 10,
  minAmount: toDecimal(LOAN_AMOUNT_MIN_DEFAULT),
  maxAmount: toDecimal(LOAN_AMOUNT_MAX_DEFAULT),
  minStoreLevel: 0,
  active: true,
  reason: '',
};

const valuesOf = (p: AdminLoanProduct): Values => ({
  termDays: p.termDays,
  rate: bpToPercent(p.annualRateBp),
  lateFeeKind: p.lateFee.kind,
  lateFeeAmount: p.lateFee.kind === 'flat' ? toDecimal(p.lateFee.value) : '',
  lateFeePercent: p.lateFee.kind === 'percent' ? bpToPercent(p.lateFee.value) : null,
  cap: bpToPercent(p.lateFee.capBp),
  minAmount: toDecimal(p.minAmount),
  maxAmount: toDecimal(p.maxAmount),
  minStoreLevel: p.minStoreLevel,
  active: p.active,
  reason: '',
});

/** The server names the contract's fields; the form shows some of them differently. */
function fieldOf(field: string): string | undefined {
  if (field.startsWith('termDays')) return 'termDays';
  if (field === 'annualRateBp') return 'rate';
  if (field === 'lateFee.capBp') return 'cap';
  // Only a percentage has a limit of its own (LATE_FEE_PERCENT_BP_MAX).
  if (field === 'lateFee.value') return 'lateFeePercent';
  if (field === 'lateFee.kind' || field === 'lateFee') return 'lateFeeKind';
  return field in BLANK ? field : undefined;
}

/** Create or change a loan product, with a reason; loans keep the terms they were applied for. */
export function ProductDrawer({
  editing,
  onClose,
}: {
  editing: AdminLoanProduct | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('loan');
  const save = useSaveLoanProduct();
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <AuditedDrawer<Values, AdminLoanProduct>
      editing={editing}
      onClose={onClose}
      title={current ? t('console.products.editTitle', { id: current.id }) : t('console.products.newTitle')}
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      fieldOf={fieldOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          termDays: termDaysOf(v.termDays),
          annualRateBp: percentToBp(v.rate) ?? 0,
          lateFee: {
            kind: v.lateFeeKind,
            value: v.lateFeeKind === 'flat' ? minorOf(v.lateFeeAmount) : (percentToBp(v.lateFeePercent) ?? 0),
            capBp: percentToBp(v.cap) ?? 0,
          },
          // Amounts go as the decimal text typed (the contract's amountField), fees as minor units.
          minAmount: v.minAmount.trim(),
          maxAmount: v.maxAmount.trim(),
          minStoreLevel: v.minStoreLevel,
          active: v.active,
          reason: v.reason.trim(),
        });
        return t(current ? 'console.products.saved' : 'console.products.created');
      }}
      pending={save.isPending}
      width={640}
      testId="loan-product-drawer"
    >
      <ProductFields current={current} />
    </AuditedDrawer>
  );
}

function ProductFields({ current }: { current: AdminLoanProduct | null }) {
  const { t } = useTranslation('loan');
  const money = useMoney();
  const form = Form.useFormInstance<Values>();
  const kind = Form.useWatch('lateFeeKind', form) ?? 'percent';
  const rate = Form.useWatch('rate', form);
  const terms = Form.useWatch('termDays', form);
  const minAmount = Form.useWatch('minAmount', form);
  const label = (key: string) => t(`console.products.field.${key}`);
  const { shape } = saveLoanProductBody;
  const required = (key: string) => ({
    required: true,
    message: t('validation:validation.required', { field: label(key) }),
  });

  // What a borrower of the smallest amount would owe over the first term, by the shared formula.
  const rateBp = percentToBp(rate);
  const firstTerm = termDaysOf(terms ?? [])[0];
  const example = minorOf(minAmount);
  const showExample = rateBp !== null && rateBp > 0 && firstTerm !== undefined && example > 0;

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          current ? t('console.products.keepTerms', { count: current.loans }) : t('console.products.newNote')
        }
      />
      <Form.Item
        name="termDays"
        label={label('termDays')}
        required
        extra={t('console.products.termHelp', { max: LOAN_TERM_CHOICES_MAX })}
        rules={[
          {
            validator: async (_r, value: Values['termDays'] | undefined) => {
              const raw = value ?? [];
              if (raw.length === 0) throw new Error(t('validation:validation.loanTermRequired'));
              const days = termDaysOf(raw);
              if (days.length !== raw.length || days.some((d) => d > LOAN_TERM_DAYS_MAX))
                throw new Error(t('validation:validation.loanTermDays'));
              if (days.length > LOAN_TERM_CHOICES_MAX)
                throw new Error(t('validation:validation.tooMany', { field: label('termDays') }));
            },
          },
        ]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          options={[30, 60, 90, 180, 360].map((d) => ({ value: d, label: t('console.days', { count: d }) }))}
          data-testid="loan-product-terms"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rate"
            label={label('rate')}
            rules={[required('rate')]}
            extra={
              showExample
                ? t('console.products.example', {
                    amount: money(example),
                    days: firstTerm,
                    interest: money(loanInterest(example, rateBp, firstTerm)),
                  })
                : t('console.products.rateHelp')
            }
          >
            <InputNumber
              min={0.01}
              max={LOAN_RATE_BP_MAX / 100}
              step={0.25}
              precision={2}
              addonAfter="%"
              style={{ width: '100%' }}
              data-testid="loan-product-rate-input"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="minStoreLevel" label={label('minStoreLevel')}>
            <Select
              options={Array.from({ length: LOAN_STORE_LEVEL_MAX + 1 }, (_, level) => ({
                value: level,
                label: level === 0 ? t('console.products.anyStore') : t('console.products.level', { level }),
              }))}
              data-testid="loan-product-level"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minAmount"
            label={label('minAmount')}
            required
            rules={[amountRule(t, () => WALLET_SCALE, { positive: true, max: LOAN_AMOUNT_MAX })]}
          >
            <Input inputMode="decimal" dir="ltr" data-testid="loan-product-min" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxAmount"
            label={label('maxAmount')}
            required
            dependencies={['minAmount']}
            rules={[
              amountRule(t, () => WALLET_SCALE, { positive: true, max: LOAN_AMOUNT_MAX }),
              ({ getFieldValue }) => ({
                validator: async (_r, value: string) => {
                  if (minorOf(value) > 0 && minorOf(getFieldValue('minAmount') as string) > minorOf(value))
                    throw new Error(t('validation:validation.loanAmountOrder'));
                },
              }),
            ]}
          >
            <Input inputMode="decimal" dir="ltr" data-testid="loan-product-max" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {label('lateFee')}
      </Typography.Title>
      <Form.Item name="lateFeeKind" label={label('lateFeeKind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'percent', label: t('console.products.kind.percent') },
            { value: 'flat', label: t('console.products.kind.flat') },
          ]}
          data-testid="loan-product-fee-kind"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {kind === 'flat' ? (
            <Form.Item
              name="lateFeeAmount"
              label={label('lateFeeAmount')}
              required
              rules={[amountRule(t, () => WALLET_SCALE, { max: LOAN_AMOUNT_MAX })]}
            >
              <Input inputMode="decimal" dir="ltr" data-testid="loan-product-fee-amount" />
            </Form.Item>
          ) : (
            <Form.Item
              name="lateFeePercent"
              label={label('lateFeePercent')}
              rules={[required('lateFeePercent')]}
            >
              <InputNumber
                min={0}
                max={LATE_FEE_PERCENT_BP_MAX / 100}
                step={0.01}
                precision={2}
                addonAfter="%"
                style={{ width: '100%' }}
                data-testid="loan-product-fee-percent"
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="cap" label={label('cap')} rules={[required('cap')]}>
            <InputNumber
              min={0}
              max={100}
              step={1}
              precision={2}
              addonAfter="%"
              style={{ width: '100%' }}
              data-testid="loan-product-cap"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: -8 }}>
        {t('console.products.lateFeeHelp')}
      </Typography.Paragraph>
      <Form.Item
        name="active"
        label={label('active')}
        valuePropName="checked"
        extra={t('console.products.activeHelp')}
      >
        <Switch data-testid="loan-product-active" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={label('reason')}
        required
        rules={[zodRule(shape.reason, t, label('reason'))]}
      >
        <Input.TextArea maxLength={500} rows={2} showCount data-testid="loan-product-reason" />
      </Form.Item>
    </>
  );
}
