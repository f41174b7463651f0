import type { Config } from '#server/config/env.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { payOrders, placeOrders, type OrderRow } from '#server/modules/order/index.js';
import { holdPlatformPart } from '#server/modules/voucher/index.js';
import { dealEvent } from './task.mapper.js';
import { taskRepository as repo, type DealRow } from './task.repository.js';

/** How long a join waits for the others holding the deal's row before answering RUSH_BUSY. */
export const JOIN_LOCK_WAIT_MS = 1500;

/** The cashback transfer of one participant: derived from the place, so a second run posts nothing. */
export const cashbackTransferId = (participantId: number) => `task:cashback:${participantId}`;

/**
 * Joins a running deal for a buyer, in the caller's transaction (decision 54): the deal's row is
 * locked with a bounded wait (then RUSH_BUSY), every rule is checked under the lock (started, not
 * ended, a place left, one place per buyer), then one quick-grab order is placed through the order
 * module and paid from the wallet into escrow. The last place settles the deal at once.
 */
export async function joinDeal(
  tx: Tx,
  config: Config,
  input: {
    dealId: number;
    userId: number;
    address: OrderRow['address'];
    checkoutKey: string;
    goodsTitle: string;
    now: Date;
  },
) {
  const { userId, now } = input;
  const d = await repo.lockForJoin(tx, input.dealId, JOIN_LOCK_WAIT_MS);
  if (!d) throw new AppError('DEAL_NOT_FOUND');
  if (await repo.participantOf(tx, d.id, userId)) throw new AppError('DEAL_ALREADY_JOINED');
  // A settled deal had every place taken: late racers hear "full", not "ended".
  if (d.status === 'settled' || d.joined >= d.targetCount) throw new AppError('DEAL_FULL');
  if (d.status !== 'open' || now >= d.deadline) throw new AppError('DEAL_ENDED');
  if (now < d.startsAt) throw new AppError('DEAL_NOT_STARTED', { at: d.startsAt.toISOString() });
  const [order] = await placeOrders(tx, config, {
    userId,
    lines: [{ skuId: d.skuId, quantity: 1 }],
    address: input.address,
    remark: '',
    checkoutKey: input.checkoutKey,
    fromCart: false,
    deal: true,
  });
  // The buyer pays the deal's price; the platform pays the rest of the product's own price and
  // shipping, so the seller is paid what it sells for (decision 54).
  const held =
    order!.status === 'unpaid'
      ? await holdPlatformPart(tx, order!, 'groupDeal', order!.total - d.price)
      : order!;
  const [paid] = await payOrders(tx, userId, [held.id]);
  await repo.insertParticipant(tx, { dealId: d.id, userId, orderId: paid!.id, joinedAt: now });
  const deal = await repo.update(tx, d.id, { joined: d.joined + 1 });
  const after = deal.joined >= deal.targetCount ? await settleDeal(tx, deal, input.goodsTitle, now) : deal;
  await repo.notify(tx, dealEvent(after, now));
  return after;
}

/**
 * A deal reached its count (its row locked by the caller): every order proceeds to fulfilment and
 * each participant is paid the cashback once from the marketing account.
 */
export async function settleDeal(tx: Tx, d: DealRow, goodsTitle: string, now: Date) {
  if (d.status !== 'open') return d;
  await repo.releaseOrders(tx, d.id);
  if (d.cashback > 0) {
    const marketing = await ledger.platformAccount(tx, accountCodes.marketing);
    for (const p of await repo.participants(tx, d.id)) {
      const paid = await ledger.transfer(tx, {
        transferId: cashbackTransferId(p.id),
        debitAccountId: marketing,
        creditAccountId: ledger.ref.user(p.userId),
        amount: d.cashback,
        kind: 'cashback',
        reference: { type: 'group_deal', id: d.id },
        memo: `group deal ${d.id} cashback`,
        line: { kind: 'dealCashback', goods: goodsTitle },
      });
      await repo.updateParticipant(tx, p.id, { cashbackTransferId: paid.id });
    }
  }
  return repo.update(tx, d.id, { status: 'settled', settledAt: now });
}
