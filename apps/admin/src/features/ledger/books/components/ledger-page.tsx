import { Tabs } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '#admin/components/page-title';
import { useVerifyLedger } from '#admin/features/ledger/books/api/ledger';
import { AccountsTab } from './accounts-tab';
import { TransfersTab } from './transfers-tab';
import { VerifyTab } from './verify-tab';

const TABS = ['accounts', 'transfers', 'verify'] as const;
type Tab = (typeof TABS)[number];
function isTab(value: string | undefined): value is Tab {
  return value !== undefined && (TABS as readonly string[]).includes(value);
}

/** The books: accounts, transfers (a user's statement with `?userId=`), and the proof they balance. */
export default function LedgerPage() {
  const { t } = useTranslation('ledger');
  const navigate = useNavigate();
  const { tab: tabParam } = useParams();
  const [params] = useSearchParams();
  // An old link without a tab but with a user or an account means their transfers.
  const tab: Tab = isTab(tabParam)
    ? tabParam
    : params.has('userId') || params.has('account')
      ? 'transfers'
      : 'accounts';
  // Kept here, so the last verification survives a look at the other tabs.
  const verify = useVerifyLedger();

  return (
    <>
      <PageTitle title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/ledger/${key}`)}
        destroyOnHidden
        items={[
          {
            key: 'accounts',
            label: t('ledger.tab.accounts'),
            children:
              tab === 'accounts' ? (
                <AccountsTab
                  onOpenAccount={(code) => navigate(`/ledger/transfers?account=${encodeURIComponent(code)}`)}
                />
              ) : null,
          },
          {
            key: 'transfers',
            label: t('ledger.tab.transfers'),
            children: tab === 'transfers' ? <TransfersTab /> : null,
          },
          { key: 'verify', label: t('ledger.tab.verify'), children: <VerifyTab verify={verify} /> },
        ]}
        data-testid="ledger-tabs"
      />
    </>
  );
}
