import { useEffect, useState } from 'react';
import { App, Card, Descriptions, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonedSave } from '#admin/components/reasoned-save';
import { PRICE_RAISE_DAYS, formatMoney, pointsCost, pointsStep, type PromotionSettings } from '@app/contract';
import { PageTitle } from '#admin/components/page-title';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { useCanCall } from '#admin/lib/access';
import { showSaveFailure } from '#admin/lib/errors';
import {
  usePromotionSettings,
  useSavePromotionSettings,
} from '#admin/features/promotion/settings/api/settings';

type Values = PromotionSettings & { reason: string };
const FIELDS = ['pointsPerUnit', 'costPerProductDay', 'maxDiscountPercent'] as const;
const MAX = { pointsPerUnit: 100_000, costPerProductDay: 1_000_000, maxDiscountPercent: 90 } as const;

/**
 * The promotion rules (issue 14 part 8, decision 41): points per 1.00 of the wallet currency, the
 * cost of promoting one product for a day, and the highest discount. Admins change them with a
 * reason (audited); sellers see them where they buy points and add promotions.
 */
export default function PromotionSettingsPage() {
  const { t, i18n } = useTranslation(['promotion', 'staff', 'validation']);
  const { message } = App.useApp();
  const query = usePromotionSettings();
  const save = useSavePromotionSettings();
  const canSave = useCanCall('admin/savePromotionSettings');
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;

  useEffect(() => {
    if (query.data) form.setFieldsValue({ ...query.data, reason: '' });
  }, [query.data, form]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const rate = watched?.pointsPerUnit ?? query.data.pointsPerUnit;
  const perDay = watched?.costPerProductDay ?? query.data.costPerProductDay;
  const step = rate > 0 ? pointsStep(rate) : 1;
  const examplePoints = Math.ceil(1_000 / step) * step;
  const money = (minor: number) => `\u2066${formatMoney(minor, i18n.language)}\u2069`;

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      await save.mutateAsync({
        pointsPerUnit: values.pointsPerUnit,
        costPerProductDay: values.costPerProductDay,
        maxDiscountPercent: values.maxDiscountPercent,
        reason: values.reason.trim(),
      });
      form.setFieldValue('reason', '');
      void message.success(t('console.saved'));
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, [
        'pointsPerUnit',
        'costPerProductDay',
        'maxDiscountPercent',
        'reason',
      ]);
    }
  };

  return (
    <>
      <PageTitle title={t('console.title')} subtitle={t('console.subtitle')} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          disabled={save.isPending || !canSave}
          style={{ maxWidth: 560 }}
          data-testid="promotion-settings-form"
        >
          {FIELDS.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`console.field.${name}`)}
              extra={t(`console.hint.${name}`)}
              rules={[
                {
                  required: true,
                  message: t('validation:validation.required', { field: t(`console.field.${name}`) }),
                },
              ]}
            >
              <InputNumber
                min={1}
                max={MAX[name]}
                precision={0}
                suffix={name === 'maxDiscountPercent' ? '%' : undefined}
                style={{ width: 220 }}
                data-testid={`promotion-settings-${name}`}
              />
            </Form.Item>
          ))}
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ marginBottom: 16 }}
            title={t('console.example.title')}
            items={[
              {
                key: 'buy',
                label: t('console.example.buy'),
                children: t('console.example.buyValue', {
                  points: examplePoints.toLocaleString(i18n.language),
                  amount: money(rate > 0 ? pointsCost(examplePoints, rate) : 0),
                }),
              },
              {
                key: 'week',
                label: t('console.example.week'),
                children: t('console.example.weekValue', {
                  points: (perDay * 7).toLocaleString(i18n.language),
                }),
              },
              {
                key: 'rule',
                label: t('console.example.rule'),
                children: t('console.example.ruleValue', { days: PRICE_RAISE_DAYS }),
              },
            ]}
          />
          <ReasonedSave
            canSave={canSave}
            readOnly={<Typography.Paragraph type="secondary">{t('console.readOnly')}</Typography.Paragraph>}
            reasonLabel={t('console.reason')}
            saveLabel={t('console.save')}
            failure={failure}
            pending={save.isPending}
            onSave={submit}
            testId="promotion-settings"
          />
        </Form>
      </Card>
    </>
  );
}
