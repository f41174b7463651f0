import { Descriptions, Flex, Grid, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListTable } from '#admin/components/list-table';
import { usePageParams } from '#admin/lib/use-page-params';
import { useLedgerAccountList, type LedgerAccountQuery } from '#admin/features/ledger/books/api/ledger';
import { AccountCode } from './account-code';
import { Money } from '#admin/components/money';
import type { LedgerAccount } from './ledger-types';
import { SearchFilter } from '#admin/components/catalogue-page';

/** Every ledger account with its running totals; a code opens that account's transfers. */
export function AccountsTab({ onOpenAccount }: { onOpenAccount: (code: string) => void }) {
  const { t } = useTranslation('ledger');
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const { params, page, pageSize, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const query: LedgerAccountQuery = { page, pageSize, ...(keyword ? { keyword } : {}) };
  const result = useLedgerAccountList(query);
  const kind = (value: string) => <Tag style={{ marginInlineEnd: 0 }}>{value}</Tag>;
  // Debits over credits, each labelled, in one cell.
  const pair = (debits: number, credits: number) => (
    <Flex vertical align="flex-end" gap={2}>
      <Flex gap={6} align="baseline">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('ledger.field.debit')}
        </Typography.Text>
        <Money minor={debits} />
      </Flex>
      <Flex gap={6} align="baseline">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('ledger.field.credit')}
        </Typography.Text>
        <Money minor={credits} />
      </Flex>
    </Flex>
  );

  const columns: TableColumnsType<LedgerAccount> = phone
    ? [
        {
          title: t('ledger.field.account'),
          key: 'account',
          render: (_: unknown, a) => (
            <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0 }}>
              <AccountCode code={a.code} onOpen={onOpenAccount} />
              {kind(a.kind)}
            </Flex>
          ),
        },
        {
          title: t('ledger.field.balance'),
          dataIndex: 'balance',
          width: 130,
          align: 'end',
          render: (value: number) => <Money minor={value} strong />,
        },
      ]
    : [
        {
          title: t('ledger.field.code'),
          dataIndex: 'code',
          width: 260,
          render: (value: string) => <AccountCode code={value} onOpen={onOpenAccount} />,
        },
        {
          title: t('ledger.field.kind'),
          dataIndex: 'kind',
          width: 170,
          render: (value: string) => kind(value),
        },
        {
          title: t('ledger.field.posted'),
          key: 'posted',
          width: 180,
          align: 'end',
          render: (_: unknown, a) => pair(a.debitsPosted, a.creditsPosted),
        },
        {
          title: t('ledger.field.pending'),
          key: 'pending',
          width: 180,
          align: 'end',
          render: (_: unknown, a) => pair(a.debitsPending, a.creditsPending),
        },
        {
          title: t('ledger.field.balance'),
          dataIndex: 'balance',
          width: 170,
          align: 'end',
          render: (value: number) => <Money minor={value} strong />,
        },
      ];

  const details = (a: LedgerAccount) => (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 140 } }}
      items={[
        { key: 'kind', label: t('ledger.field.kind'), children: kind(a.kind) },
        { key: 'dp', label: t('ledger.field.debitsPosted'), children: <Money minor={a.debitsPosted} /> },
        { key: 'cp', label: t('ledger.field.creditsPosted'), children: <Money minor={a.creditsPosted} /> },
        { key: 'dpe', label: t('ledger.field.debitsPending'), children: <Money minor={a.debitsPending} /> },
        { key: 'cpe', label: t('ledger.field.creditsPending'), children: <Money minor={a.creditsPending} /> },
        { key: 'balance', label: t('ledger.field.balance'), children: <Money minor={a.balance} strong /> },
      ]}
    />
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{t('ledger.accounts.explain')}</Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          param="keyword"
          prefix={<SearchOutlined style={{ color: '#bfbfbf' }} />}
          placeholder={t('ledger.accounts.searchPlaceholder')}
          style={{ maxWidth: 480, flex: '1 1 260px' }}
          testId="ledger-account-search"
        />
      </Flex>
      <ListTable<LedgerAccount>
        rowKey="id"
        columns={columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={960}
        emptyText={t(keyword ? 'ledger.accounts.emptyFiltered' : 'ledger.accounts.empty')}
        expandable={phone ? { expandRowByClick: true, expandedRowRender: details } : undefined}
        testId="ledger-accounts-table"
      />
    </>
  );
}
