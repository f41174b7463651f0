import type { SellerVoucher, SellerVoucherState } from '@app/contract';
import type { StoreVoucherRow } from './voucher.repository.js';

interface VoucherView {
  voucher: StoreVoucherRow;
  store: string;
  left: number;
  usedCount: number;
  usedAmount: number;
}

function stateOf(v: VoucherView, now: Date): SellerVoucherState {
  if (v.voucher.status === 'ended' || v.voucher.endAt.getTime() <= now.getTime()) return 'ended';
  if (v.voucher.startAt.getTime() > now.getTime()) return 'scheduled';
  return v.left < v.voucher.amountOff ? 'exhausted' : 'running';
}

/** A voucher as its store sees it; every figure from the ledger account and the order discounts. */
export function sellerVoucherOf(v: VoucherView, now: Date): SellerVoucher {
  const ended = v.voucher.status === 'ended';
  return {
    id: v.voucher.id,
    storeId: v.voucher.storeId,
    store: v.store,
    amountOff: v.voucher.amountOff,
    minSpend: v.voucher.minSpend,
    perBuyer: v.voucher.perBuyer,
    budget: v.voucher.budget,
    startAt: v.voucher.startAt.toISOString(),
    endAt: v.voucher.endAt.toISOString(),
    state: stateOf(v, now),
    usedCount: v.usedCount,
    usedAmount: v.usedAmount,
    budgetLeft: ended ? 0 : v.left,
    // The account was credited the budget; what neither orders use nor it still holds went back.
    returned: v.voucher.budget - v.left - v.usedAmount,
    endedAt: v.voucher.endedAt?.toISOString() ?? null,
    createdAt: v.voucher.createdAt.toISOString(),
  };
}
