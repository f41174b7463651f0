import type { PrizeVoucher } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { voucherRepository } from './voucher.repository.js';

const DAY_MS = 86_400_000;

/**
 * A voucher of the buyer's own (decision 55, a lottery prize): `amount` off an order whose items
 * reach `minSpend`, valid `validDays` from now. One per draw (a unique row), so a retried draw gives one.
 */
export async function grantBuyerVoucher(
  tx: Tx,
  input: { userId: number; amount: number; minSpend: number; validDays: number; drawId: number },
) {
  const now = clock.now();
  return voucherRepository.insertBuyerVoucher(tx, {
    userId: input.userId,
    amount: input.amount,
    minSpend: input.minSpend,
    expiresAt: new Date(now.getTime() + input.validDays * DAY_MS),
    drawId: input.drawId,
    createdAt: clock.stamp(),
  });
}

/** The vouchers these draws gave, as the buyer's pages show them, by draw id. */
export async function buyerVouchersOfDraws(tx: Tx, drawIds: number[]) {
  const now = clock.now().getTime();
  const out = new Map<number, PrizeVoucher>();
  for (const { voucher: v, orderNo } of await voucherRepository.buyerVouchersOfDraws(tx, drawIds)) {
    const expired = v.status === 'available' && v.expiresAt.getTime() <= now;
    out.set(v.drawId!, {
      id: v.id,
      amount: v.amount,
      minSpend: v.minSpend,
      expiresAt: v.expiresAt.toISOString(),
      state: expired ? 'expired' : v.status,
      orderNo: v.status === 'available' ? null : orderNo,
    });
  }
  return out;
}
