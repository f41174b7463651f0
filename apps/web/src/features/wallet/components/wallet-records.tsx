import type { ReactNode } from 'react';
import { CapsuleTabs, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WALLET_LOG_TYPES, type ApiData, type WalletLogEntry, type WalletLogType } from '@app/contract';
import { useRecordList, type ListFilter, type ListPath } from '#web/features/wallet/api/wallet';
import { RECORD_TABS, type RecordTab } from '#web/features/wallet/lib/paths';
import { PagedList } from '#web/components/paged-list';
import { EmptyState } from './common';
import { DepositItem, LogItem, RechargeItem, TransferItem, WithdrawalItem } from './record-items';

type ListItem<P extends ListPath> = ApiData<P>['list'][number];

/** One tab's records, page by page, each drawn by `renderItem` (which gives it its key). */
function RecordList<P extends ListPath>({
  path,
  filter,
  renderItem,
}: {
  path: P;
  /** None for the lists that have no filter. */
  filter?: ListFilter<P>;
  renderItem: (item: ListItem<P>) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const query = useRecordList(path, filter ?? ({} as ListFilter<P>));
  // TypeScript cannot narrow ApiData<P> for a generic P; each page's list holds P's items.
  const items = query.data?.pages.flatMap((p) => p.list as ListItem<P>[]) ?? [];
  return (
    <PagedList
      query={query}
      count={items.length}
      className="records-list"
      labels={{ failed: t('wallet.loadFailed'), end: t('wallet.noMore') }}
      loading={
        <div className="wallet-section__body">
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      }
      empty={
        <div className="records-list">
          <EmptyState />
        </div>
      }
    >
      {items.map(renderItem)}
    </PagedList>
  );
}

const logItem = (entry: WalletLogEntry) => <LogItem key={entry.id} entry={entry} />;

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
  const { t, i18n } = useTranslation('wallet');
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
      {tab === 'transactions' && (
        <RecordList path="user_wallet/getWalletLogList" filter={type ? { type } : {}} renderItem={logItem} />
      )}
      {tab === 'deposits' && (
        <RecordList
          path="user_wallet/getDepositList"
          renderItem={(record) => <DepositItem key={record.id} record={record} />}
        />
      )}
      {tab === 'bank' && (
        <RecordList
          path="bank/getRechargeList"
          renderItem={(record) => <RechargeItem key={record.id} record={record} />}
        />
      )}
      {tab === 'withdrawals' && (
        <RecordList
          path="user_wallet/getWithdrawList"
          renderItem={(record) => <WithdrawalItem key={record.id} record={record} />}
        />
      )}
      {tab === 'transfers' && (
        <RecordList
          path="user_wallet/getUserTransferList"
          renderItem={(record) => <TransferItem key={record.id} record={record} />}
        />
      )}
      {tab === 'income' && <RecordList path="user_wallet/getReceiveList" renderItem={logItem} />}
    </>
  );
}
