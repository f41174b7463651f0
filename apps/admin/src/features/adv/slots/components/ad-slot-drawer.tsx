import { useState } from 'react';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AD_DAYS_MAX,
  AD_PRICE_MAX,
  AD_STOCK_MAX,
  WALLET_SCALE,
  saveAdSlotBody,
  type AdminAdSlot,
} from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { zodRule } from '#admin/lib/zod-rule';
import { useDramaChoices, useSaveAdSlot } from '#admin/features/adv/slots/api/ad-slots';

interface Values {
  videoId: number | null;
  firstDay: Dayjs | null;
  days: number | null;
  price: string;
  stock: number | null;
  rush: [Dayjs | null, Dayjs | null] | null;
  reason: string;
}

const BLANK: Values = {
  videoId: null,
  firstDay: dayjs().add(2, 'day'),
  days: 7,
  price: '',
  stock: 3,
  rush: [dayjs().startOf('hour'), dayjs().add(1, 'day').startOf('day')],
  reason: '',
};
const valuesOf = (s: AdminAdSlot): Values => ({
  videoId: s.drama.id,
  firstDay: dayjs(s.firstDay),
  days: s.days,
  price: toDecimal(s.price),
  stock: s.stock,
  rush: [dayjs(s.rushStartsAt), dayjs(s.rushEndsAt)],
  reason: '',
});
const fieldOf = (field: string) =>
  field === 'rushStartsAt' || field === 'rushEndsAt' ? 'rush' : field in BLANK ? field : undefined;

export function AdSlotDrawer({
  editing,
  onClose,
}: {
  editing: AdminAdSlot | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adv');
  const save = useSaveAdSlot();
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <AuditedDrawer<Values, AdminAdSlot>
      editing={editing}
      onClose={onClose}
      title={
        current ? t('console.slots.editTitle', { drama: current.drama.title }) : t('console.slots.newTitle')
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      fieldOf={fieldOf}
      save={async (v, cur) => {
        await save.mutateAsync({
          ...(cur ? { id: cur.id } : {}),
          videoId: v.videoId ?? 0,
          firstDay: v.firstDay?.format('YYYY-MM-DD') ?? '',
          days: v.days ?? 0,
          price: minorOf(v.price),
          stock: v.stock ?? 0,
          rushStartsAt: v.rush?.[0]?.toISOString() ?? '',
          rushEndsAt: v.rush?.[1]?.toISOString() ?? '',
          reason: v.reason.trim(),
        });
        return t(cur ? 'console.slots.saved' : 'console.slots.created');
      }}
      pending={save.isPending}
      width={640}
      testId="ad-slot-drawer"
    >
      <AdSlotFields locked={Boolean(current && current.taken > 0)} current={current} />
    </AuditedDrawer>
  );
}

function AdSlotFields({ locked, current }: { locked: boolean; current: AdminAdSlot | null }) {
  const { t } = useTranslation('adv');
  const [keyword, setKeyword] = useState('');
  const dramas = useDramaChoices(keyword);
  const label = (key: string) => t(`console.slots.field.${key}`);
  const { shape } = saveAdSlotBody;
  const options = [
    ...(current ? [{ value: current.drama.id, label: current.drama.title }] : []),
    ...(dramas.data?.list ?? [])
      .filter((d) => d.id !== current?.drama.id)
      .map((d) => ({ value: d.id, label: d.title })),
  ];
  return (
    <>
      {locked ? (
        <Alert type="info" showIcon message={t('console.slots.lockedNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="videoId"
        label={label('drama')}
        required
        rules={[{ required: true, message: t('console.slots.dramaRequired') }]}
      >
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          options={options}
          loading={dramas.isFetching}
          disabled={locked}
          placeholder={t('console.slots.dramaPlaceholder')}
          data-testid="ad-slot-drama"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="firstDay"
            label={label('firstDay')}
            required
            extra={t('console.slots.firstDayHelp')}
          >
            <DatePicker style={{ width: '100%' }} disabled={locked} data-testid="ad-slot-first-day" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="days"
            label={label('days')}
            required
            rules={[zodRule(shape.days, t, label('days'))]}
          >
            <InputNumber
              min={1}
              max={AD_DAYS_MAX}
              precision={0}
              style={{ width: '100%' }}
              disabled={locked}
              data-testid="ad-slot-days"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="price"
            label={label('price')}
            required
            rules={[amountRule(t, () => WALLET_SCALE, { positive: true, max: AD_PRICE_MAX })]}
            extra={t('console.slots.priceHelp')}
          >
            <Input inputMode="decimal" dir="ltr" disabled={locked} data-testid="ad-slot-price" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="stock"
            label={label('stock')}
            required
            rules={[zodRule(shape.stock, t, label('stock'))]}
          >
            <InputNumber
              min={1}
              max={AD_STOCK_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="ad-slot-stock"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="rush" label={label('rush')} required extra={t('console.slots.rushHelp')}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          data-testid="ad-slot-rush"
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={label('reason')}
        required
        rules={[zodRule(shape.reason, t, label('reason'))]}
      >
        <Input.TextArea maxLength={200} rows={2} showCount data-testid="ad-slot-reason" />
      </Form.Item>
    </>
  );
}
