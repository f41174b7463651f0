import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_CURRENCIES,
  DISPLAY_CURRENCY_CODES,
  WALLET_CURRENCY,
  parseRate,
  savePortalBody,
} from '@app/contract';
import { AuditedDrawer } from '#admin/components/audited-drawer';
import { zodRule } from '#admin/lib/zod-rule';
import { useSavePortal, type PortalRow } from '#admin/features/wallet/portals/api/portals';
import { useCurrencyName, useExample } from './portal-money';
import './portals.css';

interface Values {
  currency: string;
  rate: string;
}

/** The drawer edits one portal; AuditedDrawer keys rows by `id`. */
type EditRow = PortalRow & { id: string };

const BLANK: Values = { currency: WALLET_CURRENCY, rate: '1' };

interface Props {
  /** The portal to change, null when closed (the four portals are fixed: none is added). */
  editing: PortalRow | null;
  onClose: () => void;
}

/** A portal's display currency and its rate to the wallet currency; the change is audited. */
export function PortalDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation('wallet');
  const save = useSavePortal();
  const row: EditRow | null = editing ? { ...editing, id: editing.region } : null;

  const submit = async (v: Values, current: EditRow | null) => {
    if (!current) return null;
    await save.mutateAsync({ region: current.region, currency: v.currency, rate: v.rate.trim() });
    return t('staff:config.saved');
  };

  return (
    <AuditedDrawer<Values, EditRow>
      editing={row}
      onClose={onClose}
      title={row ? t('console.portals.editTitle', { name: t(`console.portals.region.${row.region}`) }) : ''}
      texts={{ save: t('staff:config.save'), auditNote: t('staff:config.auditNote') }}
      blank={BLANK}
      valuesOf={(p) => ({ currency: p.currency, rate: p.rate })}
      save={submit}
      pending={save.isPending}
      width={480}
      fixedPlacement
      testId="portal-drawer"
      saveTestId="portal-save"
    >
      <PortalFields />
    </AuditedDrawer>
  );
}

function PortalFields() {
  const { t } = useTranslation('wallet');
  const form = Form.useFormInstance<Values>();
  const currency = Form.useWatch('currency', form) ?? WALLET_CURRENCY;
  const rate = Form.useWatch('rate', form) ?? '';
  const currencyName = useCurrencyName();
  const example = useExample();
  const label = (key: string) => t(`console.portals.field.${key}`);
  const parsed = parseRate(String(rate));
  const scale = DISPLAY_CURRENCIES[currency as keyof typeof DISPLAY_CURRENCIES] ?? 2;

  return (
    <>
      <Form.Item
        name="currency"
        label={label('currency')}
        required
        rules={[zodRule(savePortalBody.shape.currency, t, label('currency'))]}
        extra={t('console.portals.currencyHelp')}
      >
        <Select
          showSearch
          optionFilterProp="label"
          data-testid="portal-currency"
          options={DISPLAY_CURRENCY_CODES.map((code) => ({
            value: code,
            label: `${code} · ${currencyName(code)}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="rate"
        label={label('rate')}
        required
        rules={[zodRule(savePortalBody.shape.rate, t, label('rate'))]}
        extra={t('console.portals.rateHelp', { wallet: WALLET_CURRENCY, currency })}
      >
        <Input
          className="ltr-input portal-rate-input"
          inputMode="decimal"
          prefix={<span dir="ltr">{`1 ${WALLET_CURRENCY} =`}</span>}
          suffix={<span dir="ltr">{currency}</span>}
          data-testid="portal-rate-input"
        />
      </Form.Item>
      {'micros' in parsed && currency !== WALLET_CURRENCY ? (
        <Alert
          type="info"
          data-testid="portal-preview"
          title={t('console.portals.preview', { example: example(currency, scale, parsed.micros) })}
        />
      ) : null}
    </>
  );
}
