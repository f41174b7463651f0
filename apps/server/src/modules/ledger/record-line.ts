import type { RecordLine } from '@app/contract';
import type { LedgerTransferRow } from './ledger.repository.js';

type LineSource = Pick<LedgerTransferRow, 'kind' | 'referenceType' | 'memo' | 'line'>;

/**
 * The record line of a transfer (decision 27): the one stored with it, else what an older row's
 * memo and reference still tell (those memos were written by the flows in a fixed English form),
 * else the memo itself.
 */
export function recordLineOf(t: LineSource): RecordLine {
  return t.line ?? legacyLine(t);
}

/** Reads the English memo older flows wrote back into a line; unknown forms stay plain text. */
export function legacyLine({ kind, referenceType, memo }: Omit<LineSource, 'line'>): RecordLine {
  const text = memo ?? '';
  if (text === 'demo opening balance') return { kind: 'openingBalance' };
  const match = (re: RegExp) => re.exec(text);
  let m: RegExpExecArray | null;
  switch (referenceType) {
    case 'order':
      if ((m = match(/^purchase refund (\S+)$/))) return { kind: 'warehouseRefund', orderNo: m[1]! };
      if ((m = match(/^purchase (\S+)$/))) return { kind: 'warehousePurchase', orderNo: m[1]! };
      if ((m = match(/^commission (\S+)$/))) return { kind: 'orderCommission', orderNo: m[1]! };
      if ((m = match(/^order (\S+)$/)))
        return { kind: kind === 'income' ? 'orderIncome' : 'orderPayment', orderNo: m[1]! };
      break;
    case 'deposit':
      if ((m = match(/^(\S+) (\S+) (\S+)$/)))
        return { kind: 'cryptoDeposit', currency: m[1]!, network: m[2]!, amount: m[3]! };
      break;
    case 'recharge':
      if ((m = match(/^bank (\S+) (\S+) #(.+)$/)))
        return { kind: 'bankTopUp', currency: m[1]!, amount: m[2]!, receiptNo: m[3]! };
      break;
    case 'withdrawal':
      if ((m = match(/^(\S+) (\S+) (\S+)$/)))
        return kind === 'withdrawal_fee'
          ? { kind: 'withdrawalFee', currency: m[1]!, network: m[2]! }
          : { kind: 'withdrawal', currency: m[1]!, network: m[2]!, address: m[3]! };
      break;
    case 'video_item':
      if ((m = match(/^([\s\S]+) #(\d+)$/)))
        return { kind: 'episodeUnlock', drama: m[1]!, episode: Number(m[2]) };
      break;
    case 'video':
      if ((m = match(/^([\s\S]+) \(all\)$/))) return { kind: 'dramaUnlockAll', drama: m[1]! };
      break;
    case 'vip_plan':
      if ((m = match(/^VIP (month|quarter|year)$/)))
        return { kind: 'vipPlan', period: m[1] as 'month' | 'quarter' | 'year' };
      break;
  }
  return { kind: 'memo', text };
}
