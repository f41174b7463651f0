import { useEffect, useState } from 'react';
import { Alert, App, Card, Col, Form, Input, Row, Statistic, Switch, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReasonedSave } from '#admin/components/reasoned-save';
import { saveCouponSettingsBody } from '@app/contract';
import { PageTitle } from '#admin/components/page-title';
import { ErrorState } from '#admin/components/error-state';
import { LoadingView } from '#admin/components/loading-view';
import { useMoney } from '#admin/components/money';
import { toDecimal, toMinor } from '#admin/lib/amounts';
import { useCanCall } from '#admin/lib/access';
import { showSaveFailure } from '#admin/lib/errors';
import { zodRule } from '#admin/lib/zod-rule';
import {
  useSaveVoucherSettings,
  useVoucherSettings,
} from '#admin/features/voucher/settings/api/voucher-settings';

interface Values {
  enabled: boolean;
  amount: string;
  minSpend: string;
  reason: string;
}

/**
 * Voucher rules (issue 14 part 8, decision 44): the first-order coupon (on or off, amount, minimum
 * spend), changed by admins with a reason (audited), and what coupons and store vouchers hold now.
 */
export default function VoucherSettingsPage() {
  const { t } = useTranslation('voucher');
  const { message } = App.useApp();
  const money = useMoney();
  const query = useVoucherSettings();
  const save = useSaveVoucherSettings();
  const canSave = useCanCall('admin/saveVoucherSettings');
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (query.data) {
      const c = query.data.coupon;
      form.setFieldsValue({
        enabled: c.enabled,
        amount: toDecimal(c.amount),
        minSpend: toDecimal(c.minSpend),
        reason: '',
      });
    }
  }, [query.data, form]);

  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    const amount = toMinor(values.amount, 2);
    const minSpend = values.minSpend.trim() === '' ? { minor: 0 } : toMinor(values.minSpend, 2);
    if ('error' in amount) {
      form.setFields([{ name: 'amount', errors: [t(`validation:${amount.error}`)] }]);
      return;
    }
    if ('error' in minSpend && !/^0*(\.0*)?$/.test(values.minSpend.trim())) {
      form.setFields([{ name: 'minSpend', errors: [t(`validation:${minSpend.error}`)] }]);
      return;
    }
    try {
      await save.mutateAsync({
        enabled: values.enabled,
        amount: amount.minor,
        minSpend: 'error' in minSpend ? 0 : minSpend.minor,
        reason: values.reason.trim(),
      });
      form.setFieldValue('reason', '');
      void message.success(t('console.saved'));
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, ['enabled', 'amount', 'minSpend', 'reason']);
    }
  };

  const reasonLabel = t('console.reason');
  return (
    <>
      <PageTitle title={t('console.title')} subtitle={t('console.subtitle')} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic
              title={t('console.stats.held')}
              value={money(data.couponHeld.amount)}
              suffix={
                <Typography.Text type="secondary">
                  · {t('console.stats.orders', { count: data.couponHeld.count })}
                </Typography.Text>
              }
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic
              title={t('console.stats.used')}
              value={money(data.couponUsed.amount)}
              suffix={
                <Typography.Text type="secondary">
                  · {t('console.stats.orders', { count: data.couponUsed.count })}
                </Typography.Text>
              }
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title={t('console.stats.running')} value={data.storeVouchersRunning} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title={t('console.stats.budgetLeft')} value={money(data.storeBudgetLeft)} />
          </Card>
        </Col>
      </Row>
      <Card title={t('console.coupon.title')} data-testid="coupon-settings">
        <Typography.Paragraph type="secondary">{t('console.coupon.help')}</Typography.Paragraph>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
        <Form
          form={form}
          layout="vertical"
          disabled={!canSave || save.isPending}
          style={{ maxWidth: 480 }}
          requiredMark
        >
          <Form.Item name="enabled" label={t('console.coupon.enabled')} valuePropName="checked">
            <Switch data-testid="coupon-enabled" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('console.coupon.amount')}
            required
            rules={[{ required: true, message: t('validation:validation.amountRequired') }]}
          >
            <Input
              prefix="US$"
              inputMode="decimal"
              style={{ direction: 'ltr' }}
              data-testid="coupon-amount"
            />
          </Form.Item>
          <Form.Item
            name="minSpend"
            label={t('console.coupon.minSpend')}
            extra={t('console.coupon.minSpendHelp')}
          >
            <Input prefix="US$" inputMode="decimal" style={{ direction: 'ltr' }} data-testid="coupon-min" />
          </Form.Item>
          <ReasonedSave
            canSave={canSave}
            readOnly={
              <Typography.Text type="secondary">
                <LockOutlined /> {t('console.adminOnly')}
              </Typography.Text>
            }
            reasonLabel={reasonLabel}
            saveLabel={t('console.save')}
            rules={[zodRule(saveCouponSettingsBody.shape.reason, t, reasonLabel)]}
            pending={save.isPending}
            onSave={submit}
            testId="coupon"
          />
        </Form>
      </Card>
    </>
  );
}
