import { useState } from 'react';
import { App, Button, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CopyText } from '#admin/components/copy-text';
import { useMoney, useRate } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import {
  useBankChannelList,
  useSaveBankChannel,
  type BankChannelRow,
} from '#admin/features/bank/channels/api/bank-channels';
import { CataloguePage } from '#admin/components/catalogue-page';
import { BankChannelDrawer } from './bank-channel-drawer';
import { useConfirmDisable } from '#admin/components/use-confirm-disable';

const small = { fontSize: 12 } as const;

export default function BankChannelsPage() {
  const { t } = useTranslation('bank');
  const { message } = App.useApp();
  const money = useMoney();
  const toRate = useRate();
  const canSave = useCanCall('admin/saveBankChannel');
  const result = useBankChannelList();
  const save = useSaveBankChannel();
  const confirmDisable = useConfirmDisable();
  const [editing, setEditing] = useState<BankChannelRow | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const label = (key: string) => t(`console.bankChannels.field.${key}`);
  const rate = (c: BankChannelRow) => toRate(c.currency, c.rateMinorPerUnit);
  const secondary = (text: string | null) =>
    text ? (
      <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: text }}>
        {text}
      </Typography.Text>
    ) : null;

  /** Switching a channel off hides it from users at once: ask first. */
  const toggle = async (c: BankChannelRow, on: boolean) => {
    if (
      !on &&
      !(await confirmDisable(
        t('console.bankChannels.disableTitle', { name: c.name }),
        t('console.bankChannels.disableExplain'),
      ))
    )
      return;
    setSwitching(c.id);
    try {
      await save.mutateAsync({
        id: c.id,
        name: c.name,
        bankName: c.bankName,
        accountName: c.accountName,
        accountNumber: c.accountNumber,
        routingNumber: c.routingNumber,
        code: c.code,
        bankAddress: c.bankAddress,
        accountType: c.accountType,
        currency: c.currency,
        region: c.region,
        rateMinorPerUnit: c.rateMinorPerUnit,
        minAmount: c.minAmount,
        enabled: on,
      });
      void message.success(t('staff:config.saved'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    } finally {
      setSwitching(null);
    }
  };
  const enabledSwitch = (c: BankChannelRow) => (
    <Switch
      size="small"
      checked={c.enabled}
      disabled={!canSave}
      loading={switching === c.id}
      onChange={(on) => void toggle(c, on)}
      aria-label={`${label('enabled')} · ${c.name}`}
      data-testid="bank-channel-enabled"
    />
  );
  const edit = (c: BankChannelRow) =>
    canSave ? (
      <Tooltip title={t('staff:config.edit')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(c)}
          aria-label={`${t('staff:config.edit')} ${c.name}`}
        />
      </Tooltip>
    ) : null;
  const nameCell = (c: BankChannelRow) => (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: c.name }}>
        {c.name}
      </Typography.Text>
      <span>
        <Tag style={{ marginInlineEnd: 0 }}>{t(`console.bankChannels.region.${c.region}`)}</Tag>
      </span>
    </Flex>
  );

  const desktopColumns: TableColumnsType<BankChannelRow> = [
    { title: label('name'), key: 'name', width: 160, fixed: 'start', render: (_: unknown, c) => nameCell(c) },
    {
      title: label('bankName'),
      key: 'bank',
      width: 180,
      render: (_: unknown, c) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: c.bankName }}>{c.bankName}</Typography.Text>
          {secondary(c.accountName)}
          {secondary(c.bankAddress)}
        </Flex>
      ),
    },
    {
      title: label('accountNumber'),
      key: 'account',
      width: 150,
      render: (_: unknown, c) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <CopyText text={c.accountNumber} ends={[6, 6]} />
          {secondary(c.accountType)}
        </Flex>
      ),
    },
    {
      title: t('console.bankChannels.routing'),
      key: 'routing',
      width: 130,
      render: (_: unknown, c) => (
        <Flex vertical style={{ minWidth: 0 }}>
          {c.routingNumber ? <CopyText text={c.routingNumber} /> : null}
          {c.code ? <CopyText text={c.code} /> : null}
          {!c.routingNumber && !c.code ? <Typography.Text type="secondary">—</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      // Currency, rate and minimum share a column so the table fits a 1280-wide screen.
      title: label('rate'),
      key: 'rate',
      width: 160,
      render: (_: unknown, c) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <span>
            <Tag>{c.currency}</Tag>
            {rate(c)}
          </span>
          {secondary(`${label('minAmount')}: ${money(c.minAmount, c.currency)}`)}
        </Flex>
      ),
    },
    {
      title: label('enabled'),
      key: 'enabled',
      width: 70,
      align: 'center',
      render: (_: unknown, c) => enabledSwitch(c),
    },
    { title: '', key: 'edit', width: 60, fixed: 'end', align: 'center', render: (_: unknown, c) => edit(c) },
  ];
  const phoneColumns: TableColumnsType<BankChannelRow> = [
    {
      title: label('name'),
      key: 'summary',
      render: (_: unknown, c) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          {nameCell(c)}
          {secondary(c.bankName)}
          <Typography.Text style={small}>{rate(c)}</Typography.Text>
          {secondary(`${label('minAmount')}: ${money(c.minAmount, c.currency)}`)}
        </Flex>
      ),
    },
    {
      title: label('enabled'),
      key: 'enabled',
      width: 110,
      render: (_: unknown, c) => (
        <Flex vertical gap={8} align="flex-start">
          {enabledSwitch(c)}
          {canSave ? (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(c)}>
              {t('staff:config.edit')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<BankChannelRow>
      ns="bank:console.bankChannels"
      result={result}
      refresh={t('staff:config.refresh')}
      add={canSave ? { label: t('console.bankChannels.add'), onClick: () => setEditing('new') } : undefined}
      audit={{ ns: 'staff:config' }}
      table={{
        columns: desktopColumns,
        phoneColumns,
        scrollX: 906,
        rowClassName: (c) => (c.enabled ? '' : 'row-muted'),
        emptyText: t('console.bankChannels.empty'),
        testId: 'bank-channels-table',
      }}
      editor={<BankChannelDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
