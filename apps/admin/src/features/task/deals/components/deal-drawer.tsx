import { useState } from 'react';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DEAL_PRICE_MAX,
  DEAL_TARGET_MAX,
  WALLET_SCALE,
  createDealBody,
  type AdminDeal,
  type DealPriceMode,
} from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useMoney } from '#admin/components/money';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';
import { zodRule } from '#admin/lib/zod-rule';
import { useCreateDeal, useGoodsChoices, useUpdateDeal } from '#admin/features/task/deals/api/deals';

interface Values {
  skuId: number | null;
  priceMode: DealPriceMode;
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
  priceMode: 'amount',
  price: '',
  targetCount: 5,
  cashback: '0',
  effect: 'immediate',
  startsAt: null,
  deadline: null,
  reason: '',
};

const fieldOf = (field: string) => (field in BLANK ? field : undefined);

const valuesOf = (d: AdminDeal): Values => ({
  skuId: d.product.skuId,
  priceMode: d.priceMode,
  price: toDecimal(d.price),
  targetCount: d.targetCount,
  cashback: toDecimal(d.cashback),
  effect: d.effect,
  startsAt: dayjs(d.startsAt),
  deadline: dayjs(d.deadline),
  reason: '',
});

/**
 * A new deal, or an edit of one (both audited with a reason): before anyone joined every term but
 * the product may change; after the first join only a later deadline (the server holds the same).
 */
export function DealDrawer({ editing, onClose }: { editing: AdminDeal | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('task');
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <AuditedDrawer<Values, AdminDeal>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t(current.joined > 0 ? 'console.deals.extendTitle' : 'console.deals.editTitle')
          : t('console.deals.newTitle')
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      fieldOf={fieldOf}
      save={async (v, row) => {
        const terms = {
          priceMode: v.priceMode,
          ...(v.priceMode === 'amount' ? { price: minorOf(v.price) } : {}),
          targetCount: v.targetCount ?? 0,
          cashback: minorOf(v.cashback || '0'),
          effect: v.effect,
          ...(v.effect === 'timed' && v.startsAt ? { startsAt: v.startsAt.toISOString() } : {}),
          deadline: v.deadline?.toISOString() ?? '',
          reason: v.reason.trim(),
        };
        if (row) {
          await update.mutateAsync({ id: row.id, ...terms });
          return t('console.deals.edited');
        }
        await create.mutateAsync({ skuId: v.skuId ?? 0, ...terms });
        return t('console.deals.created');
      }}
      pending={create.isPending || update.isPending}
      width={640}
      testId="deal-drawer"
    >
      <DealFields current={current} />
    </AuditedDrawer>
  );
}

function DealFields({ current }: { current: AdminDeal | null }) {
  const { t } = useTranslation('task');
  /** People joined at these terms: only the deadline moves, and only later. */
  const locked = !!current && current.joined > 0;
  const money = useMoney();
  const [keyword, setKeyword] = useState('');
  const goods = useGoodsChoices(keyword, true);
  const form = Form.useFormInstance<Values>();
  const effect = Form.useWatch('effect', form) ?? 'immediate';
  const priceMode = Form.useWatch('priceMode', form) ?? 'amount';
  const skuId = Form.useWatch('skuId', form);
  const label = (key: string) => t(`console.deals.field.${key}`);
  const { shape } = createDealBody;
  const required = (key: string) => ({
    required: true,
    message: t('validation:validation.required', { field: label(key) }),
  });
  const skus = (goods.data?.list ?? []).flatMap((g) =>
    g.skus.map((s) => ({
      value: s.id,
      price: s.price,
      label: `${g.title} · ${s.name} · ${money(s.price)} (${g.storeName})`,
    })),
  );
  const options = skus.map(({ value, label: text }) => ({ value, label: text }));
  /** The chosen specification's own price: the deal's amount in mode `product`, the ceiling otherwise. */
  const listPrice = current ? current.product.listPrice : skus.find((s) => s.value === skuId)?.price;
  return (
    <>
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('console.deals.lockedNote', { joined: current.joined })}
          data-testid="deal-locked"
        />
      )}
      {current ? (
        <Form.Item label={label('product')}>
          <Typography.Text dir="auto" data-testid="deal-product-fixed">
            {current.product.title} · {current.product.skuName} · {money(current.product.listPrice)} (
            {current.product.store.name})
          </Typography.Text>
        </Form.Item>
      ) : (
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
      )}
      <Form.Item name="priceMode" label={label('priceMode')}>
        <Radio.Group
          disabled={locked}
          options={[
            { value: 'product', label: t('console.deals.priceMode.product') },
            { value: 'amount', label: t('console.deals.priceMode.amount') },
          ]}
          data-testid="deal-price-mode"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {priceMode === 'product' ? (
            <Form.Item label={label('price')} extra={t('console.deals.priceModeHelp.product')}>
              <Typography.Text strong data-testid="deal-price-product">
                {listPrice === undefined ? '—' : money(locked ? current.price : listPrice)}
              </Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item
              name="price"
              label={label('price')}
              required
              dependencies={['skuId']}
              extra={t('console.deals.priceModeHelp.amount')}
              rules={[
                amountRule(t, () => WALLET_SCALE, { positive: true, max: DEAL_PRICE_MAX }),
                () => ({
                  validator: async (_r, value: string) => {
                    if (listPrice !== undefined && value && minorOf(value) >= listPrice)
                      throw new Error(t('validation:validation.dealAmountBelowPrice'));
                  },
                }),
              ]}
            >
              <Input inputMode="decimal" dir="ltr" disabled={locked} data-testid="deal-price" />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="targetCount" label={label('targetCount')} rules={[required('targetCount')]}>
            <InputNumber
              disabled={locked}
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
            dependencies={['price', 'priceMode']}
            rules={[
              amountRule(t, () => WALLET_SCALE, { max: DEAL_PRICE_MAX }),
              ({ getFieldValue }) => ({
                validator: async (_r, value: string) => {
                  const price =
                    getFieldValue('priceMode') === 'product'
                      ? (listPrice ?? 0)
                      : minorOf(getFieldValue('price') as string);
                  if (price > 0 && minorOf(value || '0') >= price)
                    throw new Error(t('validation:validation.dealCashbackBelowPrice'));
                },
              }),
            ]}
          >
            <Input inputMode="decimal" dir="ltr" disabled={locked} data-testid="deal-cashback" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="effect" label={label('effect')}>
            <Radio.Group
              disabled={locked}
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
            disabled={locked}
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
              if (value && locked && value.isBefore(dayjs(current.deadline)))
                throw new Error(t('validation:validation.dealDeadlineNotShorter'));
              if (value && (!value.isAfter(Date.now()) || (start && !value.isAfter(start))))
                throw new Error(t('validation:validation.dealDeadlineAfterStart'));
            },
          }),
        ]}
        extra={t(locked ? 'console.deals.extendHelp' : 'console.deals.deadlineHelp')}
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
