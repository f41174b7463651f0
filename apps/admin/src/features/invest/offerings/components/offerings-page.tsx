import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, PauseCircleOutlined, PlayCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminOffering, OfferingState } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { usePageParams } from '#admin/lib/use-page-params';
import { useOfferings } from '#admin/features/invest/offerings/api/offerings';
import { OfferingDrawer } from './offering-drawer';
import { HoldersDrawer } from './holders-drawer';
import { PauseModal } from './pause-modal';

const STATE_COLOR: Record<OfferingState, string> = {
  notStarted: 'default',
  inProgress: 'success',
  ended: 'default',
  paused: 'warning',
};

/** The share in basis points as a percentage. */
export const sharePercent = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/**
 * `/revenue-share/offerings`: dramas' revenue-share units on offer (decision 47): units taken, paid
 * and reserved, price, published share, rush and deadline, with pause, holders and the editor.
 */
export default function OfferingsPage() {
  const { t, i18n } = useTranslation('invest');
  const money = useMoney();
  const locale = i18n.language;
  const canSave = useCanCall('admin/saveOffering');
  const canPause = useCanCall('admin/pauseOffering');
  const { page, pageSize, setPage } = usePageParams();
  const result = useOfferings(page, pageSize);
  const [editing, setEditing] = useState<AdminOffering | 'new' | null>(null);
  const [holders, setHolders] = useState<AdminOffering | null>(null);
  const [pausing, setPausing] = useState<AdminOffering | null>(null);
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const count = (n: number) => n.toLocaleString(locale);

  const drama: TableColumnsType<AdminOffering>[number] = {
    title: t('console.offerings.col.drama'),
    key: 'drama',
    width: 220,
    render: (_, o) => (
      <Flex vertical gap={2}>
        <Typography.Text strong dir="auto">
          {o.drama.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          #{o.id} · {t('console.offerings.vipLevel', { level: o.vipLevel })}
        </Typography.Text>
      </Flex>
    ),
  };
  const units: TableColumnsType<AdminOffering>[number] = {
    title: t('console.offerings.col.units'),
    key: 'units',
    width: 190,
    render: (_, o) => (
      <Flex vertical gap={2} data-testid="offering-units">
        <span>
          <bdi dir="ltr">
            {count(o.unitsTaken)} / {count(o.unitsIssued)}
          </bdi>{' '}
          <Typography.Text type="secondary">{t('console.offerings.taken')}</Typography.Text>
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('console.offerings.paidReserved', {
            paid: count(o.unitsPaid),
            reserved: count(o.unitsReserved),
          })}
        </Typography.Text>
      </Flex>
    ),
  };
  const state: TableColumnsType<AdminOffering>[number] = {
    title: t('console.offerings.col.state'),
    key: 'state',
    width: 120,
    render: (_, o) => (
      <Tag color={STATE_COLOR[o.state]} data-testid="offering-state">
        {t(`console.offerings.state.${o.state}`)}
      </Tag>
    ),
  };
  const actions: TableColumnsType<AdminOffering>[number] = {
    title: '',
    key: 'actions',
    width: 140,
    align: 'end',
    render: (_, o) => (
      <Flex gap={0} justify="end" vertical align="end">
        <Button
          type="link"
          icon={<TeamOutlined />}
          onClick={() => setHolders(o)}
          data-testid="offering-holders"
        >
          {t('console.offerings.holdersButton')}
        </Button>
        {canPause && o.state !== 'ended' ? (
          <Button
            type="link"
            icon={o.paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
            onClick={() => setPausing(o)}
            data-testid="offering-pause"
          >
            {o.paused ? t('console.offerings.resume') : t('console.offerings.pause')}
          </Button>
        ) : null}
        {canSave ? (
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => setEditing(o)}
            data-testid="offering-edit"
          >
            {t('staff:catalogue.edit')}
          </Button>
        ) : null}
      </Flex>
    ),
  };
  const terms: TableColumnsType<AdminOffering>[number] = {
    title: t('console.offerings.col.terms'),
    key: 'terms',
    width: 150,
    render: (_, o) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{money(o.unitPrice)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('console.offerings.shareOf', { share: sharePercent(o.shareBp, locale) })}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('console.offerings.limitOf', { limit: count(o.perPersonLimit) })}
        </Typography.Text>
      </Flex>
    ),
  };
  const dates: TableColumnsType<AdminOffering>[number] = {
    title: t('console.offerings.col.dates'),
    key: 'dates',
    width: 230,
    render: (_, o) => (
      <Flex vertical style={{ fontSize: 12 }}>
        <span>
          {t('console.offerings.rushFrom')} {moment(o.rushStartsAt)}
        </span>
        <span>
          {t('console.offerings.rushTo')} {moment(o.rushEndsAt)}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('console.offerings.col.until')} {moment(o.earnsUntil)}
        </Typography.Text>
      </Flex>
    ),
  };
  const columns: TableColumnsType<AdminOffering> = [
    drama,
    units,
    terms,
    dates,
    state,
    {
      title: t('console.offerings.col.holders'),
      key: 'holders',
      width: 110,
      render: (_, o) => (
        <Flex vertical>
          <span>{count(o.holders)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {money(o.paidAmount)}
          </Typography.Text>
        </Flex>
      ),
    },
    { ...actions, fixed: 'right' },
  ];

  return (
    <CataloguePage<AdminOffering>
      ns="invest:console.offerings"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? { label: t('console.offerings.add'), onClick: () => setEditing('new'), testId: 'offering-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue', text: t('console.offerings.auditNote') }}
      table={{
        columns,
        phoneColumns: [drama, units, state, actions],
        scrollX: 1140,
        emptyText: t('console.offerings.empty'),
        testId: 'offerings-table',
        rowClassName: (o) => (o.state === 'ended' ? 'row-muted' : ''),
        pages: { page, pageSize, onPageChange: setPage },
      }}
      editor={
        <>
          <OfferingDrawer editing={editing} onClose={() => setEditing(null)} />
          <HoldersDrawer offering={holders} onClose={() => setHolders(null)} />
          <PauseModal offering={pausing} onClose={() => setPausing(null)} />
        </>
      }
    />
  );
}
