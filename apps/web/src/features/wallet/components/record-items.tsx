import type { ReactNode } from 'react';
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
import { MEDIA_HOST } from '#web/config/app';
import { useCancelRecharge } from '#web/features/wallet/api/wallet';
import { describeLine } from '#web/features/wallet/lib/describe';
import { BANK_SCALE, assetAmount, isolate, money } from '#web/features/wallet/lib/money';
import { AmountText, StatusTag, formatDateTime, useLocaleCode } from './common';

const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

/** The layout every record shares: a title, what the caller puts below it, and the amount at the side. */
function RecordItem({
  testId,
  type,
  status,
  extra,
  title,
  children,
}: {
  testId: string;
  /** Shown as data-type / data-status on the row. */
  type?: string;
  status?: string;
  extra: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <List.Item
      className="record-item"
      data-testid={testId}
      data-type={type}
      data-status={status}
      extra={extra}
    >
      <div className="record-item__title">{title}</div>
      {children}
    </List.Item>
  );
}

/** The side of a record: its amount with its status below. */
const RecordSide = ({ children }: { children: ReactNode }) => (
  <div className="record-item__side">{children}</div>
);

/** Why staff rejected a record, shown only for a rejected one that has a reason. */
function RejectReason({ status, reason }: { status: string; reason: string | null }) {
  const { t } = useTranslation('wallet');
  if (status !== 'rejected' || !reason) return null;
  return (
    <div className="record-item__reason" data-testid="reject-reason">
      {t('wallet.rejectReason', { reason })}
    </div>
  );
}

/** "Credited" or "to be credited", with the amount, for a deposit or top-up not turned down. */
function CreditLine({ credited, minor }: { credited: boolean; minor: number }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  return (
    <>
      {t(credited ? 'wallet.deposit.credited' : 'wallet.deposit.toCredit', {
        amount: isolate(money(minor, locale)),
      })}
      <br />
    </>
  );
}

export function LogItem({ entry }: { entry: WalletLogEntry }) {
  const { t, i18n } = useTranslation('wallet');
  const locale = useLocaleCode();
  const description = describeLine(entry.line, t);
  return (
    <RecordItem
      testId="log-item"
      type={entry.type}
      extra={
        <RecordSide>
          <AmountText minor={entry.amount} />
          {entry.status !== 'posted' && <StatusTag status={entry.status} />}
        </RecordSide>
      }
      title={t(`wallet.type.${entry.type}`)}
    >
      <div className="record-item__meta">
        {description && (
          <>
            {/* A template reads in the page's direction (dir="auto" would take an English drama
                title's); only a memo no template covers finds its own. */}
            <bdi
              data-testid="log-description"
              data-line={entry.line.kind}
              dir={entry.line.kind === 'memo' ? 'auto' : i18n.dir()}
            >
              {description}
            </bdi>
            <br />
          </>
        )}
        {formatDateTime(entry.createdAt, locale)}
      </div>
    </RecordItem>
  );
}

export function DepositItem({ record }: { record: DepositRecord }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  return (
    <RecordItem
      testId="deposit-item"
      extra={
        <RecordSide>
          <bdi className="amount">{assetAmount(record.assetAmount, record.assetScale, record.currency)}</bdi>
          <StatusTag status={record.status} />
        </RecordSide>
      }
      title={t('wallet.deposit.recordTitle', { currency: record.currency, network: record.network })}
    >
      <div className="record-item__meta">
        {record.status !== 'rejected' && (
          <CreditLine credited={record.status === 'approved'} minor={record.creditAmount} />
        )}
        {t('wallet.deposit.txHash')}: <span className="mono">{shortHash(record.txHash)}</span>
        <br />
        {formatDateTime(record.createdAt, locale)}
      </div>
      <RejectReason status={record.status} reason={record.rejectReason} />
    </RecordItem>
  );
}

export function WithdrawalItem({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  return (
    <RecordItem
      testId="withdrawal-item"
      extra={
        <RecordSide>
          <AmountText minor={-record.amount} />
          <StatusTag status={record.status} />
        </RecordSide>
      }
      title={t('wallet.withdraw.recordTitle', { currency: record.currency, network: record.network })}
    >
      <div className="record-item__meta">
        <span className="mono">{shortHash(record.address)}</span>
        <br />
        {t('wallet.withdraw.feeLine', { fee: isolate(money(record.fee, locale)) })}
        <br />
        {formatDateTime(record.createdAt, locale)}
      </div>
      <RejectReason status={record.status} reason={record.rejectReason} />
    </RecordItem>
  );
}

export function TransferItem({ record }: { record: TransferRecord }) {
  const { t } = useTranslation('wallet');
  const locale = useLocaleCode();
  const who = record.counterparty.nickname || record.counterparty.email;
  return (
    <RecordItem
      testId="transfer-item"
      extra={<AmountText minor={record.direction === 'out' ? -record.amount : record.amount} />}
      title={t(record.direction === 'out' ? 'wallet.transfer.to' : 'wallet.transfer.from', { name: who })}
    >
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
    </RecordItem>
  );
}

/** A bank top-up request: its amount in the bank currency, the voucher, and Cancel while requesting. */
export function RechargeItem({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation('bank');
  const locale = useLocaleCode();
  const cancel = useCancelRecharge();
  const amount = formatMoney(record.amount, locale, record.currency, BANK_SCALE);
  const voucher = imageUrl(record.voucher, MEDIA_HOST);

  const confirmCancel = async () => {
    const ok = await Dialog.confirm({
      title: t('bank.cancelTitle'),
      content: t('bank.cancelText', { amount: isolate(amount) }),
      confirmText: t('bank.cancel'),
      cancelText: t('bank.keep'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(record.id);
      Toast.show({ icon: 'success', content: t('bank.cancelled') });
    } catch {
      // The request helper has shown the reason.
    }
  };

  return (
    <RecordItem
      testId="recharge-item"
      status={record.status}
      extra={
        <RecordSide>
          <bdi dir="ltr" className="amount">
            {amount}
          </bdi>
          <StatusTag status={record.status} />
        </RecordSide>
      }
      title={<bdi>{record.channelName}</bdi>}
    >
      <div className="recharge-item__body">
        {voucher && (
          <button
            type="button"
            className="voucher-thumb"
            aria-label={t('bank.viewVoucher')}
            data-testid="voucher-thumb"
            onClick={() => ImageViewer.show({ image: voucher })}
          >
            <img src={voucher} alt="" loading="lazy" />
          </button>
        )}
        <div className="record-item__meta">
          <bdi>{record.bankName}</bdi>
          <br />
          {t('bank.receiptLine', { receiptNo: isolate(record.receiptNo) })}
          <br />
          {record.status !== 'rejected' && record.status !== 'cancelled' && (
            <CreditLine credited={record.status === 'completed'} minor={record.creditAmount} />
          )}
          {formatDateTime(record.createdAt, locale)}
        </div>
      </div>
      {/* Staff write the reason in their own language: keep its direction inside the sentence. */}
      <RejectReason
        status={record.status}
        reason={record.rejectReason && `\u2068${record.rejectReason}\u2069`}
      />
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
            {t('bank.cancel')}
          </Button>
        </div>
      )}
    </RecordItem>
  );
}
