import type { ReactNode } from 'react';
import { Button, CapsuleTabs, DotLoading, InfiniteScroll, List, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WALLET_LOG_TYPES, type WalletLogType } from '@app/contract';
import { useRecordList } from '../api/wallet';
import { RECORD_TABS, type RecordTab } from '../lib/paths';
import { EmptyState } from './common';
import { DepositItem, LogItem, RechargeItem, TransferItem, WithdrawalItem } from './record-items';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean }>;
};

/** A page-by-page list with its loading, empty and failed states. */
function PagedList({ query, count, children }: { query: ListQuery; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="records-list">
        <div className="wallet-section__body">
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  }
  if (query.isError && count === 0) {
    return (
      <div className="page-status">
        <span className="page-status__text">{t('wallet.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('action.retry')}
        </Button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="records-list">
        <EmptyState />
      </div>
    );
  }
  return (
    <>
      <div className="records-list">
        <List>{children}</List>
      </div>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          const result = await query.fetchNextPage();
          if (result.isError) throw new Error('load failed');
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="text-link" onClick={retry}>
              {t('wallet.loadFailed')} {t('action.retry')}
            </button>
          ) : hasMore ? (
            <DotLoading color="primary" />
          ) : (
            <span>{t('wallet.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}

function Transactions({ type }: { type: WalletLogType | undefined }) {
  const query = useRecordList('user_wallet/getWalletLogList', type ? { type } : {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length}>
      {items.map((entry) => (
        <LogItem key={entry.id} entry={entry} />
      ))}
    </PagedList>
  );
}

function Deposits() {
  const query = useRecordList('user_wallet/getDepositList', {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length}>
      {items.map((record) => (
        <DepositItem key={record.id} record={record} />
      ))}
    </PagedList>
  );
}

function BankTopUps() {
  const query = useRecordList('bank/getRechargeList', {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length}>
      {items.map((record) => (
        <RechargeItem key={record.id} record={record} />
      ))}
    </PagedList>
  );
}

function Withdrawals() {
  const query = useRecordList('user_wallet/getWithdrawList', {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length}>
      {items.map((record) => (
        <WithdrawalItem key={record.id} record={record} />
      ))}
    </PagedList>
  );
}

function Transfers() {
  const query = useRecordList('user_wallet/getUserTransferList', {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length}>
      {items.map((record) => (
        <TransferItem key={record.id} record={record} />
      ))}
    </PagedList>
  );
}

function Income() {
  const query = useRecordList('user_wallet/getReceiveList', {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length}>
      {items.map((entry) => (
        <LogItem key={entry.id} entry={entry} />
      ))}
    </PagedList>
  );
}

export const isRecordTab = (value: string | null): value is RecordTab =>
  (RECORD_TABS as readonly string[]).includes(value ?? '');

interface Props {
  tab: RecordTab;
  onTab: (tab: RecordTab) => void;
  type: WalletLogType | undefined;
  onType: (type: WalletLogType | undefined) => void;
}

/** Every record of the wallet: movements (by type), deposits, bank top-ups, withdrawals, transfers, income. */
export function WalletRecords({ tab, onTab, type, onType }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="records-tabs">
        <Tabs
          activeKey={tab}
          onChange={(key) => onTab(key as RecordTab)}
          stretch={false}
          direction={i18n.dir()}
        >
          {RECORD_TABS.map((key) => (
            <Tabs.Tab
              key={key}
              title={<span data-testid={`records-tab-${key}`}>{t(`wallet.tab.${key}`)}</span>}
            />
          ))}
        </Tabs>
        {tab === 'transactions' && (
          <div className="records-filter">
            <CapsuleTabs
              activeKey={type ?? 'all'}
              onChange={(key) => onType(key === 'all' ? undefined : (key as WalletLogType))}
            >
              <CapsuleTabs.Tab key="all" title={t('wallet.type.all')} />
              {WALLET_LOG_TYPES.map((key) => (
                <CapsuleTabs.Tab key={key} title={t(`wallet.type.${key}`)} />
              ))}
            </CapsuleTabs>
          </div>
        )}
      </div>
      {tab === 'transactions' && <Transactions type={type} />}
      {tab === 'deposits' && <Deposits />}
      {tab === 'bank' && <BankTopUps />}
      {tab === 'withdrawals' && <Withdrawals />}
      {tab === 'transfers' && <Transfers />}
      {tab === 'income' && <Income />}
    </>
  );
}
