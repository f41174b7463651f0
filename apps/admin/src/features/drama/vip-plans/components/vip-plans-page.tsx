import { useState } from 'react';
import { App, Button, Card, Col, Flex, Row, Skeleton, Switch, Tag, Tooltip, Typography } from 'antd';
import { CrownOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminVipPlan } from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { ErrorState } from '#admin/components/error-state';
import { useMoney } from '#admin/components/money';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { useSaveVipPlan, useVipPlans } from '#admin/features/drama/vip-plans/api/vip-plans';
import { VipPlanDrawer } from './vip-plan-drawer';

const PERIOD_COLOR = { month: 'blue', quarter: 'purple', year: 'gold' } as const;

/** A plan's sale as staff read it: in force now, coming, or over (none: no sale set). */
function saleState(plan: AdminVipPlan, now = Date.now()) {
  if (plan.discountPrice === null || !plan.discountStartsAt || !plan.discountEndsAt) return null;
  const from = Date.parse(plan.discountStartsAt);
  const to = Date.parse(plan.discountEndsAt);
  const state = now < from ? 'upcoming' : now < to ? 'now' : 'over';
  // Rounded down, like the server's percentOff: never more than is taken off.
  const percent = Math.floor(((plan.price - plan.discountPrice) * 100) / plan.price);
  return { state, percent } as const;
}

export default function VipPlansPage() {
  const { t } = useTranslation('drama');
  const { message, modal } = App.useApp();
  const money = useMoney();
  const { i18n } = useTranslation();
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const canSave = useCanCall('admin/saveVipPlan');
  const result = useVipPlans();
  const save = useSaveVipPlan();
  const [editing, setEditing] = useState<AdminVipPlan | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const plans = result.data?.list ?? [];

  const setEnabled = async (plan: AdminVipPlan, enabled: boolean) => {
    setSwitching(plan.id);
    try {
      const { sold: _sold, ...fields } = plan;
      await save.mutateAsync({ ...fields, enabled });
      void message.success(t(enabled ? 'console.vipPlans.enabledDone' : 'console.vipPlans.disabledDone'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    } finally {
      setSwitching(null);
    }
  };
  const toggle = (plan: AdminVipPlan, enabled: boolean) => {
    if (enabled) {
      void setEnabled(plan, true);
      return;
    }
    // Hiding a plan stops sales at once: ask first.
    modal.confirm({
      title: t('console.vipPlans.disableTitle', { period: t(`console.vipPlans.period.${plan.period}`) }),
      content: t('console.vipPlans.disableExplain'),
      okText: t('console.vipPlans.disable'),
      okButtonProps: { danger: true },
      cancelText: t('staff:action.cancel'),
      onOk: () => setEnabled(plan, false),
    });
  };

  const card = (plan: AdminVipPlan) => {
    const perDay = Math.round(plan.price / plan.days);
    const sale = saleState(plan);
    return (
      <Card
        size="small"
        data-testid="vip-plan-card"
        style={{
          height: '100%',
          opacity: plan.enabled ? 1 : 0.75,
          borderStyle: plan.enabled ? 'solid' : 'dashed',
        }}
        title={
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            <CrownOutlined style={{ color: plan.enabled ? '#fa8c16' : '#bfbfbf' }} />
            <Tag color={PERIOD_COLOR[plan.period]} style={{ marginInlineEnd: 0 }}>
              {t(`console.vipPlans.period.${plan.period}`)}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('console.vipPlans.idValue', { id: plan.id })}
            </Typography.Text>
          </Flex>
        }
        extra={
          <Tooltip title={t(plan.enabled ? 'console.vipPlans.onSale' : 'console.vipPlans.hidden')}>
            <Switch
              size="small"
              checked={plan.enabled}
              disabled={!canSave}
              loading={switching === plan.id}
              onChange={(on) => toggle(plan, on)}
              aria-label={`${t('console.vipPlans.field.enabled')} · ${t(`console.vipPlans.period.${plan.period}`)}`}
              data-testid="vip-plan-enabled"
            />
          </Tooltip>
        }
        actions={
          canSave
            ? [
                <Button
                  key="edit"
                  type="link"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(plan)}
                  data-testid="vip-plan-edit"
                >
                  {t('staff:catalogue.edit')}
                </Button>,
              ]
            : undefined
        }
      >
        <Flex vertical gap={4}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {money(plan.price)}
          </Typography.Title>
          {sale ? (
            <Typography.Text data-testid="vip-plan-sale" type={sale.state === 'now' ? 'danger' : 'secondary'}>
              {t(`console.vipPlans.sale.${sale.state}`, {
                price: money(plan.discountPrice!),
                percent: sale.percent,
                from: dateTime(plan.discountStartsAt!),
                to: dateTime(plan.discountEndsAt!),
              })}
            </Typography.Text>
          ) : null}
          <Typography.Text>{t('console.vipPlans.daysValue', { count: plan.days })}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.vipPlans.perDay', { price: money(perDay) })}
          </Typography.Text>
          <Flex gap={6} wrap style={{ marginTop: 8 }}>
            {plan.enabled ? (
              <Tag color="success">{t('console.vipPlans.onSale')}</Tag>
            ) : (
              <Tag>{t('console.vipPlans.hidden')}</Tag>
            )}
            <Tag variant="filled">{t('console.vipPlans.soldValue', { count: plan.sold })}</Tag>
            <Tag variant="filled">{t('staff:catalogue.sortValue', { sort: plan.sort })}</Tag>
          </Flex>
        </Flex>
      </Card>
    );
  };

  let body;
  if (result.error && !result.data) {
    body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  } else if (result.isPending) {
    body = (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={12} lg={8} xxl={6}>
            <Card size="small">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (plans.length === 0) {
    body = <EmptyState description={t('console.vipPlans.empty')} />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {plans.map((plan) => (
          <Col key={plan.id} xs={24} sm={12} lg={8} xxl={6}>
            {card(plan)}
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <CataloguePage<AdminVipPlan>
      ns="drama:console.vipPlans"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? { label: t('console.vipPlans.add'), onClick: () => setEditing('new'), testId: 'vip-plan-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue', text: t('console.vipPlans.priceNote') }}
      editor={<VipPlanDrawer editing={editing} onClose={() => setEditing(null)} />}
    >
      {body}
    </CataloguePage>
  );
}
