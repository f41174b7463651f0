import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  OFFERING_PRICE_MAX,
  OFFERING_UNITS_MAX,
  SHARE_BP_TOTAL,
  VIP_LEVEL_MAX,
  WALLET_SCALE,
  saveOfferingBody,
  type AdminOffering,
} from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { zodRule } from '#admin/lib/zod-rule';
import { useDramaChoices, useSaveOffering } from '#admin/features/invest/offerings/api/offerings';

interface Values {
  videoId: number | null;
  unitsIssued: number | null;
  unitPrice: string;
  /** Percent of the drama's net revenue (basis points / 100). */
  share: number | null;
  vipLevel: number;
  perPersonLimit: number | null;
  rush: [Dayjs, Dayjs] | null;
  earnsUntil: Dayjs | null;
  reason: string;
}

const BLANK: Values = {
  videoId: null,
  unitsIssued: 1000,
  unitPrice: '',
  share: 10,
  vipLevel: 0,
  perPersonLimit: 50,
  rush: null,
  earnsUntil: null,
  reason: '',
};
const valuesOf = (o: AdminOffering): Values => ({
  videoId: o.drama.id,
  unitsIssued: o.unitsIssued,
  unitPrice: toDecimal(o.unitPrice),
  share: o.shareBp / 100,
  vipLevel: o.vipLevel,
  perPersonLimit: o.perPersonLimit,
  rush: [dayjs(o.rushStartsAt), dayjs(o.rushEndsAt)],
  earnsUntil: dayjs(o.earnsUntil),
  reason: '',
});

/** The server names the contract's fields; the form keeps some of them together. */
const fieldOf = (field: string) =>
  field === 'rushStartsAt' || field === 'rushEndsAt'
    ? 'rush'
    : field === 'shareBp'
      ? 'share'
      : field in BLANK
        ? field
        : undefined;

export function OfferingDrawer({
  editing,
  onClose,
}: {
  editing: AdminOffering | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('invest');
  const save = useSaveOffering();
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <AuditedDrawer<Values, AdminOffering>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.offerings.editTitle', { drama: current.drama.title })
          : t('console.offerings.newTitle')
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      fieldOf={fieldOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          videoId: v.videoId ?? 0,
          unitsIssued: v.unitsIssued ?? 0,
          unitPrice: minorOf(v.unitPrice),
          shareBp: Math.round((v.share ?? 0) * 100),
          vipLevel: v.vipLevel,
          perPersonLimit: v.perPersonLimit ?? 0,
          rushStartsAt: v.rush?.[0]?.toISOString() ?? '',
          rushEndsAt: v.rush?.[1]?.toISOString() ?? '',
          earnsUntil: v.earnsUntil?.toISOString() ?? '',
          reason: v.reason.trim(),
        });
        return t(current ? 'console.offerings.saved' : 'console.offerings.created');
      }}
      pending={save.isPending}
      width={640}
      testId="offering-drawer"
    >
      <OfferingFields paid={(current?.unitsPaid ?? 0) > 0} />
    </AuditedDrawer>
  );
}

function OfferingFields({ paid }: { paid: boolean }) {
  const { t } = useTranslation('invest');
  const dramas = useDramaChoices(true);
  const label = (key: string) => t(`console.offerings.field.${key}`);
  const { shape } = saveOfferingBody;
  const required = (key: string) => ({
    required: true,
    message: t('validation:validation.required', { field: label(key) }),
  });
  return (
    <>
      <Form.Item name="videoId" label={label('drama')} rules={[required('drama')]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={dramas.isPending}
          placeholder={t('console.offerings.dramaSearch')}
          options={(dramas.data?.list ?? []).map((v) => ({ value: v.id, label: v.title }))}
          data-testid="offering-drama"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="unitsIssued"
            label={label('unitsIssued')}
            rules={[zodRule(shape.unitsIssued, t, label('unitsIssued'))]}
          >
            <InputNumber
              min={1}
              max={OFFERING_UNITS_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="offering-units-issued"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="unitPrice"
            label={label('unitPrice')}
            required
            rules={[amountRule(t, () => WALLET_SCALE, { positive: true, max: OFFERING_PRICE_MAX })]}
          >
            <Input inputMode="decimal" dir="ltr" data-testid="offering-unit-price" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="share"
            label={label('share')}
            rules={[required('share')]}
            extra={t('console.offerings.shareHelp')}
          >
            <InputNumber
              min={0.01}
              max={SHARE_BP_TOTAL / 100}
              step={0.5}
              precision={2}
              addonAfter="%"
              style={{ width: '100%' }}
              data-testid="offering-share"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="vipLevel" label={label('vipLevel')}>
            <Select
              options={Array.from({ length: VIP_LEVEL_MAX + 1 }, (_, level) => ({
                value: level,
                label: t('console.offerings.vipLevel', { level }),
              }))}
              data-testid="offering-vip-level"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="perPersonLimit"
            label={label('perPersonLimit')}
            rules={[zodRule(shape.perPersonLimit, t, label('perPersonLimit'))]}
          >
            <InputNumber
              min={1}
              max={OFFERING_UNITS_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="offering-limit"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="rush"
        label={label('rush')}
        rules={[
          required('rush'),
          {
            validator: async (_r, value: Values['rush']) => {
              if (value?.[0] && value[1] && !value[1].isAfter(value[0]))
                throw new Error(t('validation:validation.rushEndAfterStart'));
            },
          },
        ]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          data-testid="offering-rush"
        />
      </Form.Item>
      <Form.Item
        name="earnsUntil"
        label={label('earnsUntil')}
        dependencies={['rush']}
        rules={[
          required('earnsUntil'),
          ({ getFieldValue }) => ({
            validator: async (_r, value: Dayjs | null) => {
              const rush = getFieldValue('rush') as Values['rush'];
              if (value && rush?.[1] && !value.isAfter(rush[1]))
                throw new Error(t('validation:validation.deadlineAfterRush'));
            },
          }),
        ]}
        extra={t('console.offerings.untilHelp')}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          data-testid="offering-until"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {paid ? t('console.offerings.paidHelp') : t('console.offerings.changeNote')}
      </Typography.Paragraph>
      <Form.Item
        name="reason"
        label={label('reason')}
        required
        rules={[zodRule(shape.reason, t, label('reason'))]}
      >
        <Input.TextArea maxLength={200} rows={2} showCount data-testid="offering-reason" />
      </Form.Item>
    </>
  );
}
