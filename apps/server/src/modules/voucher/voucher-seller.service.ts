import type { ApiInput } from '@app/contract';
import type { AppContext, SellerCall } from '#server/context.js';
import { clock } from '#server/lib/clock.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { audit } from '#server/platform/audit/index.js';
import { createVoucher, endVoucher } from './store-voucher.flow.js';
import { sellerVoucherOf } from './voucher.records.js';
import { voucherRepository } from './voucher.repository.js';

/** The seller center's vouchers: only the caller's store's. */
export function createVoucherSellerService(ctx: AppContext, deps: { throttle: SigninThrottle }) {
  const { db, config } = ctx;

  async function view(id: number) {
    const row = await voucherRepository.storeVoucherView(db, id);
    if (!row) throw new AppError('STORE_VOUCHER_NOT_FOUND');
    return sellerVoucherOf(row, clock.now());
  }

  return {
    async list(q: ApiInput<'store/getVoucherList'>, call: SellerCall) {
      const { rows, total } = await voucherRepository.storePage(db, call.store.id, q);
      const now = clock.now();
      return listPage(
        rows.map((r) => sellerVoucherOf(r, now)),
        total,
        q,
      );
    },

    /** Creates a voucher; its budget leaves the wallet at once (a trade password above the configured amount). */
    async save(body: ApiInput<'store/saveVoucher'>, call: SellerCall) {
      const now = clock.now();
      const startAt = body.startAt ? new Date(body.startAt) : now;
      const endAt = new Date(body.endAt);
      // A start a little in the past (the form's "now") is now; an end must be ahead.
      if (endAt.getTime() <= now.getTime()) throw fieldError('endAt', 'validation.voucherEnd');
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        call.user,
        body.tradePassword,
        body.budget,
        call.ip,
      );
      const created = await db.transaction(async (tx) => {
        const v = await createVoucher(tx, call.store, {
          amountOff: body.amountOff,
          minSpend: body.minSpend,
          budget: body.budget,
          startAt: startAt.getTime() < now.getTime() ? now : startAt,
          endAt,
          perBuyer: body.perBuyer,
        });
        await audit.user(tx, call, {
          action: 'store_voucher.created',
          targetType: 'store_voucher',
          targetId: v.id,
          detail: { amountOff: v.amountOff, minSpend: v.minSpend, budget: v.budget },
        });
        return v;
      });
      return view(created.id);
    },

    async end(body: ApiInput<'store/endVoucher'>, call: SellerCall) {
      await db.transaction(async (tx) => {
        const v = await endVoucher(tx, body.id, { storeId: call.store.id });
        await audit.user(tx, call, {
          action: 'store_voucher.ended',
          targetType: 'store_voucher',
          targetId: v.id,
        });
      });
      return view(body.id);
    },
  };
}

export type VoucherSellerService = ReturnType<typeof createVoucherSellerService>;
