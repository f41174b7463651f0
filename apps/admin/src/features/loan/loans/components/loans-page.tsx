import { useState } from 'react';
import { Badge, Button, Checkbox, Flex, Grid, Input, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOAN_STATES, type AdminLoan, type LoanState } from '@app/contract';
import { ListTable } from '#admin/components/list-table';
import { useMoney } from '#admin/components/money';
import { PageTitle } from '#admin/components/page-title';
import { useCanCall } from '#admin/lib/access';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useLoans } from '#admin/features/loan/loans/api/loans';
import { formatRate } from '#admin/features/loan/products/lib/terms';
import { LoanDetail } from './loan-detail';
import { LoanTags } from './loan-tags';
import { RunJobModal } from './run-job-modal';

/** The tabs: the applications to review first, then the loans by state, then all. */
const TABS = ['applying', 'repaying', 'repaid', 'rejected', 'all'] as const;
type Tab = (typeof TABS)[number];
const isState = (v: string): v is LoanState => (LOAN_STATES as readonly string[]).includes(v);

const small = { fontSize: 12 } as const;

/**
 * `/loans`: applications and loans (decision 51). The applications waiting come first; each row
 * opens the loan with its application, figures, schedule and records, and the decisions staff make.
 */
export default function LoansPage() {
  const { t, i18n } = useTranslation('loan');
  const locale = i18n.language;
  const money = useMoney();
  const formatDate = useFormatDateTime();
  const phone = Grid.useBreakpoint().md === false;
  const canRun = useCanCall('admin/runLoanJob');
  const { params, page, pageSize, setFilter, setPage, setParams } = usePageParams();
  const statusParam = params.get('status') ?? '';
  const tab: Tab = statusParam === 'all' ? 'all' : isState(statusParam) ? statusParam : 'applying';
  const early = params.get('early') === '1';
  const keyword = params.get('q') ?? '';
  const result = useLoans({
    page,
    pageSize,
    ...(tab === 'all' ? {} : { status: tab }),
    ...(early ? { earlyRequested: true } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const waiting = useLoans({ page: 1, pageSize: 1, status: 'applying' });
  const earlyWaiting = useLoans({ page: 1, pageSize: 1, earlyRequested: true });
  const openId = Number(params.get('loan') ?? '') || null;
  const [running, setRunning] = useState(false);
  const dash = <Typography.Text type="secondary">—</Typography.Text>;

  const loanNo: TableColumnsType<AdminLoan>[number] = {
    title: t('console.col.loan'),
    key: 'loan',
    width: 150,
    render: (_, l) => (
      <Flex vertical gap={2}>
        <Typography.Text strong className="ltr-text">
          {l.loanNo}
        </Typography.Text>
        <Typography.Text type="secondary" style={small}>
          {formatDate(l.appliedAt)}
        </Typography.Text>
      </Flex>
    ),
  };
  const borrower: TableColumnsType<AdminLoan>[number] = {
    title: t('console.col.borrower'),
    key: 'borrower',
    width: 180,
    render: (_, l) => (
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text className="ltr-text" ellipsis title={l.user.email}>
          {l.user.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={small} ellipsis>
          <bdi>{l.user.nickname}</bdi>
        </Typography.Text>
      </Flex>
    ),
  };
  const store: TableColumnsType<AdminLoan>[number] = {
    title: t('console.col.store'),
    key: 'store',
    width: 150,
    render: (_, l) => (
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text ellipsis title={l.store.name}>
          <bdi>{l.store.name}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary" style={small}>
          {t('console.products.level', { level: l.store.level })}
        </Typography.Text>
      </Flex>
    ),
  };
  const amount: TableColumnsType<AdminLoan>[number] = {
    title: t('console.col.amount'),
    key: 'amount',
    width: 130,
    align: 'end',
    render: (_, l) => (
      <Flex vertical gap={2} align="end">
        <Typography.Text strong>{money(l.amount)}</Typography.Text>
        <Typography.Text type="secondary" style={small}>
          {t('console.days', { count: l.termDays })} · {formatRate(l.annualRateBp, locale)}
        </Typography.Text>
      </Flex>
    ),
  };
  const state: TableColumnsType<AdminLoan>[number] = {
    title: t('console.col.state'),
    key: 'state',
    width: 190,
    render: (_, l) => (
      <Flex vertical gap={4} align="start">
        <LoanTags loan={l} />
      </Flex>
    ),
  };
  const columns: TableColumnsType<AdminLoan> = [
    loanNo,
    borrower,
    store,
    amount,
    {
      title: t('console.col.cost'),
      key: 'cost',
      width: 130,
      align: 'end',
      render: (_, l) => (
        <Flex vertical gap={2} align="end">
          <span>{money(l.total)}</span>
          <Typography.Text type="secondary" style={small}>
            {t('console.interestOf', { amount: money(l.interest) })}
          </Typography.Text>
        </Flex>
      ),
    },
    state,
    {
      title: t('console.col.remaining'),
      key: 'remaining',
      width: 150,
      align: 'end',
      render: (_, l) =>
        l.status === 'repaying' ? (
          <Flex vertical gap={2} align="end">
            <Typography.Text strong>{money(l.remaining)}</Typography.Text>
            {l.dueDay ? (
              <Typography.Text
                type={l.overdueDays > 0 ? 'danger' : 'secondary'}
                style={{ ...small, whiteSpace: 'nowrap' }}
              >
                {t('console.dueOn', { day: `\u2066${l.dueDay}\u2069` })}
              </Typography.Text>
            ) : null}
          </Flex>
        ) : (
          dash
        ),
    },
  ];

  const waitingCount = waiting.data?.total ?? 0;
  const earlyCount = earlyWaiting.data?.total ?? 0;

  return (
    <>
      <PageTitle title={t('console.loans.title')} subtitle={t('console.loans.subtitle')} />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('console.loans.search')}
          onSearch={(v) => setFilter('q', v.trim() || null)}
          style={{ width: phone ? '100%' : 320 }}
          data-testid="loan-search"
        />
        <Checkbox
          checked={early}
          onChange={(e) => setFilter('early', e.target.checked ? '1' : null)}
          data-testid="loan-early-filter"
        >
          <Flex gap={6} align="center" component="span">
            {t('console.loans.earlyFilter')}
            <Badge count={earlyCount} showZero={false} color="orange" />
          </Flex>
        </Checkbox>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void Promise.all([result.refetch(), waiting.refetch(), earlyWaiting.refetch()])}
            loading={result.isFetching}
          >
            {t('staff:catalogue.refresh')}
          </Button>
          {canRun ? (
            <Button
              icon={<PlayCircleOutlined />}
              onClick={() => setRunning(true)}
              data-testid="loan-job-open"
            >
              {t('console.job.open')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setFilter('status', key === 'applying' ? null : key)}
        items={TABS.map((key) => ({
          key,
          label:
            key === 'applying' ? (
              <Flex align="center" gap={6}>
                {t('console.tab.applying')}
                <Badge count={waitingCount} overflowCount={999} showZero={false} />
              </Flex>
            ) : (
              t(`console.tab.${key}`)
            ),
        }))}
        data-testid="loan-tabs"
      />
      <ListTable<AdminLoan>
        rowKey="id"
        columns={phone ? [loanNo, amount, state] : columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={1080}
        emptyText={early || keyword ? t('console.loans.emptyFiltered') : t(`console.loans.empty.${tab}`)}
        onRow={(l) => ({
          onClick: () => setParams({ loan: String(l.id) }),
          style: { cursor: 'pointer' },
        })}
        testId="loans-table"
      />
      <LoanDetail id={openId} onClose={() => setParams({ loan: null })} />
      <RunJobModal open={running} onClose={() => setRunning(false)} />
    </>
  );
}
