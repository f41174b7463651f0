import { useState } from 'react';
import { Button, Flex, Progress, Segmented, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEAL_STATES, type AdminDeal, type DealState } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { useMoney } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { usePageParams } from '#admin/lib/use-page-params';
import { useCancelDeal, useDeals } from '#admin/features/task/deals/api/deals';
import { DealDrawer } from './deal-drawer';
import { ParticipantsDrawer } from './participants-drawer';

const STATE_COLOR = {
  upcoming: 'blue',
  running: 'processing',
  settled: 'success',
  failed: 'default',
  cancelled: 'error',
} as const;

/**
 * `/group-deals`: the platform's group-buy deals (decision 54): product and deal price, progress
 * against the target, cashback per participant, effect and deadline, and the outcome from the
 * records (cashback paid, orders refunded). Admins create and edit deals in an audited drawer (after
 * the first join only a later deadline) and cancel a running or upcoming one with a reason (every
 * participant refunded).
 */
export default function DealsPage() {
  const { t, i18n } = useTranslation('task');
  const money = useMoney();
  const canCreate = useCanCall('admin/createDeal');
  const canEdit = useCanCall('admin/updateDeal');
  const canCancel = useCanCall('admin/cancelDeal');
  const cancel = useCancelDeal();
  const [cancelling, setCancelling] = useState<AdminDeal | null>(null);
  const [editing, setEditing] = useState<AdminDeal | null>(null);
  const { page, pageSize, setPage } = usePageParams();
  const [state, setState] = useState<DealState | 'all'>('all');
  const result = useDeals(state === 'all' ? undefined : state, page, pageSize);
  const [creating, setCreating] = useState(false);
  const [people, setPeople] = useState<AdminDeal | null>(null);
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const count = (n: number) => n.toLocaleString(i18n.language);

  const product: TableColumnsType<AdminDeal>[number] = {
    title: t('console.deals.col.product'),
    key: 'product',
    width: 280,
    render: (_, d) => (
      <Flex gap={8} align="center">
        <img
          src={d.product.image}
          alt=""
          width={40}
          height={40}
          style={{ borderRadius: 4, objectFit: 'cover' }}
        />
        <Flex vertical>
          <Typography.Text dir="auto" strong>
            {d.product.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="auto">
            #{d.id} · {d.product.skuName} · {d.product.store.name}
          </Typography.Text>
        </Flex>
      </Flex>
    ),
  };
  const progress: TableColumnsType<AdminDeal>[number] = {
    title: t('console.deals.col.progress'),
    key: 'progress',
    width: 170,
    render: (_, d) => (
      <Flex vertical>
        <span data-testid="deal-progress">
          {t('console.deals.joined', { joined: count(d.joined), target: count(d.targetCount) })}
        </span>
        <Progress percent={Math.round((d.joined / d.targetCount) * 100)} size="small" showInfo={false} />
      </Flex>
    ),
  };
  const stateCol: TableColumnsType<AdminDeal>[number] = {
    title: t('console.deals.col.state'),
    key: 'state',
    width: 120,
    render: (_, d) => (
      <Flex vertical gap={2} align="start">
        <Tag color={STATE_COLOR[d.state]} data-testid="deal-state">
          {t(`console.state.${d.state}`)}
        </Tag>
        {d.cancelReason && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="auto">
            {d.cancelReason}
          </Typography.Text>
        )}
        {d.deadlineExtendedAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.deals.extendedAt', { at: moment(d.deadlineExtendedAt) })}
          </Typography.Text>
        )}
      </Flex>
    ),
  };
  const open = (d: AdminDeal) => d.state === 'running' || d.state === 'upcoming';
  const actions: TableColumnsType<AdminDeal>[number] = {
    title: '',
    key: 'actions',
    width: 150,
    align: 'end',
    render: (_, d) => (
      <Flex vertical align="end">
        <Button type="link" icon={<TeamOutlined />} onClick={() => setPeople(d)} data-testid="deal-people">
          {t('console.deals.people')}
        </Button>
        {canEdit && open(d) && (
          <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(d)} data-testid="deal-edit">
            {t(d.joined > 0 ? 'console.deals.extend' : 'console.deals.edit')}
          </Button>
        )}
        {canCancel && open(d) && (
          <Button
            type="link"
            danger
            icon={<StopOutlined />}
            onClick={() => setCancelling(d)}
            data-testid="deal-cancel"
          >
            {t('console.deals.cancel')}
          </Button>
        )}
      </Flex>
    ),
  };
  const columns: TableColumnsType<AdminDeal> = [
    product,
    {
      title: t('console.deals.col.price'),
      key: 'price',
      width: 140,
      render: (_, d) => (
        <Flex vertical align="start">
          <Typography.Text strong>{money(d.price)}</Typography.Text>
          {d.product.listPrice > d.price && (
            <Typography.Text type="secondary" delete style={{ fontSize: 12 }}>
              {money(d.product.listPrice)}
            </Typography.Text>
          )}
          <Tag style={{ marginTop: 2 }} data-testid="deal-mode-tag">
            {t(`console.deals.mode.${d.priceMode}`)}
          </Tag>
        </Flex>
      ),
    },
    progress,
    {
      title: t('console.deals.col.cashback'),
      key: 'cashback',
      width: 110,
      render: (_, d) => money(d.cashback),
    },
    {
      title: t('console.deals.col.time'),
      key: 'time',
      width: 210,
      render: (_, d) => (
        <Flex vertical style={{ fontSize: 12 }}>
          <span>
            {t(`console.effect.${d.effect}`)} · {moment(d.startsAt)}
          </span>
          <span>
            {t('console.deals.deadline')} {moment(d.deadline)}
          </span>
        </Flex>
      ),
    },
    stateCol,
    {
      title: t('console.deals.col.outcome'),
      key: 'outcome',
      width: 210,
      render: (_, d) => (
        <Flex vertical style={{ fontSize: 12 }}>
          <span>{t('console.deals.cashbackPaid', { amount: money(d.cashbackPaid) })}</span>
          <span>{t('console.deals.refunded', { n: count(d.refunded) })}</span>
        </Flex>
      ),
    },
    { ...actions, fixed: 'right' as const },
  ];

  return (
    <CataloguePage<AdminDeal>
      ns="task:console.deals"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canCreate
          ? { label: t('console.deals.add'), onClick: () => setCreating(true), testId: 'deal-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue', text: t('console.deals.auditNote') }}
      filters={
        <Segmented<DealState | 'all'>
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1, pageSize);
          }}
          options={[
            { value: 'all', label: t('console.deals.all') },
            ...DEAL_STATES.map((s) => ({ value: s, label: t(`console.state.${s}`) })),
          ]}
          data-testid="deal-state-filter"
        />
      }
      table={{
        columns,
        phoneColumns: [product, progress, stateCol, actions],
        scrollX: 1480,
        emptyText: t('console.deals.empty'),
        testId: 'deals-table',
        pages: { page, pageSize, onPageChange: setPage },
      }}
      editor={
        <>
          <DealDrawer
            editing={creating ? 'new' : editing}
            onClose={() => {
              setCreating(false);
              setEditing(null);
            }}
          />
          <RejectReasonModal
            open={cancelling !== null}
            explain={cancelling ? t('console.deals.cancelNote', { joined: count(cancelling.joined) }) : null}
            text={{
              title: t('console.deals.cancelTitle', { title: cancelling?.product.title ?? '' }),
              reason: t('console.deals.cancelReason'),
              placeholder: t('console.deals.cancelPlaceholder'),
              confirm: t('console.deals.cancelConfirm'),
              done: t('console.deals.cancelled'),
            }}
            max={200}
            pending={cancel.isPending}
            reject={(reason) => cancel.mutateAsync({ id: cancelling!.id, reason })}
            onClose={() => setCancelling(null)}
          />
          <ParticipantsDrawer deal={people} onClose={() => setPeople(null)} />
        </>
      }
    />
  );
}
