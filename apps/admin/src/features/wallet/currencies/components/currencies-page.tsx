import { useState } from 'react';
import { App, Button, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { minorToDecimal } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { isolate, useMoney, useRate } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import {
  useCurrencyList,
  useSaveCurrency,
  type CurrencyRow,
} from '#admin/features/wallet/currencies/api/currencies';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useConfirmDisable } from '#admin/components/use-confirm-disable';
import { CurrencyDrawer } from './currency-drawer';

const small = { fontSize: 12 } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;
type Flag = 'depositEnabled' | 'withdrawEnabled';

export default function CurrenciesPage() {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const money = useMoney();
  const toRate = useRate();
  const canSave = useCanCall('admin/saveCurrency');
  const result = useCurrencyList();
  const save = useSaveCurrency();
  const confirmDisable = useConfirmDisable();
  const [editing, setEditing] = useState<CurrencyRow | 'new' | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const name = (c: CurrencyRow) => `${c.currency} ${c.network}`;
  const rate = (c: CurrencyRow) => toRate(c.currency, c.rateMinorPerUnit);
  const asset = (minor: number, c: CurrencyRow) => isolate(`${minorToDecimal(minor, c.scale)} ${c.currency}`);
  const label = (key: string) => t(`console.currencies.field.${key}`);

  /** Flips one switch; switching off asks first, since users are stopped at once. */
  const toggle = async (c: CurrencyRow, flag: Flag, on: boolean) => {
    if (
      !on &&
      !(await confirmDisable(
        t('console.currencies.disableTitle', { name: name(c) }),
        t(
          flag === 'depositEnabled'
            ? 'console.currencies.disableDeposit'
            : 'console.currencies.disableWithdraw',
        ),
      ))
    )
      return;
    setSwitching(`${c.id}:${flag}`);
    try {
      await save.mutateAsync({
        id: c.id,
        currency: c.currency,
        network: c.network,
        scale: c.scale,
        depositAddress: c.depositAddress,
        rateMinorPerUnit: c.rateMinorPerUnit,
        minDeposit: c.minDeposit,
        minWithdraw: c.minWithdraw,
        withdrawFee: c.withdrawFee,
        withdrawDailyLimit: c.withdrawDailyLimit,
        addressPattern: c.addressPattern,
        depositEnabled: c.depositEnabled,
        withdrawEnabled: c.withdrawEnabled,
        [flag]: on,
      });
      void message.success(t('staff:config.saved'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    } finally {
      setSwitching(null);
    }
  };
  const flagSwitch = (c: CurrencyRow, flag: Flag) => (
    <Switch
      size="small"
      checked={c[flag]}
      disabled={!canSave}
      loading={switching === `${c.id}:${flag}`}
      onChange={(on) => void toggle(c, flag, on)}
      aria-label={`${label(flag)} · ${name(c)}`}
      data-testid={`currency-${flag}`}
    />
  );
  const edit = (c: CurrencyRow) =>
    canSave ? (
      <Tooltip title={t('staff:config.edit')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(c)}
          aria-label={`${t('staff:config.edit')} ${name(c)}`}
        />
      </Tooltip>
    ) : null;
  const currencyCell = (c: CurrencyRow) => (
    <Flex align="center" gap={6} wrap>
      <Typography.Text strong dir="ltr">
        {c.currency}
      </Typography.Text>
      <Tag style={{ marginInlineEnd: 0 }}>{c.network}</Tag>
    </Flex>
  );

  const desktopColumns: TableColumnsType<CurrencyRow> = [
    {
      title: label('currency'),
      key: 'currency',
      width: 140,
      fixed: 'start',
      render: (_: unknown, c) => currencyCell(c),
    },
    { title: label('scale'), dataIndex: 'scale', width: 95, align: 'end' },
    {
      title: label('depositAddress'),
      dataIndex: 'depositAddress',
      width: 190,
      render: (value: string) => <CopyText text={value} />,
    },
    { title: label('rate'), key: 'rate', width: 150, render: (_: unknown, c) => rate(c) },
    {
      title: label('minDeposit'),
      key: 'minDeposit',
      width: 120,
      align: 'end',
      render: (_: unknown, c) => asset(c.minDeposit, c),
    },
    {
      title: label('minWithdraw'),
      dataIndex: 'minWithdraw',
      width: 110,
      align: 'end',
      render: (v: number) => money(v),
    },
    {
      title: label('withdrawFee'),
      dataIndex: 'withdrawFee',
      width: 100,
      align: 'end',
      render: (v: number) => money(v),
    },
    {
      title: label('withdrawDailyLimit'),
      dataIndex: 'withdrawDailyLimit',
      width: 130,
      align: 'end',
      render: (v: number) => money(v),
    },
    {
      title: label('addressPattern'),
      dataIndex: 'addressPattern',
      width: 170,
      render: (value: string) => (
        <Typography.Text style={mono} ellipsis={{ tooltip: value }} dir="ltr">
          {value}
        </Typography.Text>
      ),
    },
    {
      title: label('depositEnabled'),
      key: 'deposit',
      width: 100,
      align: 'center',
      render: (_: unknown, c) => flagSwitch(c, 'depositEnabled'),
    },
    {
      title: label('withdrawEnabled'),
      key: 'withdraw',
      width: 110,
      align: 'center',
      render: (_: unknown, c) => flagSwitch(c, 'withdrawEnabled'),
    },
    { title: '', key: 'edit', width: 60, fixed: 'end', align: 'center', render: (_: unknown, c) => edit(c) },
  ];
  const phoneColumns: TableColumnsType<CurrencyRow> = [
    {
      title: label('currency'),
      key: 'summary',
      render: (_: unknown, c) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          {currencyCell(c)}
          <Typography.Text style={small}>{rate(c)}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {`${label('minDeposit')}: ${asset(c.minDeposit, c)}`}
          </Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {`${label('withdrawFee')}: ${money(c.withdrawFee)}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('console.currencies.switches'),
      key: 'switches',
      width: 150,
      render: (_: unknown, c) => (
        <Flex vertical gap={8}>
          <Flex align="center" justify="space-between" gap={6}>
            <Typography.Text style={small}>{t('console.currencies.deposits')}</Typography.Text>
            {flagSwitch(c, 'depositEnabled')}
          </Flex>
          <Flex align="center" justify="space-between" gap={6}>
            <Typography.Text style={small}>{t('console.currencies.withdrawals')}</Typography.Text>
            {flagSwitch(c, 'withdrawEnabled')}
          </Flex>
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
    <CataloguePage<CurrencyRow>
      ns="wallet:console.currencies"
      result={result}
      refresh={t('staff:config.refresh')}
      add={canSave ? { label: t('console.currencies.add'), onClick: () => setEditing('new') } : undefined}
      audit={{ ns: 'staff:config' }}
      table={{
        columns: desktopColumns,
        phoneColumns,
        scrollX: 1500,
        emptyText: t('console.currencies.empty'),
        testId: 'currencies-table',
      }}
      editor={<CurrencyDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
