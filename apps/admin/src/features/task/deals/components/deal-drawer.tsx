import { useState } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEAL_PRICE_MAX, DEAL_TARGET_MAX, WALLET_SCALE, createDealBody, type AdminDeal } from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useMoney } from '#admin/components/money';
import { amountRule, minorOf } from '#admin/lib/amounts';
import { zodRule } from '#admin/lib/zod-rule';
import { useCreateDeal, useGoodsChoices } from '#admin/features/task/deals/api/deals';

interface Values {
  skuId: number | null;
  price: string;
  targetCount: number | null;
  cashback: string;
  effect: 'immediate' | 'timed';
  startsAt: Dayjs | null;
  deadline: Dayjs | null;
  reason: string;
}

const BLANK: Values = {
  skuId: null,
  price: '',
  targetCount: 5,
  cashback: '0',
  effect: 'immediate',
  startsAt: null,
  deadline: null,
  reason: '',
};

const fieldOf = (field: string) => (field in BLANK ? field : undefined);

/** A new deal, with a reason (audited): deals are not changed once people may have joined. */
export function DealDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('task');
  const create = useCreateDeal();
  return (
    <AuditedDrawer<Values, AdminDeal>
      editing={open ? 'new' : null}
      onClose={onClose}
      title={t('console.deals.newTitle')}
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={() => BLANK}
      fieldOf={fieldOf}
      save={async (v) => {
        await create.mutateAsync({
          skuId: v.skuId ?? 0,
          price: minorOf(v.price),
          targetCount: v.targetCount ?? 0,
          cashback: minorOf(v.cashback || '0'),
          effect: v.effect,
          ...(v.effect === 'timed' && v.startsAt ? { startsAt: v.startsAt.toISOString() } : {}),
          deadline: v.deadline?.toISOString() ?? '',
          reason: v.reason.trim(),
        });
        return t('console.deals.created');
      }}
      pending={create.isPending}
      width={640}
      testId="deal-drawer"
    >
      <DealFields />
    </AuditedDrawer>
  );
}

function DealFields() {
  const { t } = useTranslation('task');
  const money = useMoney();
  const [keyword, setKeyword] = useState('');
  const goods = useGoodsChoices(keyword, true);
  const form = Form.useFormInstance<Values>();
  const effect = Form.useWatch('effect', form) ?? 'immediate';
  const label = (key: string) => t(`console.deals.field.${key}`);
  const { shape } = createDealBody;
  const required = (key: string) => ({
    required: true,
    message: t('validation:validation.required', { field: label(key) }),
  });
  const options = (goods.data?.list ?? []).flatMap((g) =>
    g.skus.map((s) => ({
      value: s.id,
      label: `${g.title} · ${s.name} · ${money(s.price)} (${g.storeName})`,
    })),
  );
  return (
    <>
      <Form.Item
        name="skuId"
        label={label('product')}
        rules={[required('product')]}
        extra={t('console.deals.productHelp')}
      >
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={goods.isFetching}
          placeholder={t('console.deals.productSearch')}
          options={options}
          data-testid="deal-product"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="price"
            label={label('price')}
            required
            extra={t('console.deals.priceHelp')}
            rules={[amountRule(t, () => WALLET_SCALE, { positive: true, max: DEAL_PRICE_MAX })]}
          >
            <Input inputMode="decimal" dir="ltr" data-testid="deal-price" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="targetCount" label={label('targetCount')} rules={[required('targetCount')]}>
            <InputNumber
              min={2}
              max={DEAL_TARGET_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="deal-target"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="cashback"
            label={label('cashback')}
            extra={t('console.deals.cashbackHelp')}
            dependencies={['price']}
            rules={[
              amountRule(t, () => WALLET_SCALE, { max: DEAL_PRICE_MAX }),
              ({ getFieldValue }) => ({
                validator: async (_r, value: string) => {
                  const price = minorOf(getFieldValue('price') as string);
                  if (price > 0 && minorOf(value || '0') >= price)
                    throw new Error(t('validation:validation.dealCashbackBelowPrice'));
                },
              }),
            ]}
          >
            <Input inputMode="decimal" dir="ltr" data-testid="deal-cashback" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="effect" label={label('effect')}>
            <Radio.Group
              options={[
                { value: 'immediate', label: t('console.effect.immediate') },
                { value: 'timed', label: t('console.effect.timed') },
              ]}
              data-testid="deal-effect"
            />
          </Form.Item>
        </Col>
      </Row>
      {effect === 'timed' && (
        <Form.Item name="startsAt" label={label('startsAt')} rules={[required('startsAt')]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            data-testid="deal-starts"
          />
        </Form.Item>
      )}
      <Form.Item
        name="deadline"
        label={label('deadline')}
        dependencies={['startsAt', 'effect']}
        rules={[
          required('deadline'),
          ({ getFieldValue }) => ({
            validator: async (_r, value: Dayjs | null) => {
              const start =
                getFieldValue('effect') === 'timed' ? (getFieldValue('startsAt') as Dayjs | null) : null;
              if (value && (!value.isAfter(Date.now()) || (start && !value.isAfter(start))))
                throw new Error(t('validation:validation.dealDeadlineAfterStart'));
            },
          }),
        ]}
        extra={t('console.deals.deadlineHelp')}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          data-testid="deal-deadline"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('console.deals.rulesNote')}
      </Typography.Paragraph>
      <Form.Item
        name="reason"
        label={label('reason')}
        required
        rules={[zodRule(shape.reason, t, label('reason'))]}
      >
        <Input.TextArea maxLength={200} rows={2} showCount data-testid="deal-reason" />
      </Form.Item>
    </>
  );
}
