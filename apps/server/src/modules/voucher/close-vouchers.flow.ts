import type { Db } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { endVoucher } from './store-voucher.flow.js';
import { voucherRepository } from './voucher.repository.js';

/**
 * Vouchers whose window closed give the rest of their budget back to their owners' wallets (the
 * order sweep runs this on every node; each voucher row is locked, so it ends once).
 */
export async function closeDueVouchers(db: Db) {
  let closed = 0;
  for (const { id } of await voucherRepository.dueToClose(db, clock.now(), 100)) {
    closed += await db.transaction(async (tx) => {
      const v = await voucherRepository.findVoucher(tx, id, true);
      if (!v || v.status !== 'active' || v.endAt.getTime() > clock.now().getTime()) return 0;
      await endVoucher(tx, id);
      return 1;
    });
  }
  return closed;
}
