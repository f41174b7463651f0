import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Segmented, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  VIP_DAYS_MAX,
  VIP_DAYS_MIN,
  VIP_PERIODS,
  VIP_PERIOD_DAYS,
  type AdminVipPlan,
  type VipPeriod,
} from '@app/contract';
import { useSaveVipPlan } from '#admin/features/drama/vip-plans/api/vip-plans';
import { decimalOf, minorOf, priceRule } from '#admin/features/drama/vip-plans/lib/amounts';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';

interface Values {
  period: VipPeriod;
  days: number | null;
  price: string;
  sort: number | null;
  enabled: boolean;
  /** A sale: its price and window, both empty for none. */
  salePrice: string;
  saleWindow: [Dayjs | null, Dayjs | null] | null;
}

const BLANK: Values = {
  period: 'month',
  days: VIP_PERIOD_DAYS.month,
  price: '',
  sort: 0,
  enabled: true,
  salePrice: '',
  saleWindow: null,
};
const valuesOf = (p: AdminVipPlan): Values => ({
  period: p.period,
  days: p.days,
  price: decimalOf(p.price),
  sort: p.sort,
  enabled: p.enabled,
  salePrice: p.discountPrice === null ? '' : decimalOf(p.discountPrice),
  saleWindow:
    p.discountStartsAt && p.discountEndsAt ? [dayjs(p.discountStartsAt), dayjs(p.discountEndsAt)] : null,
});

/** The sale fields of a save: all three, or all null (no sale). */
function saleOf(v: Values) {
  const [from, to] = v.saleWindow ?? [null, null];
  if (!v.salePrice.trim() && !from && !to)
    return { discountPrice: null, discountStartsAt: null, discountEndsAt: null };
  return {
    discountPrice: v.salePrice.trim() ? minorOf(v.salePrice) : null,
    discountStartsAt: from ? from.toISOString() : null,
    discountEndsAt: to ? to.toISOString() : null,
  };
}

export function VipPlanDrawer({
  editing,
  onClose,
}: {
  editing: AdminVipPlan | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('drama');
  const save = useSaveVipPlan();
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <AuditedDrawer<Values, AdminVipPlan>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.vipPlans.editTitle', { period: t(`console.vipPlans.period.${current.period}`) })
          : t('console.vipPlans.newTitle')
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          period: v.period,
          days: v.days ?? 0,
          price: minorOf(v.price),
          sort: v.sort ?? 0,
          enabled: v.enabled,
          ...saleOf(v),
        });
        return t(current ? 'console.vipPlans.saved' : 'console.vipPlans.created');
      }}
      pending={save.isPending}
      width={560}
      testId="vip-plan-drawer"
    >
      <VipPlanFields />
    </AuditedDrawer>
  );
}

function VipPlanFields() {
  const { t } = useTranslation('drama');
  const form = Form.useFormInstance<Values>();
  const label = (key: string) => t(`console.vipPlans.field.${key}`);

  return (
    <>
      <Form.Item name="period" label={label('period')} required>
        <Segmented
          options={VIP_PERIODS.map((p) => ({ value: p, label: t(`console.vipPlans.period.${p}`) }))}
          onChange={(period) => {
            // A new period suggests its usual length, unless the days were set to something else.
            const days = form.getFieldValue('days') as number | null;
            if (days === null || (Object.values(VIP_PERIOD_DAYS) as number[]).includes(days)) {
              form.setFieldValue('days', VIP_PERIOD_DAYS[period as VipPeriod]);
            }
          }}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="days"
            label={label('days')}
            rules={[
              { required: true, message: t('validation:validation.required', { field: label('days') }) },
            ]}
            extra={t('console.vipPlans.daysHelp', { min: VIP_DAYS_MIN, max: VIP_DAYS_MAX })}
          >
            <InputNumber
              min={VIP_DAYS_MIN}
              max={VIP_DAYS_MAX}
              precision={0}
              style={{ width: '100%' }}
              suffix={t('console.vipPlans.daysUnit')}
              data-testid="vip-plan-days"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="price"
            label={label('price')}
            required
            rules={[priceRule(t)]}
            extra={t('console.vipPlans.priceHelp')}
          >
            <Input
              className="ltr-input"
              inputMode="decimal"
              prefix={<span dir="ltr">US$</span>}
              placeholder="9.99"
              data-testid="vip-plan-price"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="sort"
            label={t('staff:catalogue.field.sort')}
            extra={t('staff:catalogue.sortHelp')}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="enabled"
            label={label('enabled')}
            valuePropName="checked"
            extra={t('console.vipPlans.enabledHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" style={{ marginBlock: 8 }}>
        {t('console.vipPlans.sale.title')}
      </Divider>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('console.vipPlans.sale.help')}
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="salePrice"
            label={t('console.vipPlans.sale.price')}
            dependencies={['price', 'saleWindow']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  const window = getFieldValue('saleWindow') as Values['saleWindow'];
                  if (!value?.trim()) {
                    if (window?.[0] || window?.[1])
                      throw new Error(t('validation:validation.saleIncomplete'));
                    return;
                  }
                  await priceRule(t).validator?.(_rule, value);
                  if (minorOf(value) >= minorOf(getFieldValue('price') as string))
                    throw new Error(t('validation:validation.saleBelowList'));
                },
              }),
            ]}
          >
            <Input
              className="ltr-input"
              inputMode="decimal"
              prefix={<span dir="ltr">US$</span>}
              placeholder="17.49"
              allowClear
              data-testid="vip-plan-sale-price"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24}>
          <Form.Item
            name="saleWindow"
            label={t('console.vipPlans.sale.window')}
            dependencies={['salePrice']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: Values['saleWindow']) => {
                  const price = (getFieldValue('salePrice') as string | undefined)?.trim();
                  if (!value?.[0] || !value?.[1]) {
                    if (price) throw new Error(t('validation:validation.saleIncomplete'));
                    return;
                  }
                  if (!value[1].isAfter(value[0]))
                    throw new Error(t('validation:validation.saleEndAfterStart'));
                },
              }),
            ]}
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              data-testid="vip-plan-sale-window"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
