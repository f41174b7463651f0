import { useState } from 'react';
import { Col, Form, Input, InputNumber, Row, Segmented, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  RTL_LOCALES,
  TRAFFIC_COUNT_MAX,
  TRAFFIC_DESCRIPTION_MAX,
  TRAFFIC_NAME_MAX,
  TRAFFIC_PRICE_MAX,
  TRAFFIC_UNITS,
  TRANSLATION_LOCALES,
  WALLET_SCALE,
  isTranslated,
  saveTrafficPlanBody,
  trafficDays,
  type AdminTrafficPlan,
  type Locale,
  type TrafficUnit,
} from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { LanguagePicker } from '#admin/components/language-picker';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveTrafficPlan } from '#admin/features/traffic/plans/api/traffic-plans';
import { formatUnits } from './units';

interface Values {
  name: string;
  description: string;
  /** The other 19 languages; empty name and description mean "not translated yet". */
  translations: Partial<Record<Locale, { title?: string; body?: string }>>;
  price: string;
  unit: TrafficUnit;
  count: number | null;
  active: boolean;
  sort: number | null;
  reason: string;
}

const BLANK: Values = {
  name: '',
  description: '',
  translations: {},
  price: '',
  unit: 'week',
  count: 1,
  active: true,
  sort: 0,
  reason: '',
};
const valuesOf = (p: AdminTrafficPlan): Values => ({
  name: p.name,
  description: p.description,
  translations: p.translations,
  price: toDecimal(p.price),
  unit: p.unit,
  count: p.count,
  active: p.active,
  sort: p.sort,
  reason: '',
});

const textOf = (v: { title?: string; body?: string } | undefined) => ({
  title: v?.title?.trim() ?? '',
  body: v?.body?.trim() ?? '',
});

/** The server names `translations.<locale>.title` / `.body`: the form's fields of that language. */
const fieldOf = (field: string) => {
  const [top, locale, part] = field.split('.');
  if (top === 'translations' && locale && part) return ['translations', locale, part];
  return top && top in BLANK ? top : undefined;
};

export function TrafficPlanDrawer({
  editing,
  onClose,
}: {
  editing: AdminTrafficPlan | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('traffic');
  const save = useSaveTrafficPlan();
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <AuditedDrawer<Values, AdminTrafficPlan>
      editing={editing}
      onClose={onClose}
      title={current ? t('console.plans.editTitle', { name: current.name }) : t('console.plans.newTitle')}
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      fieldOf={fieldOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          name: v.name.trim(),
          description: v.description.trim(),
          // Every other language as sent: empty ones tell the server "not translated yet".
          translations: Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, textOf(v.translations?.[l])])),
          price: minorOf(v.price),
          unit: v.unit,
          count: v.count ?? 0,
          active: v.active,
          sort: v.sort ?? 0,
          reason: v.reason.trim(),
        });
        return t(current ? 'console.plans.saved' : 'console.plans.created');
      }}
      pending={save.isPending}
      width={720}
      testId="traffic-plan-drawer"
    >
      <TrafficPlanFields />
    </AuditedDrawer>
  );
}

function TrafficPlanFields() {
  const { t, i18n } = useTranslation('traffic');
  const [locale, setLocale] = useState<Locale>('en');
  const name = (Form.useWatch('name') ?? '') as string;
  const description = (Form.useWatch('description') ?? '') as string;
  const unit = (Form.useWatch('unit') ?? 'week') as TrafficUnit;
  const count = (Form.useWatch('count') ?? 0) as number;
  const translations = (Form.useWatch('translations') ?? {}) as Values['translations'];
  const label = (key: string) => t(`console.plans.field.${key}`);
  const { shape } = saveTrafficPlanBody;
  const done = (l: Locale) =>
    l === 'en' ? isTranslated({ title: name, body: description }) : isTranslated(textOf(translations[l]));
  const days = count > 0 ? trafficDays(unit, count) : 0;

  return (
    <>
      <LanguagePicker value={locale} onChange={setLocale} done={done} testId="traffic-plan-language" />
      <div hidden={locale !== 'en'}>
        <Form.Item name="name" label={label('name')} required rules={[zodRule(shape.name, t, label('name'))]}>
          <Input maxLength={TRAFFIC_NAME_MAX} showCount dir="auto" data-testid="traffic-plan-name" />
        </Form.Item>
        <Form.Item
          name="description"
          label={label('description')}
          required
          rules={[zodRule(shape.description, t, label('description'))]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={TRAFFIC_DESCRIPTION_MAX}
            showCount
            dir="auto"
            data-testid="traffic-plan-description"
          />
        </Form.Item>
      </div>
      {TRANSLATION_LOCALES.map((l) => (
        <div key={l} hidden={l !== locale} lang={l}>
          <Form.Item name={['translations', l, 'title']} label={label('name')}>
            <Input
              maxLength={TRAFFIC_NAME_MAX}
              showCount
              dir={RTL_LOCALES.has(l) ? 'rtl' : 'auto'}
              placeholder={t('content:console.translations.notTranslated')}
              data-testid={`traffic-plan-name-${l}`}
            />
          </Form.Item>
          <Form.Item
            name={['translations', l, 'body']}
            label={label('description')}
            extra={t('console.plans.translationHelp')}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={TRAFFIC_DESCRIPTION_MAX}
              showCount
              dir={RTL_LOCALES.has(l) ? 'rtl' : 'auto'}
              data-testid={`traffic-plan-description-${l}`}
            />
          </Form.Item>
        </div>
      ))}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="price"
            label={label('price')}
            required
            rules={[amountRule(t, () => WALLET_SCALE, { positive: true, max: TRAFFIC_PRICE_MAX })]}
            extra={t('console.plans.priceHelp')}
          >
            <Input inputMode="decimal" dir="ltr" data-testid="traffic-plan-price" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="unit" label={label('unit')} required>
            <Segmented
              options={TRAFFIC_UNITS.map((u) => ({ value: u, label: t(`console.plans.unit.${u}`) }))}
              data-testid="traffic-plan-unit"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          <Form.Item
            name="count"
            label={label('count')}
            required
            rules={[zodRule(shape.count, t, label('count'))]}
            extra={
              days > 0
                ? t('console.plans.daysHelp', { days: formatUnits(days, 'day', i18n.language) })
                : undefined
            }
          >
            <InputNumber
              min={1}
              max={TRAFFIC_COUNT_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="traffic-plan-count"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="sort"
            label={t('staff:catalogue.field.sort')}
            extra={t('staff:catalogue.sortHelp')}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="active" label={label('active')} valuePropName="checked">
            <Switch data-testid="traffic-plan-active" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('console.plans.changeNote')}
      </Typography.Paragraph>
      <Form.Item
        name="reason"
        label={label('reason')}
        required
        rules={[zodRule(shape.reason, t, label('reason'))]}
      >
        <Input.TextArea maxLength={200} rows={2} showCount data-testid="traffic-plan-reason" />
      </Form.Item>
    </>
  );
}
