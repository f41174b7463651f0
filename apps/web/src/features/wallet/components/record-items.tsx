import { Button, Dialog, ImageViewer, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  imageUrl,
  type DepositRecord,
  type RechargeRecord,
  type TransferRecord,
  type WalletLogEntry,
  type WithdrawalRecord,
} from '@app/contract';
import { MEDIA_HOST } from '../../../config/app';
import { useCancelRecharge } from '../api/wallet';
import { describeLog } from '../lib/describe';
import { BANK_SCALE, assetAmount, isolate, money } from '../lib/money';
import { AmountText, StatusTag, formatDateTime, useLocaleCode } from './common';

const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

export function LogItem({ entry }: { entry: WalletLogEntry }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  const description = describeLog(entry, t);
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
        {description && (
          <>
            <bdi data-testid="log-description">{description}</bdi>
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

/** A bank top-up request: its amount in the bank currency, the voucher, and Cancel while requesting. */
export function RechargeItem({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const locale = useLocaleCode();
  const cancel = useCancelRecharge();
  const amount = formatMoney(record.amount, locale, record.currency, BANK_SCALE);
  const voucher = imageUrl(record.voucher, MEDIA_HOST);

  const confirmCancel = async () => {
    const ok = await Dialog.confirm({
      title: t('wallet.bank.cancelTitle'),
      content: t('wallet.bank.cancelText', { amount: isolate(amount) }),
      confirmText: t('wallet.bank.cancel'),
      cancelText: t('wallet.bank.keep'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(record.id);
      Toast.show({ icon: 'success', content: t('wallet.bank.cancelled') });
    } catch {
      // The request helper has shown the reason.
    }
  };

  return (
    <List.Item
      className="record-item"
      data-testid="recharge-item"
      data-status={record.status}
      extra={
        <div className="record-item__side">
          <bdi dir="ltr" className="amount">
            {amount}
          </bdi>
          <StatusTag status={record.status} />
        </div>
      }
    >
      <div className="record-item__title">
        <bdi>{record.channelName}</bdi>
      </div>
      <div className="recharge-item__body">
        {voucher && (
          <button
            type="button"
            className="voucher-thumb"
            aria-label={t('wallet.bank.viewVoucher')}
            data-testid="voucher-thumb"
            onClick={() => ImageViewer.show({ image: voucher })}
          >
            <img src={voucher} alt="" loading="lazy" />
          </button>
        )}
        <div className="record-item__meta">
          <bdi>{record.bankName}</bdi>
          <br />
          {t('wallet.bank.receiptLine', { receiptNo: isolate(record.receiptNo) })}
          <br />
          {record.status !== 'rejected' && record.status !== 'cancelled' && (
            <>
              {t(record.status === 'completed' ? 'wallet.deposit.credited' : 'wallet.deposit.toCredit', {
                amount: isolate(money(record.creditAmount, locale)),
              })}
              <br />
            </>
          )}
          {formatDateTime(record.createdAt, locale)}
        </div>
      </div>
      {record.status === 'rejected' && record.rejectReason && (
        <div className="record-item__reason" data-testid="reject-reason">
          {/* Staff write the reason in their own language: keep its direction inside the sentence. */}
          {t('wallet.rejectReason', { reason: `\u2068${record.rejectReason}\u2069` })}
        </div>
      )}
      {record.status === 'requesting' && (
        <div className="recharge-item__actions">
          <Button
            size="mini"
            shape="rounded"
            color="danger"
            fill="outline"
            loading={cancel.isPending}
            data-testid="recharge-cancel"
            onClick={() => void confirmCancel()}
          >
            {t('wallet.bank.cancel')}
          </Button>
        </div>
      )}
    </List.Item>
  );
}
