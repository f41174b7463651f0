import { Col, Flex, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { WALLET_SCALE, saveCurrencyBody } from '@app/contract';
import { zodRule } from '#admin/lib/zod-rule';
import {
  useSaveCurrency,
  type CurrencyRow,
  type SaveCurrencyBody,
} from '#admin/features/wallet/currencies/api/currencies';
import { AuditedDrawer } from '#admin/components/audited-drawer';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { useConfirmDisable } from '#admin/components/use-confirm-disable';

interface Values {
  currency: string;
  network: string;
  scale: number;
  depositAddress: string;
  rate: string;
  minDeposit: string;
  minWithdraw: string;
  withdrawFee: string;
  withdrawDailyLimit: string;
  addressPattern: string;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
}

/** Amounts in USD, typed like the wallet's. */
const WALLET_AMOUNTS = ['minWithdraw', 'withdrawFee', 'withdrawDailyLimit'] as const;

const NEW: Values = {
  currency: '',
  network: '',
  scale: 6,
  depositAddress: '',
  rate: '1.00',
  minDeposit: '10',
  minWithdraw: '10.00',
  withdrawFee: '1.00',
  withdrawDailyLimit: '10000.00',
  addressPattern: '',
  depositEnabled: false,
  withdrawEnabled: false,
};

function valuesOf(c: CurrencyRow): Values {
  return {
    currency: c.currency,
    network: c.network,
    scale: c.scale,
    depositAddress: c.depositAddress,
    rate: toDecimal(c.rateMinorPerUnit),
    minDeposit: toDecimal(c.minDeposit, c.scale),
    minWithdraw: toDecimal(c.minWithdraw),
    withdrawFee: toDecimal(c.withdrawFee),
    withdrawDailyLimit: toDecimal(c.withdrawDailyLimit),
    addressPattern: c.addressPattern,
    depositEnabled: c.depositEnabled,
    withdrawEnabled: c.withdrawEnabled,
  };
}

interface Props {
  /** The currency to change, `'new'` to add one, null when closed. */
  editing: CurrencyRow | 'new' | null;
  onClose: () => void;
}

/** The server names the rate by its minor units; the form holds it as typed. */
const fieldOf = (field: string) => {
  const name = field === 'rateMinorPerUnit' ? 'rate' : field;
  return name in NEW ? name : undefined;
};

/** Add or change a currency; amounts are typed in human units and sent in minor units. */
export function CurrencyDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation('wallet');
  const save = useSaveCurrency();
  const confirmDisable = useConfirmDisable();
  const current = editing && editing !== 'new' ? editing : null;

  const submit = async (v: Values, current: CurrencyRow | null) => {
    // Switching deposits or withdrawals off stops users at once: ask first.
    const turningOff = [
      current?.depositEnabled && !v.depositEnabled ? t('console.currencies.disableDeposit') : null,
      current?.withdrawEnabled && !v.withdrawEnabled ? t('console.currencies.disableWithdraw') : null,
    ].filter((x): x is string => x !== null);
    if (
      turningOff.length > 0 &&
      !(await confirmDisable(
        t('console.currencies.disableTitle', { name: `${v.currency} ${v.network}` }),
        turningOff.join(' '),
      ))
    )
      return null;
    const body: SaveCurrencyBody = {
      ...(current ? { id: current.id } : {}),
      currency: v.currency.trim(),
      network: v.network.trim(),
      scale: v.scale,
      depositAddress: v.depositAddress.trim(),
      rateMinorPerUnit: minorOf(v.rate, WALLET_SCALE),
      minDeposit: minorOf(v.minDeposit, v.scale),
      minWithdraw: minorOf(v.minWithdraw, WALLET_SCALE),
      withdrawFee: minorOf(v.withdrawFee, WALLET_SCALE),
      withdrawDailyLimit: minorOf(v.withdrawDailyLimit, WALLET_SCALE),
      addressPattern: v.addressPattern,
      depositEnabled: v.depositEnabled,
      withdrawEnabled: v.withdrawEnabled,
    };
    await save.mutateAsync(body);
    return t('staff:config.saved');
  };

  return (
    <AuditedDrawer<Values, CurrencyRow>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.currencies.editTitle', { name: `${current.currency} ${current.network}` })
          : t('console.currencies.addTitle')
      }
      texts={{ save: t('staff:config.save'), auditNote: t('staff:config.auditNote') }}
      blank={NEW}
      valuesOf={valuesOf}
      save={submit}
      pending={save.isPending}
      width={560}
      fixedPlacement
      fieldOf={fieldOf}
      testId="currency-drawer"
    >
      <CurrencyFields current={current} />
    </AuditedDrawer>
  );
}

function CurrencyFields({ current }: { current: CurrencyRow | null }) {
  const { t } = useTranslation('wallet');
  const form = Form.useFormInstance<Values>();
  const scale = Form.useWatch('scale', form) ?? NEW.scale;
  const code = Form.useWatch('currency', form) || t('console.currencies.asset');

  const label = (key: string) => t(`console.currencies.field.${key}`);
  const rule = (key: keyof typeof saveCurrencyBody.shape) =>
    zodRule(saveCurrencyBody.shape[key], t, label(key));
  const wallet = () => WALLET_SCALE;
  const assetScale = () => Number(form.getFieldValue('scale') ?? 0);

  const usd = <span dir="ltr">USD</span>;
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="currency" label={label('currency')} required rules={[rule('currency')]}>
            <Input className="ltr-input" maxLength={10} placeholder="USDT" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="network" label={label('network')} required rules={[rule('network')]}>
            <Input className="ltr-input" maxLength={20} placeholder="TRC20" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="scale"
            label={label('scale')}
            required
            rules={[rule('scale')]}
            extra={current ? t('console.currencies.scaleFixed') : undefined}
          >
            <InputNumber
              min={0}
              max={18}
              precision={0}
              style={{ width: '100%' }}
              disabled={Boolean(current)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="depositAddress"
        label={label('depositAddress')}
        required
        rules={[rule('depositAddress')]}
      >
        <Input className="ltr-input" maxLength={128} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rate"
            label={label('rate')}
            required
            rules={[amountRule(t, wallet, { positive: true, max: 1_000_000_000 })]}
            extra={t('console.currencies.rateHelp', { currency: code })}
          >
            <Input className="ltr-input" inputMode="decimal" prefix={<span dir="ltr">US$</span>} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minDeposit"
            label={label('minDeposit')}
            required
            dependencies={['scale']}
            rules={[amountRule(t, assetScale)]}
            extra={t('console.currencies.assetUnits', { currency: code, scale })}
          >
            <Input className="ltr-input" inputMode="decimal" suffix={<span dir="ltr">{code}</span>} />
          </Form.Item>
        </Col>
        {WALLET_AMOUNTS.map((name) => (
          <Col key={name} xs={24} sm={8}>
            <Form.Item name={name} label={label(name)} required rules={[amountRule(t, wallet)]}>
              <Input className="ltr-input" inputMode="decimal" suffix={usd} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="addressPattern"
        label={label('addressPattern')}
        required
        rules={[
          {
            required: true,
            message: t('validation:validation.required', { field: label('addressPattern') }),
          },
          rule('addressPattern'),
        ]}
        extra={t('console.currencies.patternHelp')}
      >
        <Input
          className="ltr-input"
          maxLength={200}
          placeholder="^T[1-9A-HJ-NP-Za-km-z]{33}$"
          style={{ fontFamily: 'ui-monospace, monospace' }}
        />
      </Form.Item>
      <Flex gap={32} wrap>
        <Form.Item name="depositEnabled" label={label('depositEnabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="withdrawEnabled" label={label('withdrawEnabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
    </>
  );
}
