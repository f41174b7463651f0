import { useEffect, useState } from 'react';
import { App, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOTTERY_COST_MAX, type LotteryRules } from '@app/contract';
import { ReasonedSave } from '#admin/components/reasoned-save';
import { PageTitle } from '#admin/components/page-title';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { useCanCall } from '#admin/lib/access';
import { showSaveFailure } from '#admin/lib/errors';
import { useLotteryAdmin, useSaveLotteryRules } from '#admin/features/lottery/prizes/api/lottery';

type Values = LotteryRules & { reason: string };
const FIELDS = ['pointsPerUnit', 'checkInPoints', 'costPerDraw'] as const;
const LIMITS = {
  pointsPerUnit: [0, 1000],
  checkInPoints: [0, 100_000],
  costPerDraw: [1, LOTTERY_COST_MAX],
} as const;

/**
 * The points rules (decision 55): points per 1.00 paid on a completed order, the daily check-in's
 * points (the day in the stated zone) and the cost of a draw. Admins change them with a reason.
 */
export default function PointsRulesPage() {
  const { t } = useTranslation(['lottery', 'staff', 'validation']);
  const { message } = App.useApp();
  const query = useLotteryAdmin();
  const save = useSaveLotteryRules();
  const canSave = useCanCall('admin/saveLotteryRules');
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (query.data) form.setFieldsValue({ ...query.data.rules, reason: '' });
  }, [query.data, form]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      await save.mutateAsync({
        pointsPerUnit: values.pointsPerUnit,
        checkInPoints: values.checkInPoints,
        costPerDraw: values.costPerDraw,
        reason: values.reason.trim(),
      });
      form.setFieldValue('reason', '');
      void message.success(t('console.saved'));
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, [
        'pointsPerUnit',
        'checkInPoints',
        'costPerDraw',
        'reason',
      ]);
    }
  };

  return (
    <>
      <PageTitle
        title={t('console.rules.title')}
        subtitle={t('console.rules.subtitle', { zone: query.data.checkInZone })}
      />
      <Card>
        <Form
          form={form}
          layout="vertical"
          disabled={save.isPending || !canSave}
          style={{ maxWidth: 560 }}
          data-testid="lottery-rules-form"
        >
          {FIELDS.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`console.rules.${name}`)}
              extra={t(`console.rules.hint.${name}`)}
              rules={[{ required: true, message: t('validation:validation.required') }]}
            >
              <InputNumber min={LIMITS[name][0]} max={LIMITS[name][1]} precision={0} style={{ width: 220 }} />
            </Form.Item>
          ))}
          <ReasonedSave
            canSave={canSave}
            readOnly={<Typography.Paragraph type="secondary">{t('console.readOnly')}</Typography.Paragraph>}
            reasonLabel={t('console.reason')}
            saveLabel={t('console.save')}
            failure={failure}
            pending={save.isPending}
            onSave={submit}
            testId="lottery-rules"
          />
        </Form>
      </Card>
    </>
  );
}
