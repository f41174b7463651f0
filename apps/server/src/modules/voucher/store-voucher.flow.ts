import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { ledger } from '#server/modules/ledger/index.js';
import { voucherAccount } from './order-discounts.flow.js';
import { voucherRepository, type StoreVoucherRow } from './voucher.repository.js';

/**
 * Creates a store's voucher and moves its whole budget from the owner's wallet into the voucher's
 * own account in the same transaction: not enough in the wallet creates nothing.
 */
export async function createVoucher(
  tx: Tx,
  store: { id: number; name: string; ownerId: number },
  input: {
    amountOff: number;
    minSpend: number;
    budget: number;
    startAt: Date;
    endAt: Date;
    perBuyer: number;
  },
) {
  const voucher = await voucherRepository.insertVoucher(tx, { storeId: store.id, ...input });
  await ledger.transfer(tx, {
    transferId: `voucher:${voucher.id}:budget`,
    debitAccountId: ledger.ref.user(store.ownerId),
    creditAccountId: await voucherAccount(tx, voucher),
    amount: input.budget,
    kind: 'voucher_budget',
    reference: { type: 'store_voucher', id: voucher.id },
    memo: `voucher ${voucher.id} budget`,
    line: { kind: 'voucherBudget', store: store.name },
  });
  return voucher;
}

/**
 * Ends a voucher (its owner ends it, or its window closed): buyers can no longer use it, and the
 * budget no order holds goes back to the owner's wallet. Orders that hold part of it keep it; if one
 * is cancelled or refunded later, that part goes back to the wallet too.
 */
export async function endVoucher(tx: Tx, id: number, expected?: { storeId: number }) {
  const voucher = await voucherRepository.findVoucher(tx, id, true);
  if (!voucher || (expected && voucher.storeId !== expected.storeId))
    throw new AppError('STORE_VOUCHER_NOT_FOUND');
  if (voucher.status === 'ended') throw new AppError('STORE_VOUCHER_ENDED');
  const now = clock.now();
  const ended = await voucherRepository.updateVoucher(tx, id, {
    status: 'ended',
    endedAt: now,
    // Ended early: the window closes now, as buyers are shown.
    endAt: voucher.endAt.getTime() > now.getTime() ? now : voucher.endAt,
  });
  await returnRest(tx, ended);
  return ended;
}

async function returnRest(tx: Tx, voucher: StoreVoucherRow) {
  const account = await voucherAccount(tx, voucher);
  const [locked] = [...(await ledger.lock(tx, [account])).values()];
  const left = locked ? locked.creditsPosted - locked.debitsPosted - locked.debitsPending : 0;
  if (left <= 0) return;
  const owner = await voucherRepository.storeOwner(tx, voucher.storeId);
  await ledger.transfer(tx, {
    transferId: `voucher:${voucher.id}:end`,
    debitAccountId: account,
    creditAccountId: ledger.ref.user(owner!.ownerId),
    amount: left,
    kind: 'voucher_budget',
    reference: { type: 'store_voucher', id: voucher.id },
    memo: `voucher ${voucher.id} ended`,
    line: { kind: 'voucherBudgetReturn', store: owner!.name },
  });
}
