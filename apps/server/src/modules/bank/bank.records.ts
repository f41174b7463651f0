import type { BankChannel } from '@app/contract';
import type { bankChannels } from '#server/db/schema/index.js';
import type { bankRepository } from './bank.repository.js';

type ChannelRow = typeof bankChannels.$inferSelect;
type RechargeRow = Awaited<ReturnType<typeof bankRepository.listRecharges>>['rows'][number];

/** Top-ups are paid in a fiat currency with cents. */
export const FIAT_SCALE = 2;

/** A platform bank account to pay into, as buyers and the console see it. */
export function toChannel(c: ChannelRow): BankChannel {
  return {
    id: c.id,
    name: c.name,
    bankName: c.bankName,
    accountName: c.accountName,
    accountNumber: c.accountNumber,
    routingNumber: c.routingNumber,
    code: c.code,
    bankAddress: c.bankAddress,
    accountType: c.accountType,
    currency: c.currency,
    region: c.region,
    rateMinorPerUnit: c.rateMinorPerUnit,
    minAmount: c.minAmount,
    enabled: c.enabled,
  };
}

/** A top-up request as its owner sees it. */
export function toRecord(r: RechargeRow) {
  const x = r.recharge;
  return {
    id: x.id,
    channelName: r.channel.name,
    bankName: r.channel.bankName,
    currency: x.currency,
    amount: x.amount,
    rateMinorPerUnit: x.rateMinorPerUnit,
    creditAmount: x.creditAmount,
    receiptNo: x.receiptNo,
    voucher: x.voucher,
    status: x.status,
    rejectReason: x.rejectReason,
    createdAt: x.createdAt.toISOString(),
    reviewedAt: x.reviewedAt?.toISOString() ?? null,
  };
}

/** A top-up request as the console sees it: with its owner and reviewer. */
export function toStaffRecord(r: RechargeRow) {
  return {
    ...toRecord(r),
    user: { id: r.recharge.userId, email: r.userEmail },
    reviewer: r.recharge.reviewerId ? { id: r.recharge.reviewerId, name: r.reviewerName ?? '' } : null,
  };
}
