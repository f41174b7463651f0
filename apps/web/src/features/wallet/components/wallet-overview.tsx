import { Grid, List, Skeleton } from 'antd-mobile';
import {
  BankcardOutline,
  DownlandOutline,
  LocationOutline,
  SendOutline,
  UnorderedListOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRecordList, useWallet } from '#web/features/wallet/api/wallet';
import type { WalletPaths } from '#web/features/wallet/lib/paths';
import { BalanceCard } from './balance-card';
import { PayCurrencyNote } from './pay-currency-note';
import { EmptyState, Section } from './common';
import { LogItem } from './record-items';

const RECENT = 5;

/** The wallet's home: the balance card, the quick actions and the latest movements. */
export function WalletOverview({ paths }: { paths: WalletPaths }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const wallet = useWallet();
  const recent = useRecordList('user_wallet/getWalletLogList', {});
  const entries = recent.data?.pages[0]?.list.slice(0, RECENT) ?? [];

  const actions: { key: string; icon: ReactNode; to: string }[] = [
    { key: 'deposit', icon: <DownlandOutline />, to: paths.deposit },
    { key: 'withdraw', icon: <UploadOutline />, to: paths.withdraw },
    { key: 'transfer', icon: <SendOutline />, to: paths.transfer },
    { key: 'records', icon: <UnorderedListOutline />, to: paths.records },
    { key: 'addresses', icon: <LocationOutline />, to: paths.addresses },
    { key: 'bank', icon: <BankcardOutline />, to: paths.bank },
  ];

  return (
    <>
      <BalanceCard wallet={wallet.data} />
      <PayCurrencyNote className="pay-currency-note--wallet" />
      <div className="wallet-actions">
        <Grid columns={3} gap={4}>
          {actions.map((a) => (
            <Grid.Item key={a.key}>
              <button
                type="button"
                className="shortcut"
                data-testid={`wallet-action-${a.key}`}
                onClick={() => void navigate(a.to)}
              >
                {a.icon}
                <span>{t(`wallet.action.${a.key}`)}</span>
              </button>
            </Grid.Item>
          ))}
        </Grid>
      </div>
      <Section
        title={t('wallet.recent')}
        extra={
          <button type="button" className="text-link" onClick={() => void navigate(paths.records)}>
            {t('wallet.viewAll')}
          </button>
        }
      >
        {recent.isPending ? (
          <div className="wallet-section__body">
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        ) : entries.length === 0 ? (
          <EmptyState text={t('wallet.recentEmpty')} />
        ) : (
          <List>
            {entries.map((entry) => (
              <LogItem key={entry.id} entry={entry} />
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
