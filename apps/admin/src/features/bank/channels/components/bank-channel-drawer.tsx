import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANK_CURRENCIES, WALLET_SCALE, saveBankChannelBody } from '@app/contract';
import { zodRule } from '#admin/lib/zod-rule';
import {
  useSaveBankChannel,
  type BankChannelRow,
  type SaveBankChannelBody,
} from '#admin/features/bank/channels/api/bank-channels';
import { AuditedDrawer } from '#admin/components/audited-drawer';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { useConfirmDisable } from '#admin/components/use-confirm-disable';

const REGIONS = ['us', 'europe', 'other'] as const;
/** Bank amounts are in cents. */
const BANK_SCALE = 2;

interface Values {
  name: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  code: string;
  bankAddress: string;
  accountType: string;
  currency: BankChannelRow['currency'];
  region: BankChannelRow['region'];
  rate: string;
  minAmount: string;
  enabled: boolean;
}

const NEW: Values = {
  name: '',
  bankName: '',
  accountName: '',
  accountNumber: '',
  routingNumber: '',
  code: '',
  bankAddress: '',
  accountType: '',
  currency: 'USD',
  region: 'us',
  rate: '1.00',
  minAmount: '50.00',
  enabled: true,
};

function valuesOf(c: BankChannelRow): Values {
  return {
    name: c.name,
    bankName: c.bankName,
    accountName: c.accountName,
    accountNumber: c.accountNumber,
    routingNumber: c.routingNumber ?? '',
    code: c.code ?? '',
    bankAddress: c.bankAddress ?? '',
    accountType: c.accountType ?? '',
    currency: c.currency,
    region: c.region,
    rate: toDecimal(c.rateMinorPerUnit),
    minAmount: toDecimal(c.minAmount, BANK_SCALE),
    enabled: c.enabled,
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

interface Props {
  editing: BankChannelRow | 'new' | null;
  onClose: () => void;
}

/** The server names the rate by its minor units; the form holds it as typed. */
const fieldOf = (field: string) => {
  const name = field === 'rateMinorPerUnit' ? 'rate' : field;
  return name in NEW ? name : undefined;
};

/** Add or change a bank account users pay into. */
export function BankChannelDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation('bank');
  const save = useSaveBankChannel();
  const confirmDisable = useConfirmDisable();
  const current = editing && editing !== 'new' ? editing : null;

  const submit = async (v: Values, current: BankChannelRow | null) => {
    if (
      current?.enabled &&
      !v.enabled &&
      !(await confirmDisable(
        t('console.bankChannels.disableTitle', { name: current.name }),
        t('console.bankChannels.disableExplain'),
      ))
    )
      return null;
    const body: SaveBankChannelBody = {
      ...(current ? { id: current.id } : {}),
      name: v.name.trim(),
      bankName: v.bankName.trim(),
      accountName: v.accountName.trim(),
      accountNumber: v.accountNumber.trim(),
      routingNumber: optional(v.routingNumber),
      code: optional(v.code),
      bankAddress: optional(v.bankAddress),
      accountType: optional(v.accountType),
      currency: v.currency,
      region: v.region,
      rateMinorPerUnit: minorOf(v.rate, WALLET_SCALE),
      minAmount: minorOf(v.minAmount, BANK_SCALE),
      enabled: v.enabled,
    };
    await save.mutateAsync(body);
    return t('staff:config.saved');
  };

  return (
    <AuditedDrawer<Values, BankChannelRow>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.bankChannels.editTitle', { name: current.name })
          : t('console.bankChannels.addTitle')
      }
      texts={{ save: t('staff:config.save'), auditNote: t('staff:config.auditNote') }}
      blank={NEW}
      valuesOf={valuesOf}
      save={submit}
      pending={save.isPending}
      width={560}
      fixedPlacement
      fieldOf={fieldOf}
      testId="bank-channel-drawer"
    >
      <BankChannelFields />
    </AuditedDrawer>
  );
}

function BankChannelFields() {
  const { t } = useTranslation('bank');
  const currency = Form.useWatch('currency') ?? NEW.currency;

  const label = (key: string) => t(`console.bankChannels.field.${key}`);
  const rule = (key: keyof typeof saveBankChannelBody.shape) =>
    zodRule(saveBankChannelBody.shape[key], t, label(key));
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('validation:validation.required', { field: label(key) }),
  });
  const cents = () => BANK_SCALE;

  const ltr = { className: 'ltr-input' } as const;
  return (
    <>
      <Form.Item
        name="name"
        label={label('name')}
        required
        rules={[required('name'), rule('name')]}
        extra={t('console.bankChannels.nameHelp')}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="bankName"
            label={label('bankName')}
            required
            rules={[required('bankName'), rule('bankName')]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="accountName"
            label={label('accountName')}
            required
            rules={[required('accountName'), rule('accountName')]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="accountNumber"
            label={label('accountNumber')}
            required
            rules={[required('accountNumber'), rule('accountNumber')]}
          >
            <Input {...ltr} maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="accountType" label={label('accountType')} rules={[rule('accountType')]}>
            <Input maxLength={30} placeholder={t('console.bankChannels.accountTypeExample')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="routingNumber" label={label('routingNumber')} rules={[rule('routingNumber')]}>
            <Input {...ltr} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="code" label={label('code')} rules={[rule('code')]}>
            <Input {...ltr} maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="bankAddress" label={label('bankAddress')} rules={[rule('bankAddress')]}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={6}>
          <Form.Item name="currency" label={label('currency')} required>
            <Select options={BANK_CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="region" label={label('region')} required>
            <Select
              options={REGIONS.map((r) => ({ value: r, label: t(`console.bankChannels.region.${r}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rate"
            label={label('rate')}
            required
            rules={[amountRule(t, () => WALLET_SCALE, { positive: true, max: 1_000_000 })]}
            extra={t('console.bankChannels.rateHelp', { currency })}
          >
            <Input className="ltr-input" inputMode="decimal" prefix={<span dir="ltr">US$</span>} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minAmount"
            label={label('minAmount')}
            required
            rules={[amountRule(t, cents, { max: 100_000_000 })]}
          >
            <Input className="ltr-input" inputMode="decimal" suffix={<span dir="ltr">{currency}</span>} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="enabled" label={label('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
