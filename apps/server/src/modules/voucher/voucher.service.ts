import { discountThreshold, type ApiInput, type FirstOrderCouponData } from '@app/contract';
import type { AppContext, CallContext } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { voucherRepository } from './voucher.repository.js';

/** The buyer's face: the first-order coupon's rule and state, and the vouchers a store offers now. */
export function createVoucherService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async firstOrderCoupon(call: CallContext): Promise<FirstOrderCouponData> {
      const rule = await voucherRepository.couponSettings(db);
      const base = { ...rule, threshold: discountThreshold(rule), state: null, orderNo: null };
      if (!call.user) return base;
      const active = await voucherRepository.activeCoupon(db, call.user.id);
      if (active)
        return {
          ...base,
          state: active.discount.status === 'posted' ? 'used' : 'held',
          orderNo: active.orderNo,
        };
      if (!rule.enabled) return { ...base, state: 'none' };
      const paid = await voucherRepository.hasPaidOrder(db, call.user.id);
      return { ...base, state: paid ? 'none' : 'available' };
    },

    async storeVouchers(body: ApiInput<'voucher/getStoreVouchers'>) {
      const rows = await voucherRepository.running(db, [body.storeId], clock.now());
      return {
        list: rows.map((r) => ({
          id: r.voucher.id,
          storeId: r.voucher.storeId,
          store: r.store,
          amountOff: r.voucher.amountOff,
          minSpend: r.voucher.minSpend,
          perBuyer: r.voucher.perBuyer,
          endAt: r.voucher.endAt.toISOString(),
        })),
      };
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
