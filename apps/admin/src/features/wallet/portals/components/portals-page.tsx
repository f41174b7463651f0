import { useState } from 'react';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WALLET_CURRENCY } from '@app/contract';
import { useCanCall } from '#admin/lib/access';
import { CataloguePage } from '#admin/components/catalogue-page';
import { usePortalList, type PortalRow } from '#admin/features/wallet/portals/api/portals';
import { PortalDrawer } from './portal-drawer';
import { rateText, useCurrencyName, useExample } from './portal-money';

const small = { fontSize: 12 } as const;

/** Regional portals: the currency each shows prices in and its rate (decision 0028). */
export default function PortalsPage() {
  const { t, i18n } = useTranslation('wallet');
  const canSave = useCanCall('admin/savePortal');
  const result = usePortalList();
  const currencyName = useCurrencyName();
  const example = useExample();
  const [editing, setEditing] = useState<PortalRow | null>(null);

  const label = (key: string) => t(`console.portals.field.${key}`);
  const region = (p: PortalRow) => t(`console.portals.region.${p.region}`);
  const when = (p: PortalRow) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(p.rateSetAt),
    );
  const single = (p: PortalRow) => p.currency === WALLET_CURRENCY;
  const currencyCell = (p: PortalRow) => (
    <Flex align="center" gap={6} wrap>
      <Typography.Text strong dir="ltr">
        {p.currency}
      </Typography.Text>
      <Typography.Text type="secondary" style={small}>
        {currencyName(p.currency)}
      </Typography.Text>
    </Flex>
  );
  const shown = (p: PortalRow) =>
    single(p) ? (
      <Tag style={{ marginInlineEnd: 0, alignSelf: 'flex-start' }}>{t('console.portals.walletOnly')}</Tag>
    ) : (
      <Typography.Text style={small}>{example(p.currency, p.scale, p.rateMicros)}</Typography.Text>
    );
  const setBy = (p: PortalRow) => (
    <Flex vertical>
      <Typography.Text style={small}>{when(p)}</Typography.Text>
      <Typography.Text type="secondary" style={small}>
        {p.updatedBy ?? t('console.portals.startingRate')}
      </Typography.Text>
    </Flex>
  );
  const edit = (p: PortalRow) =>
    canSave ? (
      <Tooltip title={t('staff:config.edit')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(p)}
          aria-label={`${t('staff:config.edit')} ${region(p)}`}
          data-testid={`edit-portal-${p.region}`}
        />
      </Tooltip>
    ) : null;

  const columns: TableColumnsType<PortalRow> = [
    {
      title: label('region'),
      key: 'region',
      width: 150,
      render: (_: unknown, p) => <Typography.Text strong>{region(p)}</Typography.Text>,
    },
    { title: label('currency'), key: 'currency', width: 180, render: (_: unknown, p) => currencyCell(p) },
    {
      title: label('rate'),
      key: 'rate',
      width: 180,
      render: (_: unknown, p) => (
        <span data-testid="portal-rate">{rateText(p.rate, p.currency, i18n.language)}</span>
      ),
    },
    { title: label('example'), key: 'example', width: 170, render: (_: unknown, p) => shown(p) },
    { title: label('setAt'), key: 'setAt', width: 170, render: (_: unknown, p) => setBy(p) },
    { title: '', key: 'edit', width: 56, fixed: 'end', align: 'center', render: (_: unknown, p) => edit(p) },
  ];
  const phoneColumns: TableColumnsType<PortalRow> = [
    {
      title: label('region'),
      key: 'summary',
      render: (_: unknown, p) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>{region(p)}</Typography.Text>
          {currencyCell(p)}
          <Typography.Text style={small}>{rateText(p.rate, p.currency, i18n.language)}</Typography.Text>
          {shown(p)}
          {setBy(p)}
        </Flex>
      ),
    },
    { title: '', key: 'edit', width: 56, render: (_: unknown, p) => edit(p) },
  ];

  return (
    <CataloguePage<PortalRow>
      ns="wallet:console.portals"
      result={result}
      refresh={t('staff:config.refresh')}
      audit={{ ns: 'staff:config', text: t('console.portals.displayOnly') }}
      table={{
        columns,
        phoneColumns,
        scrollX: 900,
        emptyText: t('console.portals.empty'),
        testId: 'portals-table',
        rowKey: 'region',
      }}
      editor={<PortalDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
