import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DepositRecord, TransferRecord, WalletLogEntry, WithdrawalRecord } from '@app/contract';
import { assetAmount, isolate, money } from '../lib/money';
import { AmountText, StatusTag, formatDateTime, useLocaleCode } from './common';

const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

export function LogItem({ entry }: { entry: WalletLogEntry }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  return (
    <List.Item
      className="record-item"
      data-testid="log-item"
      data-type={entry.type}
      extra={
        <div className="record-item__side">
          <AmountText minor={entry.amount} />
          {entry.status !== 'posted' && <StatusTag status={entry.status} />}
        </div>
      }
    >
      <div className="record-item__title">{t(`wallet.type.${entry.type}`)}</div>
      <div className="record-item__meta">
        {entry.title && (
          <>
            <bdi>{entry.title}</bdi>
            <br />
          </>
        )}
        {formatDateTime(entry.createdAt, locale)}
      </div>
    </List.Item>
  );
}

export function DepositItem({ record }: { record: DepositRecord }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  return (
    <List.Item
      className="record-item"
      data-testid="deposit-item"
      extra={
        <div className="record-item__side">
          <bdi className="amount">{assetAmount(record.assetAmount, record.assetScale, record.currency)}</bdi>
          <StatusTag status={record.status} />
        </div>
      }
    >
      <div className="record-item__title">
        {t('wallet.deposit.recordTitle', { currency: record.currency, network: record.network })}
      </div>
      <div className="record-item__meta">
        {record.status !== 'rejected' && (
          <>
            {t(record.status === 'approved' ? 'wallet.deposit.credited' : 'wallet.deposit.toCredit', {
              amount: isolate(money(record.creditAmount, locale)),
            })}
            <br />
          </>
        )}
        {t('wallet.deposit.txHash')}: <span className="mono">{shortHash(record.txHash)}</span>
        <br />
        {formatDateTime(record.createdAt, locale)}
      </div>
      {record.status === 'rejected' && record.rejectReason && (
        <div className="record-item__reason" data-testid="reject-reason">
          {t('wallet.rejectReason', { reason: record.rejectReason })}
        </div>
      )}
    </List.Item>
  );
}

export function WithdrawalItem({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  return (
    <List.Item
      className="record-item"
      data-testid="withdrawal-item"
      extra={
        <div className="record-item__side">
          <AmountText minor={-record.amount} />
          <StatusTag status={record.status} />
        </div>
      }
    >
      <div className="record-item__title">
        {t('wallet.withdraw.recordTitle', { currency: record.currency, network: record.network })}
      </div>
      <div className="record-item__meta">
        <span className="mono">{shortHash(record.address)}</span>
        <br />
        {t('wallet.withdraw.feeLine', { fee: isolate(money(record.fee, locale)) })}
        <br />
        {formatDateTime(record.createdAt, locale)}
      </div>
      {record.status === 'rejected' && record.rejectReason && (
        <div className="record-item__reason" data-testid="reject-reason">
          {t('wallet.rejectReason', { reason: record.rejectReason })}
        </div>
      )}
    </List.Item>
  );
}

export function TransferItem({ record }: { record: TransferRecord }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  const who = record.counterparty.nickname || record.counterparty.email;
  return (
    <List.Item
      className="record-item"
      data-testid="transfer-item"
      extra={<AmountText minor={record.direction === 'out' ? -record.amount : record.amount} />}
    >
      <div className="record-item__title">
        {t(record.direction === 'out' ? 'wallet.transfer.to' : 'wallet.transfer.from', { name: who })}
      </div>
      <div className="record-item__meta">
        <bdi>{record.counterparty.email}</bdi>
        {record.remark && (
          <>
            <br />
            {t('wallet.transfer.remarkLine', { remark: record.remark })}
          </>
        )}
        <br />
        {formatDateTime(record.createdAt, locale)}
      </div>
    </List.Item>
  );
}
