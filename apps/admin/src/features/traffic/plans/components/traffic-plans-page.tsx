import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type AdminTrafficPlan } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { useRtl } from '#admin/lib/use-rtl';
import { useTrafficPlans } from '#admin/features/traffic/plans/api/traffic-plans';
import { TrafficPlanDrawer } from './traffic-plan-drawer';
import { formatUnits } from './units';

/**
 * `/traffic-plans`: the traffic packages sellers buy (name and description in 20 languages, price,
 * duration, on sale or not), with what each sold. Admins add and change them with a reason.
 */
export default function TrafficPlansPage() {
  const { t, i18n } = useTranslation('traffic');
  const money = useMoney();
  const rtl = useRtl();
  const canSave = useCanCall('admin/saveTrafficPlan');
  const result = useTrafficPlans();
  const [editing, setEditing] = useState<AdminTrafficPlan | 'new' | null>(null);
  const locale = i18n.language;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const languages = (p: AdminTrafficPlan) => 1 + Object.keys(p.translations).length;

  const name: TableColumnsType<AdminTrafficPlan>[number] = {
    title: t('console.plans.col.name'),
    key: 'name',
    width: 270,
    render: (_, p) => (
      <Flex vertical gap={2}>
        <Typography.Text strong lang="en">
          {p.name}
        </Typography.Text>
        {/* The English text, cut at its end whatever the console's direction (antd's RTL class would cut its start). */}
        <Typography.Text
          type="secondary"
          lang="en"
          title={p.description}
          style={{
            fontSize: 12,
            direction: 'ltr',
            textAlign: rtl ? 'right' : 'left',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            display: 'block',
          }}
        >
          {p.description}
        </Typography.Text>
        <span>
          <Tag
            color={languages(p) === LOCALES.length ? 'success' : 'warning'}
            data-testid="traffic-plan-languages"
          >
            {t('content:console.translations.count', { count: languages(p), total: LOCALES.length })}
          </Tag>
        </span>
      </Flex>
    ),
  };
  const price: TableColumnsType<AdminTrafficPlan>[number] = {
    title: t('console.plans.col.price'),
    key: 'price',
    width: 110,
    render: (_, p) => <Typography.Text strong>{money(p.price)}</Typography.Text>,
  };
  const duration: TableColumnsType<AdminTrafficPlan>[number] = {
    title: t('console.plans.col.duration'),
    key: 'duration',
    width: 120,
    render: (_, p) => (
      <Flex vertical>
        <span>{formatUnits(p.count, p.unit, locale)}</span>
        {p.unit === 'day' ? null : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatUnits(p.days, 'day', locale)}
          </Typography.Text>
        )}
      </Flex>
    ),
  };
  const state: TableColumnsType<AdminTrafficPlan>[number] = {
    title: t('console.plans.col.state'),
    key: 'state',
    width: 110,
    render: (_, p) =>
      p.active ? (
        <Tag color="success">{t('console.plans.onSale')}</Tag>
      ) : (
        <Tag>{t('console.plans.offSale')}</Tag>
      ),
  };
  const edit: TableColumnsType<AdminTrafficPlan>[number] = {
    title: '',
    key: 'edit',
    width: 100,
    align: 'end',
    render: (_, p) =>
      canSave ? (
        <Button
          type="link"
          icon={<EditOutlined />}
          onClick={() => setEditing(p)}
          data-testid="traffic-plan-edit"
        >
          {t('staff:catalogue.edit')}
        </Button>
      ) : null,
  };
  const columns: TableColumnsType<AdminTrafficPlan> = [
    name,
    price,
    duration,
    state,
    {
      title: t('console.plans.col.sold'),
      key: 'sold',
      width: 130,
      render: (_, p) => (
        <Flex vertical>
          <span>{p.sold.toLocaleString(locale)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {money(p.revenue)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('staff:catalogue.field.sort'), dataIndex: 'sort', key: 'sort', width: 70 },
    {
      title: t('console.plans.col.updated'),
      key: 'updated',
      width: 150,
      render: (_, p) => dateTime(p.updatedAt),
    },
    edit,
  ];

  return (
    <CataloguePage<AdminTrafficPlan>
      ns="traffic:console.plans"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? { label: t('console.plans.add'), onClick: () => setEditing('new'), testId: 'traffic-plan-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue', text: t('console.plans.auditNote') }}
      table={{
        columns,
        phoneColumns: [name, price, duration, state, edit],
        scrollX: 1060,
        emptyText: t('console.plans.empty'),
        testId: 'traffic-plans-table',
        rowClassName: (p) => (p.active ? '' : 'row-muted'),
      }}
      editor={<TrafficPlanDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
