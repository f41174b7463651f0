import { discountApplies, FIRST_ORDER_COUPON_DEFAULTS, type DiscountSource } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { accountCodes, ledger, ledgerRepository } from '#server/modules/ledger/index.js';
import {
  DEBITS_MUST_NOT_EXCEED_CREDITS,
  voucherAccountCode,
  voucherRepository,
  type OrderDiscountRow,
} from './voucher.repository.js';

/** One store's part of a checkout as the order module prices it. */
export interface PricedGroup {
  store: { id: number; name: string };
  itemTotal: number;
}

export interface PlannedDiscount {
  source: 'coupon' | 'voucher' | 'prizeVoucher';
  amount: number;
  store: string | null;
  voucher?: { id: number; storeId: number };
  /** The buyer's own voucher (a lottery prize, decision 55). */
  buyerVoucher?: { id: number };
}

/** The ledger's transfer kind and record line of each source's hold. */
const HOLD_OF: Record<
  DiscountSource,
  {
    kind: string;
    line: 'orderCoupon' | 'orderVoucher' | 'orderPrizeVoucher' | 'orderPrizeGoods' | 'orderDealPrice';
  }
> = {
  coupon: { kind: 'coupon', line: 'orderCoupon' },
  voucher: { kind: 'voucher', line: 'orderVoucher' },
  prizeVoucher: { kind: 'prize_voucher', line: 'orderPrizeVoucher' },
  prizeGoods: { kind: 'prize_goods', line: 'orderPrizeGoods' },
  groupDeal: { kind: 'deal_price', line: 'orderDealPrice' },
};

/** A voucher's budget account (created flagged: its debits may never exceed its credits). */
export function voucherAccount(tx: Tx, v: { storeId: number; id: number }) {
  return ledgerRepository.ensureAccount(tx, {
    code: voucherAccountCode(v),
    kind: 'store_voucher',
    flags: DEBITS_MUST_NOT_EXCEED_CREDITS,
  });
}

/**
 * The discounts a checkout gets, per store group (same order): each store's best voucher the buyer
 * has not used whose minimum its items reach and whose budget covers it; then the first-order
 * coupon on the group with the largest items total left that it applies to. Its reads are one
 * round trip (`planInputs`).
 */
export async function planDiscounts(tx: Tx, userId: number, groups: PricedGroup[]) {
  const now = clock.now();
  const inputs = await voucherRepository.planInputs(
    tx,
    userId,
    groups.map((g) => g.store.id),
    now,
  );
  const used = new Set(inputs.used);
  const plans: PlannedDiscount[][] = groups.map((g) => {
    // Largest amount first (the statement's order): the first that applies is the best.
    const best = inputs.running.find(
      (v) =>
        v.storeId === g.store.id &&
        !used.has(v.id) &&
        discountApplies(g.itemTotal, { amount: v.amountOff, minSpend: v.minSpend }),
    );
    return best
      ? [
          {
            source: 'voucher' as const,
            amount: best.amountOff,
            store: best.store,
            voucher: { id: best.id, storeId: best.storeId },
          },
        ]
      : [];
  });
  // The first-order coupon: on, not held or used by the buyer, and no order of theirs paid yet.
  const coupon = { ...FIRST_ORDER_COUPON_DEFAULTS, ...(inputs.couponSetting ?? {}) };
  if (coupon.enabled && !inputs.couponTaken) {
    const left = groups.map((g, i) => g.itemTotal - plans[i]!.reduce((n, d) => n + d.amount, 0));
    let pick = -1;
    left.forEach((n, i) => {
      if (discountApplies(n, coupon) && (pick < 0 || n > left[pick]!)) pick = i;
    });
    if (pick >= 0) plans[pick]!.push({ source: 'coupon', amount: coupon.amount, store: null });
  }
  // A voucher the buyer won (decision 55). Like Shopee, one platform voucher and one store voucher
  // per order, and one won voucher per checkout: the best one (largest, then soonest to expire) that
  // applies, on the order without the coupon with the largest items total left.
  const left = groups.map((g, i) => g.itemTotal - plans[i]!.reduce((n, d) => n + d.amount, 0));
  for (const v of inputs.own) {
    let pick = -1;
    left.forEach((n, i) => {
      if (plans[i]!.some((d) => d.source === 'coupon')) return;
      if (discountApplies(n, v) && (pick < 0 || n > left[pick]!)) pick = i;
    });
    if (pick < 0) continue;
    plans[pick]!.push({ source: 'prizeVoucher', amount: v.amount, store: null, buyerVoucher: { id: v.id } });
    break;
  }
  return plans;
}

/**
 * At placement (the buyer's checkouts are serialised by the order module): records each planned
 * discount on its order and holds its amount into the order's escrow, from the marketing account
 * (the coupon) or the voucher's budget (flagged, so concurrent checkouts can never overspend it: a
 * budget that ran out since the plan leaves that order without the voucher). The order's
 * `discount_total` is what the buyer will not pay; answers the orders as updated.
 */
export async function applyDiscounts<O extends { id: number; orderNo: string; userId: number }>(
  tx: Tx,
  userId: number,
  placed: { order: O; group: PricedGroup }[],
): Promise<O[]> {
  const plans = await planDiscounts(
    tx,
    userId,
    placed.map((p) => p.group),
  );
  const out: O[] = [];
  for (const [i, { order }] of placed.entries()) {
    let total = 0;
    for (const d of plans[i]!) {
      if (d.buyerVoucher) {
        // The buyer's voucher row locked first: held by one order at a time, never once expired.
        const own = await voucherRepository.lockBuyerVoucher(tx, d.buyerVoucher.id);
        if (!own || own.status !== 'available' || own.expiresAt.getTime() <= clock.now().getTime()) continue;
      }
      const row = await voucherRepository.insertDiscount(tx, {
        orderId: order.id,
        userId,
        source: d.source,
        voucherId: d.voucher?.id ?? null,
        buyerVoucherId: d.buyerVoucher?.id ?? null,
        amount: d.amount,
      });
      // Another checkout holds the coupon (or this voucher) already: the unique row is the last guard.
      if (!row) continue;
      const from = d.voucher
        ? await voucherAccount(tx, d.voucher)
        : await ledger.platformAccount(tx, accountCodes.marketing);
      let hold;
      try {
        hold = await ledger.transfer(tx, {
          transferId: `order:${order.id}:${d.source}`,
          debitAccountId: from,
          creditAccountId: ledger.ref.platform(accountCodes.escrowShard(order.id)),
          amount: d.amount,
          kind: HOLD_OF[d.source].kind,
          pending: true,
          reference: { type: 'order', id: order.id },
          memo: `${d.source} ${order.orderNo}`,
          line: { kind: HOLD_OF[d.source].line, orderNo: order.orderNo },
        });
      } catch (err) {
        if (!(err instanceof AppError) || err.errorName !== 'INSUFFICIENT_BALANCE') throw err;
        // The budget ran out since the plan: no voucher on this order (nothing was held).
        await voucherRepository.setDiscount(tx, row.id, { status: 'released', resolvedAt: clock.now() });
        continue;
      }
      await voucherRepository.setDiscount(tx, row.id, { holdTransferId: hold.id });
      if (d.buyerVoucher)
        await voucherRepository.setBuyerVoucher(tx, d.buyerVoucher.id, { status: 'held', orderId: order.id });
      total += d.amount;
    }
    out.push(
      total ? ((await voucherRepository.setOrderDiscount(tx, order.id, total)) as unknown as O) : order,
    );
  }
  return out;
}

/** Completion: every discount held for the order is posted into its escrow (the seller is paid the full price). */
/** Posts an order's discount holds; answers the escrow account they were held in (none: no hold). */
export async function postDiscounts(tx: Tx, order: { id: number; discountTotal: number }) {
  // An order without discounts (most) has none to read.
  if (order.discountTotal === 0) return undefined;
  let escrow: number | undefined;
  for (const d of await voucherRepository.heldOf(tx, order.id)) {
    if (d.holdTransferId)
      escrow = (await ledger.post(tx, d.holdTransferId, `order:${order.id}:${d.source}:settle`))
        .creditAccountId;
    await voucherRepository.setDiscount(tx, d.id, { status: 'posted', resolvedAt: clock.now() });
    if (d.buyerVoucherId) await voucherRepository.setBuyerVoucher(tx, d.buyerVoucherId, { status: 'used' });
  }
  return escrow;
}

/**
 * A part of an order's price the platform pays, held from its marketing account into the order's
 * escrow beside the buyer's payment (`order:<id>:<source>`), so the seller is paid its own price on
 * completion like any order: a goods prize's whole total (decision 55: the buyer pays nothing), or
 * a group deal's price below the product's (decision 54: the buyer pays the deal price).
 */
export async function holdPlatformPart<
  O extends { id: number; orderNo: string; userId: number; total: number; discountTotal: number },
>(tx: Tx, order: O, source: 'prizeGoods' | 'groupDeal', amount: number): Promise<O> {
  if (amount <= 0) return order;
  const row = await voucherRepository.insertDiscount(tx, {
    orderId: order.id,
    userId: order.userId,
    source,
    amount,
  });
  if (!row) throw new Error(`order ${order.id}: ${source} already held`);
  const hold = await ledger.transfer(tx, {
    transferId: `order:${order.id}:${source}`,
    debitAccountId: ledger.ref.platform(accountCodes.marketing),
    creditAccountId: ledger.ref.platform(accountCodes.escrowShard(order.id)),
    amount,
    kind: HOLD_OF[source].kind,
    pending: true,
    reference: { type: 'order', id: order.id },
    memo: `${source} ${order.orderNo}`,
    line: { kind: HOLD_OF[source].line, orderNo: order.orderNo },
  });
  await voucherRepository.setDiscount(tx, row.id, { holdTransferId: hold.id });
  return (await voucherRepository.setOrderDiscount(
    tx,
    order.id,
    order.discountTotal + amount,
  )) as unknown as O;
}

/** Whether the platform holds the order's whole price (a goods prize): the one order the buyer pays 0 for. */
export async function coveredByPrize(tx: Tx, order: { id: number; total: number; discountTotal: number }) {
  if (order.discountTotal !== order.total) return false;
  const rows = await voucherRepository.discountsOf(tx, [order.id]);
  return rows.some((r) => r.discount.source === 'prizeGoods' && r.discount.amount === order.total);
}

/**
 * Cancellation or refund: every discount held for the order is voided; the coupon is the buyer's to
 * use again, the voucher's budget has the amount back, or, when the voucher ended meanwhile, its
 * owner's wallet does.
 */
export async function releaseDiscounts(
  tx: Tx,
  order: { id: number; orderNo: string; discountTotal: number },
) {
  if (order.discountTotal === 0) return;
  for (const d of await voucherRepository.heldOf(tx, order.id)) {
    await releaseOne(tx, order, d);
  }
}

async function releaseOne(tx: Tx, order: { id: number; orderNo: string }, d: OrderDiscountRow) {
  // The voucher row first, then the ledger accounts: the order ending a voucher takes them in.
  const voucher = d.voucherId ? await voucherRepository.findVoucher(tx, d.voucherId, true) : undefined;
  // The buyer's own voucher row first too; it is usable again (while not expired).
  if (d.buyerVoucherId) await voucherRepository.lockBuyerVoucher(tx, d.buyerVoucherId);
  if (d.holdTransferId) await ledger.void(tx, d.holdTransferId, `order:${order.id}:${d.source}:release`);
  await voucherRepository.setDiscount(tx, d.id, { status: 'released', resolvedAt: clock.now() });
  if (d.buyerVoucherId)
    await voucherRepository.setBuyerVoucher(tx, d.buyerVoucherId, { status: 'available', orderId: null });
  if (voucher && voucher.status === 'ended' && d.holdTransferId) {
    const owner = await voucherRepository.storeOwner(tx, voucher.storeId);
    await ledger.transfer(tx, {
      transferId: `voucher:${voucher.id}:return:${order.id}`,
      debitAccountId: await voucherAccount(tx, voucher),
      creditAccountId: ledger.ref.user(owner!.ownerId),
      amount: d.amount,
      kind: 'voucher_budget',
      reference: { type: 'store_voucher', id: voucher.id },
      memo: `voucher ${voucher.id} return (order ${order.orderNo})`,
      line: { kind: 'voucherBudgetReturn', store: owner!.name },
    });
  }
}

/** Orders' discounts as lists show them, by order id, from their rows (with a store voucher's store). */
export function discountViews(
  rows: readonly {
    orderId: number;
    source: DiscountSource;
    amount: number;
    status: OrderDiscountRow['status'];
    holdTransferId: number | null;
    store: string | null;
  }[],
) {
  const by = new Map<
    number,
    {
      source: DiscountSource;
      amount: number;
      store: string | null;
      status: OrderDiscountRow['status'];
    }[]
  >();
  for (const d of rows) {
    // A discount that never held anything (the budget ran out at placement) is not the order's.
    if (!d.holdTransferId) continue;
    const list = by.get(d.orderId) ?? [];
    list.push({
      source: d.source,
      amount: d.amount,
      store: d.source === 'voucher' ? d.store : null,
      status: d.status,
    });
    by.set(d.orderId, list);
  }
  return by;
}
