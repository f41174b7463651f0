import {
  ORDER_FILTERS,
  type ApiInput,
  type OrderFilter,
  type OrderStatus,
  type OrderSummary,
} from '@app/contract';
import { kept, type AppContext, type UserCall, type UserRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { addressRepository, toAddress } from '#server/modules/address/index.js';
import { mailPaidOrders, toCommentItem } from '#server/modules/catalog/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword, checkTradePassword } from '#server/modules/wallet/index.js';
import { planDiscounts } from '#server/modules/voucher/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { cancelOrder } from './cancel-order.flow.js';
import { checkoutLines, lineShown, priceCheckout } from './checkout.js';
import { completeOrder } from './complete-order.flow.js';
import { payOrders } from './pay-orders.flow.js';
import { placeOrReplay, takeStock, type PlacedStore } from './place-orders.flow.js';
import { requestRefund } from './request-refund.flow.js';
import { reviewOrderLine } from './review-order-line.flow.js';
import { detail, summaries } from './order.records.js';
import { orderRepository, type OrderRow } from './order.repository.js';

/** The checkout's orders with the paid ones as the payment left them. */
function withPaid(orders: OrderRow[], paid: OrderRow[]) {
  const byId = new Map(paid.map((o) => [o.id, o]));
  return orders.map((o) => byId.get(o.id) ?? o);
}

/** The buyer's orders: checkout, payment into escrow, the list and detail, receipt, refunds, reviews; and the sweep. */
export function createOrderService(ctx: AppContext, deps: { throttle: SigninThrottle }) {
  const { db, config } = ctx;

  /** Sellers who turned on new-order mails hear of orders just paid (after the commit; never in the buyer's way). */
  function mailNewOrders(paid: OrderSummary[], call: UserCall, stores: PlacedStore[] = []) {
    if (!paid.length) return;
    void mailPaidOrders(
      ctx,
      paid.map((o) => ({ orderNo: o.orderNo, storeId: o.store.id, total: o.total })),
      (err) => call.request.log.error({ err }, 'new-order mail not sent'),
      stores,
    );
  }

  /** The buyer's own order, or "not found" (never another buyer's). */
  async function ownOrder(tx: Tx, user: UserRow, id: number, lock = false) {
    const o = lock ? (await orderRepository.lockOrders(tx, [id]))[0] : await orderRepository.find(tx, id);
    if (!o || o.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  async function sweepOnce() {
    let changed = 0;
    for (const { id } of await orderRepository.dueForExpiry(db, 100)) {
      changed += await db.transaction(async (tx) => {
        const [o] = await orderRepository.lockOrders(tx, [id]);
        if (!o || o.status !== 'unpaid' || !o.expiresAt || o.expiresAt.getTime() > Date.now()) return 0;
        await cancelOrder(tx, o, true);
        return 1;
      });
    }
    for (const { id } of await orderRepository.dueForAutoConfirm(db, 100)) {
      changed += await db.transaction(async (tx) => {
        const [o] = await orderRepository.lockOrders(tx, [id]);
        if (!o || o.status !== 'shipped' || !o.autoConfirmAt || o.autoConfirmAt.getTime() > Date.now())
          return 0;
        await completeOrder(tx, o, true);
        return 1;
      });
    }
    return changed;
  }

  return {
    /** Expires unpaid orders and completes shipped orders past their confirmation date; safe on every node. */
    sweepOnce,

    async preview(body: ApiInput<'order/preview'>, call: UserCall) {
      const { user } = call;
      const lines = await checkoutLines(db, user.id, body);
      const groups = await priceCheckout(db, user.id, lines);
      const addresses = await addressRepository.list(db, user.id);
      const address = body.addressId
        ? addresses.find((a) => a.id === body.addressId)
        : (addresses.find((a) => a.isDefault) ?? addresses[0]);
      if (body.addressId && !address) throw new AppError('SHIPPING_ADDRESS_NOT_FOUND');
      const balance = await ledger.available(db, user.id);
      // The discounts placing this checkout would get now (decision 44), shown before paying.
      const plans = await planDiscounts(db, user.id, groups);
      const off = plans.map((p) => p.reduce((n, d) => n + d.amount, 0));
      const total = groups.reduce((n, g) => n + g.total, 0);
      const discountTotal = off.reduce((n, d) => n + d, 0);
      return {
        groups: groups.map((g, i) => ({
          store: { id: g.store.id, name: g.store.name, logo: g.store.logo },
          lines: g.lines.map(lineShown),
          itemTotal: g.itemTotal,
          shippingTotal: g.shippingTotal,
          total: g.total,
          discounts: plans[i]!.map((d) => ({ source: d.source, amount: d.amount, store: d.store })),
          payTotal: g.total - off[i]!,
        })),
        itemTotal: groups.reduce((n, g) => n + g.itemTotal, 0),
        shippingTotal: groups.reduce((n, g) => n + g.shippingTotal, 0),
        total,
        discountTotal,
        payTotal: total - discountTotal,
        address: address ? toAddress(address) : null,
        balance,
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
        hasTradePassword: user.tradePasswordHash !== null,
        payMinutes: config.ORDER_PAY_MINUTES,
      };
    },

    async create(body: ApiInput<'order/create'>, call: UserCall) {
      const { user } = call;
      // Place and pay in one call (decision 65): a trade password given is checked first, outside
      // the transaction, so a wrong one counts towards the lock-out and nothing is placed.
      if (body.pay && body.tradePassword)
        await checkTradePassword(deps.throttle, user, body.tradePassword, call.ip);
      const { data, paidNow, stores } = await db.transaction(async (tx) => {
        const address = await addressRepository.find(tx, user.id, body.addressId);
        if (!address) {
          throw new AppError('SHIPPING_ADDRESS_NOT_FOUND', {}, [
            { field: 'addressId', rule: 'exists', key: 'SHIPPING_ADDRESS_NOT_FOUND' },
          ]);
        }
        const lines = await checkoutLines(tx, user.id, body);
        const { recipient, phone, country, region, street, postcode, latitude, longitude } = address;
        const { orders, replayed, stores, inHand, stock } = await placeOrReplay(tx, config, {
          userId: user.id,
          lines,
          address: { recipient, phone, country, region, street, postcode, latitude, longitude },
          remark: body.remark ?? '',
          checkoutKey: call.idempotencyKey,
          fromCart: !body.items?.length && !!body.fromCart,
          // Paying now: the payment takes the stock where placement would have (decision 69).
          stockLater: !!body.pay,
        });
        const unpaid = orders.filter((o) => o.status === 'unpaid');
        /** The call's answer about these orders (their summaries from the rows in hand). */
        const answerOf = async (placed: OrderRow[]) => {
          const summary = await summaries(tx, placed, inHand);
          return {
            orders: summary,
            total: summary.reduce((n, o) => n + o.payTotal, 0),
            // What these orders' payment took, from their rows: 0 while they are unpaid.
            paid: placed.reduce((n, o) => n + (o.paidAt ? o.total - o.discountTotal : 0), 0),
          };
        };
        if (!body.pay || !unpaid.length) {
          await takeStock(tx, stock);
          // Kept under the call's key in the same transaction (decision 66).
          return { data: await kept(tx, call, await answerOf(orders)), paidNow: new Set<number>(), stores };
        }
        // Above the amount that needs it, no password means nothing is placed: the whole
        // transaction rolls back, as it does when the balance is short.
        if (!body.tradePassword)
          await checkPaymentPassword(
            deps.throttle,
            config.PAY_TRADE_PASSWORD_OVER_MINOR,
            user,
            undefined,
            unpaid.reduce((n, o) => n + o.total - o.discountTotal, 0),
            call.ip,
          );
        // The orders just placed are paid in one statement, which keeps the answer made from the
        // rows as it leaves them (decision 69); other orders are paid, then answered.
        let keptInPayment: Awaited<ReturnType<typeof answerOf>> | undefined;
        const paid = await payOrders(
          tx,
          user.id,
          unpaid.map((o) => o.id),
          user,
          replayed ? undefined : unpaid,
          async (rows) => {
            keptInPayment = await answerOf(withPaid(orders, rows));
            return call.answerRow?.(keptInPayment);
          },
          stock,
        );
        const data = keptInPayment ?? (await kept(tx, call, await answerOf(withPaid(orders, paid))));
        return { data, paidNow: new Set(paid.map((o) => o.id)), stores };
      });
      mailNewOrders(
        data.orders.filter((o) => paidNow.has(o.id)),
        call,
        stores,
      );
      return data;
    },

    async pay(body: ApiInput<'order/pay'>, call: UserCall) {
      const { user } = call;
      // The trade password is checked before the payment transaction: a wrong one counts even though nothing is paid.
      const owned = await Promise.all(body.ids.map((id) => orderRepository.find(db, id)));
      if (owned.some((o) => !o || o.userId !== user.id)) throw new AppError('ORDER_NOT_FOUND');
      const total = owned.reduce((n, o) => n + (o!.status === 'unpaid' ? o!.total - o!.discountTotal : 0), 0);
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        user,
        body.tradePassword,
        total,
        call.ip,
      );
      const data = await db.transaction(async (tx) => {
        const paid = await summaries(tx, await payOrders(tx, user.id, body.ids, user));
        return kept(tx, call, { orders: paid, paid: paid.reduce((n, o) => n + o.payTotal, 0) });
      });
      mailNewOrders(data.orders, call);
      return data;
    },

    async list(q: ApiInput<'order/getOrderList'>, call: UserCall) {
      const { rows, total } = await orderRepository.page(db, { userId: call.user.id, filter: q.status }, q);
      return listPage(
        await summaries(
          db,
          rows.map((r) => r.order),
        ),
        total,
        q,
      );
    },

    async counts(call: UserCall) {
      const rows = await orderRepository.counts(db, call.user.id);
      const n = (s: OrderStatus) => rows.find((r) => r.status === s)?.n ?? 0;
      const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as Record<OrderFilter, number>;
      counts.all = rows.reduce((sum, r) => sum + r.n, 0);
      counts.unpaid = n('unpaid');
      counts.to_purchase = n('to_purchase');
      counts.pending = n('pending');
      counts.shipped = n('shipped');
      counts.completed = n('completed');
      counts.refunded = n('refunding') + n('refunded');
      return counts;
    },

    async info(id: number, call: UserCall) {
      return detail(db, await ownOrder(db, call.user, id));
    },

    async cancel(id: number, call: UserCall) {
      return db.transaction(async (tx) => {
        const o = await ownOrder(tx, call.user, id, true);
        if (o.status !== 'unpaid') throw new AppError('ORDER_STATE_CHANGED');
        return detail(tx, await cancelOrder(tx, o, false));
      });
    },

    async confirm(id: number, call: UserCall) {
      return db.transaction(async (tx) => {
        const o = await ownOrder(tx, call.user, id, true);
        if (o.status !== 'shipped') throw new AppError('ORDER_STATE_CHANGED');
        return detail(tx, await completeOrder(tx, o, false));
      });
    },

    /** Before the seller purchased, the refund is immediate; after, it waits for review. */
    async refund(body: ApiInput<'order/refund'>, call: UserCall) {
      return db.transaction(async (tx) => {
        const o = await ownOrder(tx, call.user, body.id, true);
        return detail(tx, await requestRefund(tx, o, body.reason));
      });
    },

    async comment(body: ApiInput<'order/comment'>, call: UserCall) {
      const { user } = call;
      const row = await db.transaction((tx) => reviewOrderLine(tx, user.id, body));
      return toCommentItem(row, user.nickname);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
