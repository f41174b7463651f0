import {
  ORDER_FILTERS,
  type AdminOrder,
  type OrderDetail,
  type OrderEventType,
  type OrderFilter,
  type OrderStatus,
  type OrderSummary,
} from '@app/contract';
import type { AppContext, CallContext, UserRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { auditRepository } from '#server/platform/audit/audit.repository.js';
import { toAddress } from '#server/modules/cart/cart.service.js';
import { cartRepository } from '#server/modules/cart/cart.repository.js';
import { maskNickname } from '#server/modules/catalog/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { accountCodes, ledger } from '#server/modules/ledger/ledger.service.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { userRepository } from '#server/modules/account/account.repository.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import {
  cancelOrder,
  checkoutLines,
  completeOrder,
  payOrders,
  placeOrders,
  priceCheckout,
  refundOrder,
} from './order.flows.js';
import { orderRepository, type OrderRow } from './order.repository.js';

type Page = { page: number; pageSize: number };

const REFUNDABLE: OrderStatus[] = ['to_purchase', 'pending', 'shipped'];

/** Orders: checkout, payment into escrow, the order list and detail, receipt, refunds, reviews, and the sweep. */
export function createOrderService(ctx: AppContext, deps: { throttle: SigninThrottle }) {
  const { db, config } = ctx;

  async function summaries(tx: Tx, rows: OrderRow[]): Promise<OrderSummary[]> {
    // One connection per transaction: queries on `tx` run one after another.
    const lines = await orderRepository.linesOf(
      tx,
      rows.map((o) => o.id),
    );
    const stores = await orderRepository.storesOf(
      tx,
      rows.map((o) => o.storeId),
    );
    const storeById = new Map(stores.map((s) => [s.id, s]));
    return rows.map((o) => {
      const s = storeById.get(o.storeId);
      return {
        id: o.id,
        orderNo: o.orderNo,
        status: o.status,
        type: o.type,
        store: { id: o.storeId, name: s?.name ?? '', logo: s?.logo ?? '' },
        lines: lines
          .filter((l) => l.line.orderId === o.id)
          .map(({ line: l, commented }) => ({
            id: l.id,
            goodsId: l.goodsId,
            skuId: l.skuId,
            title: l.title,
            image: l.image,
            skuName: l.skuName,
            price: l.price,
            quantity: l.quantity,
            commented: Boolean(commented),
          })),
        itemTotal: o.itemTotal,
        shippingTotal: o.shippingTotal,
        total: o.total,
        payMethod: 'wallet' as const,
        createdAt: o.createdAt.toISOString(),
        expiresAt: o.status === 'unpaid' ? (o.expiresAt?.toISOString() ?? null) : null,
      };
    });
  }

  async function detail(tx: Tx, o: OrderRow): Promise<OrderDetail> {
    const [summary] = await summaries(tx, [o]);
    const events = await orderRepository.events(tx, o.id);
    const { recipient, phone, country, region, street, postcode } = o.address;
    return {
      ...summary!,
      address: { recipient, phone, country, region, street, postcode },
      remark: o.remark,
      paidAt: o.paidAt?.toISOString() ?? null,
      shippedAt: o.shippedAt?.toISOString() ?? null,
      completedAt: o.completedAt?.toISOString() ?? null,
      autoConfirmAt: o.status === 'shipped' ? (o.autoConfirmAt?.toISOString() ?? null) : null,
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      refundReason: o.refundReason,
      refundRejectReason: o.refundRejectReason,
      events: events.map((e) => ({
        type: e.type as OrderEventType,
        note: e.note,
        createdAt: e.createdAt.toISOString(),
      })),
      canRefund: REFUNDABLE.includes(o.status),
    };
  }

  async function adminView(tx: Tx, o: OrderRow, email?: string): Promise<AdminOrder> {
    const buyerEmail = email ?? (await userRepository.findById(tx, o.userId))?.email ?? '';
    return {
      ...(await detail(tx, o)),
      buyer: { id: o.userId, email: buyerEmail },
      commission: Math.floor((o.total * o.commissionBps) / 10_000),
      wholesaleTotal: o.wholesaleTotal,
    };
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

    async preview(
      body: { items?: { skuId: number; quantity: number }[]; fromCart?: boolean; addressId?: number },
      call: CallContext,
    ) {
      const user = call.user!;
      const lines = await checkoutLines(db, user.id, body);
      const groups = await priceCheckout(db, user.id, lines);
      const addresses = await cartRepository.addresses(db, user.id);
      const address = body.addressId
        ? addresses.find((a) => a.id === body.addressId)
        : (addresses.find((a) => a.isDefault) ?? addresses[0]);
      if (body.addressId && !address) throw new AppError('SHIPPING_ADDRESS_NOT_FOUND');
      const balance = await ledger.available(db, user.id);
      return {
        groups: groups.map((g) => ({
          store: { id: g.store.id, name: g.store.name, logo: g.store.logo },
          lines: g.lines.map((l) => ({
            goodsId: l.row.goods.id,
            skuId: l.row.sku.id,
            title: l.row.goods.title,
            image: l.row.goods.images[0] ?? '',
            skuName: l.row.sku.name,
            price: l.row.sku.price,
            quantity: l.quantity,
          })),
          itemTotal: g.itemTotal,
          shippingTotal: g.shippingTotal,
          total: g.total,
        })),
        itemTotal: groups.reduce((n, g) => n + g.itemTotal, 0),
        shippingTotal: groups.reduce((n, g) => n + g.shippingTotal, 0),
        total: groups.reduce((n, g) => n + g.total, 0),
        address: address ? toAddress(address) : null,
        balance,
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
        hasTradePassword: user.tradePasswordHash !== null,
        payMinutes: config.ORDER_PAY_MINUTES,
      };
    },

    async create(
      body: {
        items?: { skuId: number; quantity: number }[];
        fromCart?: boolean;
        addressId: number;
        remark?: string;
      },
      call: CallContext,
    ) {
      const user = call.user!;
      const placed = await db.transaction(async (tx) => {
        const address = await cartRepository.findAddress(tx, user.id, body.addressId);
        if (!address) {
          throw new AppError('SHIPPING_ADDRESS_NOT_FOUND', {}, [
            { field: 'addressId', rule: 'exists', key: 'SHIPPING_ADDRESS_NOT_FOUND' },
          ]);
        }
        const lines = await checkoutLines(tx, user.id, body);
        const { recipient, phone, country, region, street, postcode } = address;
        const orders = await placeOrders(tx, config, {
          userId: user.id,
          lines,
          address: { recipient, phone, country, region, street, postcode },
          remark: body.remark ?? '',
          checkoutKey: call.idempotencyKey,
          fromCart: !body.items?.length && !!body.fromCart,
        });
        return summaries(tx, orders);
      });
      return { orders: placed, total: placed.reduce((n, o) => n + o.total, 0) };
    },

    async pay(body: { ids: number[]; tradePassword?: string }, call: CallContext) {
      const user = call.user!;
      // The trade password is checked before the payment transaction: a wrong one counts even though nothing is paid.
      const owned = await Promise.all(body.ids.map((id) => orderRepository.find(db, id)));
      if (owned.some((o) => !o || o.userId !== user.id)) throw new AppError('ORDER_NOT_FOUND');
      const total = owned.reduce((n, o) => n + (o!.status === 'unpaid' ? o!.total : 0), 0);
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        user,
        body.tradePassword,
        total,
        call.ip,
      );
      const paid = await db.transaction(async (tx) => summaries(tx, await payOrders(tx, user.id, body.ids)));
      return { orders: paid, paid: paid.reduce((n, o) => n + o.total, 0) };
    },

    async list(q: Page & { status: OrderFilter }, call: CallContext) {
      const { rows, total } = await orderRepository.page(db, { userId: call.user!.id, filter: q.status }, q);
      return listPage(
        await summaries(
          db,
          rows.map((r) => r.order),
        ),
        total,
        q,
      );
    },

    async counts(call: CallContext) {
      const rows = await orderRepository.counts(db, call.user!.id);
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

    async info(id: number, call: CallContext) {
      return detail(db, await ownOrder(db, call.user!, id));
    },

    async cancel(id: number, call: CallContext) {
      return db.transaction(async (tx) => {
        const o = await ownOrder(tx, call.user!, id, true);
        if (o.status !== 'unpaid') throw new AppError('ORDER_STATE_CHANGED');
        return detail(tx, await cancelOrder(tx, o, false));
      });
    },

    async confirm(id: number, call: CallContext) {
      return db.transaction(async (tx) => {
        const o = await ownOrder(tx, call.user!, id, true);
        if (o.status !== 'shipped') throw new AppError('ORDER_STATE_CHANGED');
        return detail(tx, await completeOrder(tx, o, false));
      });
    },

    /** Before the seller purchased, the refund is immediate; after, it waits for review. */
    async refund(body: { id: number; reason: string }, call: CallContext) {
      return db.transaction(async (tx) => {
        const o = await ownOrder(tx, call.user!, body.id, true);
        if (!REFUNDABLE.includes(o.status)) throw new AppError('REFUND_NOT_ALLOWED');
        await orderRepository.event(tx, o.id, 'refund_requested', body.reason);
        const asked = await orderRepository.update(tx, o.id, {
          refundReason: body.reason,
          refundRejectReason: null,
          refundFromStatus: o.status,
          ...(o.status === 'to_purchase' || (o.status === 'pending' && o.wholesaleTotal === 0)
            ? {}
            : { status: 'refunding' as const }),
        });
        const done = asked.status === 'refunding' ? asked : await refundOrder(tx, asked, body.reason);
        return detail(tx, done);
      });
    },

    async comment(
      body: { orderLineId: number; score: number; content: string; images: string[] },
      call: CallContext,
    ) {
      const user = call.user!;
      const found = await orderRepository.findLine(db, body.orderLineId);
      if (!found || found.order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
      if (found.order.status !== 'completed') throw new AppError('COMMENT_NOT_ALLOWED');
      for (const [i, url] of body.images.entries()) {
        if (!(await fileRepository.ownsUpload(db, user.id, url, 'review'))) {
          throw new AppError('IMAGE_INVALID', {}, [
            { field: `images.${i}`, rule: 'uploaded_image', key: 'validation.image' },
          ]);
        }
      }
      const row = await db.transaction((tx) =>
        orderRepository.insertComment(tx, {
          orderLineId: found.line.id,
          goodsId: found.line.goodsId,
          userId: user.id,
          score: body.score,
          content: body.content,
          images: body.images,
          skuName: found.line.skuName,
        }),
      );
      if (!row) throw new AppError('ALREADY_COMMENTED');
      return {
        id: row.id,
        nickname: maskNickname(user.nickname),
        score: row.score,
        content: row.content,
        images: row.images,
        skuName: row.skuName,
        createdAt: row.createdAt.toISOString(),
      };
    },

    // ---------- console ----------
    async adminList(q: Page & { status?: OrderStatus; keyword?: string }) {
      const { rows, total } = await orderRepository.page(db, { status: q.status, keyword: q.keyword }, q);
      const list = [];
      for (const r of rows) list.push(await adminView(db, r.order, r.email));
      return listPage(list, total, q);
    },

    /** Stands in for the seller until the seller centre exists: purchase (pays the warehouse), ship, delivered. */
    async advance(
      body: { id: number; action: 'purchase' | 'ship' | 'deliver'; carrier?: string; trackingNo?: string },
      call: CallContext,
    ) {
      const member = call.staff!;
      return db.transaction(async (tx) => {
        const [o] = await orderRepository.lockOrders(tx, [body.id]);
        if (!o) throw new AppError('ORDER_NOT_FOUND');
        let next: OrderRow;
        if (body.action === 'purchase') {
          if (o.status !== 'to_purchase') throw new AppError('ORDER_STATE_CHANGED');
          const [store] = await orderRepository.storesOf(tx, [o.storeId]);
          await ledger.transfer(tx, {
            transferId: `order:${o.id}:purchase`,
            debitAccountId: await ledger.userAccount(tx, store!.ownerId),
            creditAccountId: await ledger.platformAccount(tx, accountCodes.warehouse),
            amount: o.wholesaleTotal,
            kind: 'payment',
            reference: { type: 'order', id: o.id },
            memo: `purchase ${o.orderNo}`,
          });
          next = await orderRepository.update(tx, o.id, { status: 'pending' });
          await orderRepository.event(tx, o.id, 'purchased', '', member.id);
        } else if (body.action === 'ship') {
          if (o.status !== 'pending') throw new AppError('ORDER_STATE_CHANGED');
          const carrier = body.carrier || 'DramaMall Logistics';
          const trackingNo = body.trackingNo || `DM${o.orderNo}`;
          next = await orderRepository.update(tx, o.id, {
            status: 'shipped',
            carrier,
            trackingNo,
            shippedAt: new Date(),
            autoConfirmAt: new Date(Date.now() + config.ORDER_AUTO_CONFIRM_DAYS * 86_400_000),
          });
          await orderRepository.event(tx, o.id, 'shipped', `${carrier} ${trackingNo}`, member.id);
        } else {
          if (o.status !== 'shipped') throw new AppError('ORDER_STATE_CHANGED');
          // Delivered is recorded once.
          if ((await orderRepository.events(tx, o.id)).some((e) => e.type === 'delivered')) {
            throw new AppError('ORDER_STATE_CHANGED');
          }
          next = o;
          await orderRepository.event(tx, o.id, 'delivered', '', member.id);
        }
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: `order.${body.action}`,
          targetType: 'order',
          targetId: o.id,
          detail: { orderNo: o.orderNo },
          ip: call.ip,
        });
        return adminView(tx, next);
      });
    },

    async reviewRefund(
      body: { id: number; action: 'approve' | 'reject'; reason?: string },
      call: CallContext,
    ) {
      const member = call.staff!;
      return db.transaction(async (tx) => {
        const [o] = await orderRepository.lockOrders(tx, [body.id]);
        if (!o) throw new AppError('ORDER_NOT_FOUND');
        if (o.status !== 'refunding') throw new AppError('REVIEW_ALREADY_DONE');
        let next: OrderRow;
        if (body.action === 'approve') {
          next = await refundOrder(tx, o, body.reason ?? '', member.id);
        } else {
          const back = (o.refundFromStatus ?? 'pending') as OrderStatus;
          next = await orderRepository.update(tx, o.id, {
            status: back,
            refundRejectReason: body.reason!,
            // A shipped order gets its full confirmation window again after a rejected request.
            ...(back === 'shipped'
              ? { autoConfirmAt: new Date(Date.now() + config.ORDER_AUTO_CONFIRM_DAYS * 86_400_000) }
              : {}),
          });
          await orderRepository.event(tx, o.id, 'refund_rejected', body.reason!, member.id);
        }
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: body.action === 'approve' ? 'order.refund_approved' : 'order.refund_rejected',
          targetType: 'order',
          targetId: o.id,
          reason: body.reason,
          detail: { orderNo: o.orderNo, total: o.total },
          ip: call.ip,
        });
        return adminView(tx, next);
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
