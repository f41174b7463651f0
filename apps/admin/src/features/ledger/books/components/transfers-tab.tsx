import { Alert, Button, Descriptions, Flex, Grid, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { recordLineKey, recordLineParams } from '@app/contract';
import { ListTable } from '#admin/components/list-table';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useLedgerTransferList, type LedgerTransferQuery } from '#admin/features/ledger/books/api/ledger';
import { AccountCode } from './account-code';
import { Money } from '#admin/components/money';
import { PhaseTag } from './phase-tag';
import type { LedgerTransfer } from './ledger-types';
import { SearchFilter } from '#admin/components/catalogue-page';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 } as const;
const muted = { color: '#bfbfbf' } as const;

/** Transfers, newest first; filtered by an account, or a user's statement with `?userId=`. */
export function TransfersTab() {
  const { t, i18n } = useTranslation('ledger');
  const formatDate = useFormatDateTime('precise');
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const { params, page, pageSize, setParams, setFilter, setPage } = usePageParams();
  const account = params.get('account') ?? '';
  const userIdParam = params.get('userId') ?? '';
  const userId = /^\d+$/.test(userIdParam) && Number(userIdParam) > 0 ? Number(userIdParam) : null;
  const query: LedgerTransferQuery = {
    page,
    pageSize,
    ...(account ? { accountCode: account } : {}),
    ...(userId !== null ? { userId } : {}),
  };
  const result = useLedgerTransferList(query);
  const openAccount = (code: string) => setFilter('account', code);

  // What the transfer is about, from its kind's template in the reader's language (decision 27);
  // the books' plain memo is behind it for audit.
  const lineText = (tr: LedgerTransfer) =>
    tr.line.kind === 'memo'
      ? tr.line.text
      : t(`ledger.line.${recordLineKey(tr.line)}`, recordLineParams(tr.line));
  const line = (tr: LedgerTransfer) => (
    <Tooltip title={tr.memo ? `${t('ledger.field.memo')}: ${tr.memo}` : undefined}>
      <span
        dir={tr.line.kind === 'memo' ? 'auto' : i18n.dir()}
        data-testid="ledger-line"
        data-line={tr.line.kind}
        style={{ overflowWrap: 'anywhere' }}
      >
        {lineText(tr)}
      </span>
    </Tooltip>
  );

  const reference = (tr: LedgerTransfer) =>
    tr.referenceType ? (
      <Typography.Text type="secondary" style={mono}>
        <span dir="ltr">
          {tr.referenceType}
          {tr.referenceId ? ` #${tr.referenceId}` : ''}
        </span>
      </Typography.Text>
    ) : null;
  const transferId = (tr: LedgerTransfer, full = false) => (
    <Flex align="center" gap={2} style={{ minWidth: 0 }}>
      <span
        dir="ltr"
        title={tr.transferId}
        style={{
          ...mono,
          minWidth: 0,
          ...(full
            ? { wordBreak: 'break-all' as const }
            : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const }),
        }}
      >
        {tr.transferId}
      </span>
      <Typography.Text copyable={{ text: tr.transferId }} />
    </Flex>
  );
  const phase = (tr: LedgerTransfer) => (
    <Flex vertical gap={2} align="flex-start">
      <PhaseTag phase={tr.phase} />
      {tr.pendingId !== null ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('ledger.transfers.ofHold', { id: tr.pendingId })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  const side = (label: string, code: string) => (
    <Flex gap={6} align="baseline" style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none', minWidth: 34 }}>
        {label}
      </Typography.Text>
      <AccountCode code={code} onOpen={openAccount} />
    </Flex>
  );
  const movement = (tr: LedgerTransfer) => (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {side(t('ledger.field.debit'), tr.debitAccount)}
      {side(t('ledger.field.credit'), tr.creditAccount)}
    </Flex>
  );

  const columns: TableColumnsType<LedgerTransfer> = phone
    ? [
        {
          title: t('ledger.field.transfer'),
          key: 'transfer',
          render: (_: unknown, tr) => (
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Flex gap={6} align="center" wrap>
                <Money minor={tr.amount} strong />
                <Tag style={{ marginInlineEnd: 0 }}>{tr.kind}</Tag>
              </Flex>
              {line(tr)}
              {movement(tr)}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(tr.createdAt)}
              </Typography.Text>
            </Flex>
          ),
        },
        { title: t('ledger.field.phase'), key: 'phase', width: 100, render: (_: unknown, tr) => phase(tr) },
      ]
    : [
        {
          title: t('ledger.field.createdAt'),
          dataIndex: 'createdAt',
          width: 140,
          render: (value: string) => formatDate(value),
        },
        {
          title: t('ledger.field.line'),
          key: 'line',
          width: 260,
          render: (_: unknown, tr) => line(tr),
        },
        {
          title: `${t('ledger.field.debitAccount')} / ${t('ledger.field.creditAccount')}`,
          key: 'movement',
          width: 290,
          render: (_: unknown, tr) => movement(tr),
        },
        {
          title: t('ledger.field.amount'),
          dataIndex: 'amount',
          width: 130,
          align: 'end',
          render: (value: number) => <Money minor={value} strong />,
        },
        {
          title: t('ledger.field.kind'),
          dataIndex: 'kind',
          width: 140,
          render: (value: string) => <Tag style={{ marginInlineEnd: 0 }}>{value}</Tag>,
        },
        { title: t('ledger.field.phase'), key: 'phase', width: 130, render: (_: unknown, tr) => phase(tr) },
        {
          title: t('ledger.field.transferId'),
          key: 'transferId',
          width: 150,
          render: (_: unknown, tr) => (
            <Flex vertical style={{ minWidth: 0 }}>
              {transferId(tr)}
              {reference(tr)}
            </Flex>
          ),
        },
      ];

  const details = (tr: LedgerTransfer) => (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 110 } }}
      items={[
        { key: 'transferId', label: t('ledger.field.transferId'), children: transferId(tr, true) },
        {
          key: 'memo',
          label: t('ledger.field.memo'),
          children: <span dir="auto">{tr.memo ?? '—'}</span>,
        },
        {
          key: 'reference',
          label: t('ledger.field.reference'),
          children: reference(tr) ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
      ]}
    />
  );

  const filtered = Boolean(account) || userId !== null;

  return (
    <>
      <Typography.Paragraph type="secondary">{t('ledger.transfers.explain')}</Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          param="account"
          prefix={<BankOutlined style={muted} />}
          placeholder={t('ledger.transfers.accountPlaceholder')}
          style={{ maxWidth: 400, flex: '1 1 260px' }}
          testId="ledger-transfer-account"
        />
        <SearchFilter
          param="userId"
          prefix={<UserOutlined style={muted} />}
          placeholder={t('ledger.transfers.userPlaceholder')}
          inputMode="numeric"
          normalize={(typed) => typed.replace(/\D/g, '')}
          style={{ maxWidth: 280, flex: '1 1 200px' }}
          testId="ledger-transfer-user"
        />
      </Flex>
      {userId !== null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <Flex gap={8} wrap align="baseline">
              <Typography.Text strong>{t('ledger.transfers.statementOf', { id: userId })}</Typography.Text>
              <Typography.Text type="secondary">{t('ledger.transfers.statementExplain')}</Typography.Text>
            </Flex>
          }
          action={
            <Button size="small" type="link" onClick={() => setParams({ userId: null, page: null })}>
              {t('ledger.transfers.clearStatement')}
            </Button>
          }
          data-testid="ledger-statement"
        />
      ) : null}
      <ListTable<LedgerTransfer>
        rowKey="id"
        columns={columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={1240}
        emptyText={t(filtered ? 'ledger.transfers.emptyFiltered' : 'ledger.transfers.empty')}
        expandable={phone ? { expandRowByClick: true, expandedRowRender: details } : undefined}
        testId="ledger-transfers-table"
      />
    </>
  );
}
