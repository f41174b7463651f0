import type { ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { audit } from '#server/platform/audit/index.js';
import { voucherRepository } from './voucher.repository.js';

/** The console's voucher rules: the first-order coupon (audited) and what vouchers hold and cost. */
export function createVoucherStaffService(ctx: AppContext) {
  const { db } = ctx;

  async function settings(tx: Tx) {
    const coupon = await voucherRepository.couponSettings(tx);
    const totals = await voucherRepository.couponTotals(tx);
    const running = await voucherRepository.runningTotals(tx, clock.now());
    return {
      coupon,
      couponHeld: totals.held,
      couponUsed: totals.posted,
      storeVouchersRunning: running.count,
      storeBudgetLeft: running.left,
    };
  }

  return {
    settings: () => settings(db),

    async save(body: ApiInput<'admin/saveVoucherSettings'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const before = await voucherRepository.couponSettings(tx);
        const value = { enabled: body.enabled, amount: body.amount, minSpend: body.minSpend };
        await voucherRepository.setCouponSettings(tx, value);
        await audit.staff(tx, call, {
          action: 'first_order_coupon.changed',
          targetType: 'platform_settings',
          targetId: 'firstOrderCoupon',
          reason: body.reason,
          detail: { before, after: value },
        });
        return settings(tx);
      });
    },
  };
}

export type VoucherStaffService = ReturnType<typeof createVoucherStaffService>;
