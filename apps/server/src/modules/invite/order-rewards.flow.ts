import { INVITE_REWARD_LEVELS_MAX } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { inviteRepository } from './invite.repository.js';
import { commissionOn, maskOrderNo, rewardsFor, ruleOf } from './invite.rules.js';

/** What the order flows pass: the order row as they hold it. */
export interface RewardedOrder {
  id: number;
  orderNo: string;
  userId: number;
  total: number;
  /** What discounts (coupon, voucher) took off: the buyer paid `total − discountTotal` into escrow. */
  discountTotal: number;
  commissionBps: number;
}

/**
 * One buyer's marketplace orders were paid: for each, each ancestor's reward (levels and
 * percentages as configured now, capped by the platform's commission on the order) is held as a
 * pending transfer from the marketing account to the ancestor's wallet (`invite:<orderId>:<level>`).
 * The rule and the buyer's ancestors are read once for all the orders. Runs once per order: the
 * rewards' unique (order, level) and the transfer ids make a repeat record nothing.
 */
export async function holdInviteRewards(tx: Tx, buyerId: number, orders: RewardedOrder[]) {
  if (orders.length === 0) return [];
  // The inviters first, as deep as a rule can reach: most buyers have none, and then the rule is
  // not read at all (one statement fewer on their payments).
  const found = await inviteRepository.ancestors(tx, buyerId, INVITE_REWARD_LEVELS_MAX);
  if (found.length === 0) return [];
  const rule = ruleOf((await inviteRepository.rule(tx))?.value);
  const ancestors = found.filter((a) => a.level <= rule.levelBps.length);
  if (ancestors.length === 0) return [];
  const byLevel = new Map(ancestors.map((a) => [a.level, a]));
  const earns = (level: number) => byLevel.get(level)?.status === 'active';
  const marketing = await ledger.platformAccount(tx, accountCodes.marketing);
  const made = [];
  for (const order of orders) {
    // What the buyer really paid into escrow, when a discount made it less than the order's total.
    const base = order.total - order.discountTotal;
    const cap = Math.floor((commissionOn(order) * rule.capShareBps) / 10_000);
    for (const r of rewardsFor(base, cap, rule.levelBps, earns)) {
      const beneficiaryId = byLevel.get(r.level)!.id;
      const row = await inviteRepository.insertReward(tx, {
        orderId: order.id,
        level: r.level,
        beneficiaryId,
        buyerId,
        base,
        bps: r.bps,
        amount: r.amount,
        capped: r.capped,
      });
      if (!row) continue;
      const hold = await ledger.transfer(tx, {
        transferId: `invite:${order.id}:${r.level}`,
        debitAccountId: marketing,
        creditAccountId: ledger.ref.user(beneficiaryId),
        amount: r.amount,
        kind: 'income',
        pending: true,
        reference: { type: 'invite_reward', id: row.id },
        memo: `invite reward L${r.level} order ${order.orderNo} to user ${beneficiaryId}`,
        line: { kind: 'inviteReward', orderNo: maskOrderNo(order.orderNo), level: r.level },
      });
      await inviteRepository.setTransfer(tx, row.id, hold.id);
      made.push({ ...row, transferId: hold.id });
    }
  }
  return made;
}

/** The order completed: its pending rewards are paid, each once (a second completion finds none pending). */
export async function payInviteRewards(tx: Tx, order: Pick<RewardedOrder, 'id'>) {
  return settle(tx, order.id, 'paid');
}

/** The order was refunded before completion: its pending rewards are voided, each once. */
export async function reverseInviteRewards(tx: Tx, order: Pick<RewardedOrder, 'id'>) {
  return settle(tx, order.id, 'reversed');
}

async function settle(tx: Tx, orderId: number, to: 'paid' | 'reversed') {
  const rows = await inviteRepository.forOrder(tx, orderId);
  let n = 0;
  for (const r of rows) {
    if (r.state !== 'pending' || !r.transferId) continue;
    const id = `invite:${orderId}:${r.level}:${to === 'paid' ? 'post' : 'void'}`;
    await (to === 'paid' ? ledger.post(tx, r.transferId, id) : ledger.void(tx, r.transferId, id));
    await inviteRepository.settle(tx, r.id, to);
    n++;
  }
  return n;
}
