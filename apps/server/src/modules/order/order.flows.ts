import { randomInt, randomUUID } from 'node:crypto';
import type { Config } from '#server/config/env.js';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { allowance, sellable } from '#server/modules/cart/cart.service.js';
import { cartRepository } from '#server/modules/cart/cart.repository.js';
import { catalogRepository } from '#server/modules/catalog/catalog.repository.js';
import { storeCanSell } from '#server/modules/catalog/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/ledger.service.js';
import { orderRepository, type OrderRow } from './order.repository.js';

export interface CheckoutLine {
  skuId: number;
  quantity: number;
}

/** The lines a checkout is about: "buy now" lines, or the cart's selected lines. */
export async function checkoutLines(
  tx: Tx,
  userId: number,
  source: { items?: CheckoutLine[]; fromCart?: boolean },
): Promise<CheckoutLine[]> {
  if (source.items?.length) {
    // The same specification twice is one line.
    const merged = new Map<number, number>();
    for (const i of source.items) merged.set(i.skuId, (merged.get(i.skuId) ?? 0) + i.quantity);
    return [...merged].map(([skuId, quantity]) => ({ skuId, quantity }));
  }
  if (source.fromCart) {
    const selected = (await cartRepository.lines(tx, userId)).filter((l) => l.selected);
    // Lines the cart shows as unavailable (off sale, sold out, store closed) stay in the cart.
    const rows = await cartRepository.skus(
      tx,
      selected.map((l) => l.skuId),
    );
    const ok = new Set(rows.filter(sellable).map((r) => r.sku.id));
    const lines = selected.filter((l) => ok.has(l.skuId));
    if (lines.length) return lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity }));
  }
  throw new AppError('CART_EMPTY');
}

/**
 * Prices checkout lines per store and checks every rule a buyer could break: the product exists
 * and is on sale, its store can sell, and the quantity fits the stock and the per-buyer limit.
 */
export async function priceCheckout(tx: Tx, userId: number, lines: CheckoutLine[]) {
  const rows = await cartRepository.skus(
    tx,
    lines.map((l) => l.skuId),
  );
  const bySku = new Map(rows.map((r) => [r.sku.id, r]));
  const bought = await catalogRepository.boughtBy(tx, userId, [...new Set(rows.map((r) => r.goods.id))]);
  const perGoods = new Map<number, number>();
  const groups = new Map<
    number,
    {
      store: { id: number; name: string; logo: string; ownerId: number };
      lines: { row: (typeof rows)[number]; quantity: number }[];
    }
  >();
  lines.forEach((l, index) => {
    const row = bySku.get(l.skuId);
    const field = `items.${index}`;
    if (!row)
      throw new AppError('GOODS_NOT_FOUND', {}, [
        { field: `${field}.skuId`, rule: 'exists', key: 'validation.invalid' },
      ]);
    if (!row.goods.onSale) throw new AppError('GOODS_OFF_SALE', { title: row.goods.title });
    if (!storeCanSell(row.store.status)) throw new AppError('STORE_UNAVAILABLE', { name: row.store.name });
    if (!sellable(row) || row.sku.stock < l.quantity) {
      throw new AppError('OUT_OF_STOCK', { title: row.goods.title, stock: row.sku.stock }, [
        {
          field: `${field}.quantity`,
          rule: 'stock',
          key: 'validation.quantityStock',
          params: { max: row.sku.stock },
        },
      ]);
    }
    const total = (perGoods.get(row.goods.id) ?? 0) + l.quantity;
    perGoods.set(row.goods.id, total);
    const cap = allowance(
      { ...row, sku: { ...row.sku, stock: Number.MAX_SAFE_INTEGER } },
      bought.get(row.goods.id) ?? 0,
    );
    if (total > cap) {
      throw new AppError('QUANTITY_LIMIT', { title: row.goods.title, max: cap }, [
        { field: `${field}.quantity`, rule: 'max', key: 'validation.quantityLimit', params: { max: cap } },
      ]);
    }
    let group = groups.get(row.store.id);
    if (!group) {
      group = {
        store: { id: row.store.id, name: row.store.name, logo: row.store.logo, ownerId: row.store.ownerId },
        lines: [],
      };
      groups.set(row.store.id, group);
    }
    group.lines.push({ row, quantity: l.quantity });
  });
  return [...groups.values()].map((g) => {
    const itemTotal = g.lines.reduce((n, l) => n + l.row.sku.price * l.quantity, 0);
    // One parcel per store: the order pays the highest shipping fee among its products.
    const shippingTotal = Math.max(0, ...g.lines.map((l) => l.row.goods.shippingFee));
    return { ...g, itemTotal, shippingTotal, total: itemTotal + shippingTotal };
  });
}

function orderNo() {
  const d = new Date();
  const ymd =
    `${d.getUTCFullYear() % 100}`.padStart(2, '0') +
    `${d.getUTCMonth() + 1}`.padStart(2, '0') +
    `${d.getUTCDate()}`.padStart(2, '0');
  return `${ymd}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e3)).padStart(3, '0')}`;
}

/**
 * Places one unpaid order per store and reserves its stock in the same transaction: a
 * specification's stock is decremented only while enough is left, so concurrent buyers never
 * oversell. A retry with the same checkout key answers the orders it already placed.
 */
export async function placeOrders(
  tx: Tx,
  config: Config,
  input: {
    userId: number;
    lines: CheckoutLine[];
    address: OrderRow['address'];
    remark: string;
    checkoutKey?: string;
    fromCart: boolean;
  },
) {
  const checkoutKey = input.checkoutKey ?? randomUUID();
  await orderRepository.lockBuyer(tx, input.userId);
  const earlier = await orderRepository.byCheckout(tx, input.userId, checkoutKey);
  if (earlier.length) return earlier;
  const groups = await priceCheckout(tx, input.userId, input.lines);
  const expiresAt = new Date(Date.now() + config.ORDER_PAY_MINUTES * 60_000);
  const placed: OrderRow[] = [];
  for (const g of groups) {
    const order = await orderRepository.insertOrder(tx, {
      orderNo: orderNo(),
      userId: input.userId,
      storeId: g.store.id,
      checkoutKey,
      status: 'unpaid',
      itemTotal: g.itemTotal,
      shippingTotal: g.shippingTotal,
      total: g.total,
      commissionBps: config.PLATFORM_COMMISSION_BPS,
      wholesaleTotal: g.lines.reduce((n, l) => n + l.row.sku.wholesaleCost * l.quantity, 0),
      address: input.address,
      remark: input.remark,
      expiresAt,
    });
    if (!order) throw new AppError('ORDER_STATE_CHANGED');
    await orderRepository.insertLines(
      tx,
      g.lines.map((l) => ({
        orderId: order.id,
        goodsId: l.row.goods.id,
        skuId: l.row.sku.id,
        title: l.row.goods.title,
        image: l.row.goods.images[0] ?? '',
        skuName: l.row.sku.name,
        price: l.row.sku.price,
        wholesaleCost: l.row.sku.wholesaleCost,
        quantity: l.quantity,
      })),
    );
    await orderRepository.event(tx, order.id, 'placed');
    placed.push(order);
  }
  if (input.fromCart)
    await cartRepository.removeSkus(
      tx,
      input.userId,
      input.lines.map((l) => l.skuId),
    );
  // Stock last, in specification id order (the one order every checkout locks rows in): a hot
  // product's row is held only until this transaction commits a moment later. Not enough left
  // rolls the whole checkout back.
  const reservations = groups.flatMap((g) => g.lines).sort((a, b) => a.row.sku.id - b.row.sku.id);
  for (const r of reservations) {
    if (!(await orderRepository.reserveStock(tx, r.row.sku.id, r.quantity))) {
      throw new AppError('OUT_OF_STOCK', { title: r.row.goods.title, stock: 0 });
    }
  }
  return placed;
}

/**
 * Pays unpaid orders from the wallet in one step: each order's total moves from the buyer's
 * available balance into escrow as a pending transfer. Not enough balance pays none of them.
 */
export async function payOrders(tx: Tx, userId: number, ids: number[]) {
  const locked = await orderRepository.lockOrders(tx, ids);
  const mine = locked.filter((o) => o.userId === userId);
  if (mine.length !== new Set(ids).size) throw new AppError('ORDER_NOT_FOUND');
  const now = Date.now();
  for (const o of mine) {
    if (o.status !== 'unpaid') throw new AppError('ORDER_NOT_PAYABLE', { orderNo: o.orderNo });
    if (o.expiresAt && o.expiresAt.getTime() <= now)
      throw new AppError('ORDER_EXPIRED', { orderNo: o.orderNo });
  }
  const buyer = await ledger.userAccount(tx, userId);
  const paid: OrderRow[] = [];
  const sold: { goodsId: number; quantity: number }[] = [];
  for (const o of mine) {
    const hold = await ledger.transfer(tx, {
      transferId: `order:${o.id}:pay`,
      debitAccountId: buyer,
      creditAccountId: await ledger.platformAccount(tx, accountCodes.escrowShard(o.id)),
      amount: o.total,
      kind: 'payment',
      pending: true,
      reference: { type: 'order', id: o.id },
      memo: `order ${o.orderNo}`,
    });
    sold.push(...(await orderRepository.linesOf(tx, [o.id])).map((r) => r.line));
    const next = await orderRepository.update(tx, o.id, {
      status: o.wholesaleTotal > 0 ? 'to_purchase' : 'pending',
      escrowTransferId: hold.id,
      paidAt: new Date(),
      expiresAt: null,
    });
    await orderRepository.event(tx, o.id, 'paid');
    paid.push(next);
  }
  // Sold counts last: a popular product's row stays locked for the shortest time.
  await orderRepository.addSold(tx, sold, 1);
  return paid;
}

/** Completion: the escrow is posted, the seller gets the total less the platform commission. */
export async function completeOrder(tx: Tx, order: OrderRow, auto: boolean) {
  if (!order.escrowTransferId) throw new Error(`order ${order.id} has no escrow`);
  const [store] = await orderRepository.storesOf(tx, [order.storeId]);
  // The escrow account is the one the payment was held in.
  const escrow = (await ledger.post(tx, order.escrowTransferId, `order:${order.id}:settle`)).creditAccountId;
  const commission = Math.floor((order.total * order.commissionBps) / 10_000);
  const sellerShare = order.total - commission;
  if (sellerShare > 0) {
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:release`,
      debitAccountId: escrow,
      creditAccountId: await ledger.userAccount(tx, store!.ownerId),
      amount: sellerShare,
      kind: 'income',
      reference: { type: 'order', id: order.id },
      memo: `order ${order.orderNo}`,
    });
  }
  if (commission > 0) {
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:commission`,
      debitAccountId: escrow,
      creditAccountId: await ledger.platformAccount(tx, accountCodes.fees),
      amount: commission,
      kind: 'fee',
      reference: { type: 'order', id: order.id },
      memo: `commission ${order.orderNo}`,
    });
  }
  const done = await orderRepository.update(tx, order.id, {
    status: 'completed',
    completedAt: new Date(),
    autoConfirmAt: null,
  });
  await orderRepository.event(tx, order.id, auto ? 'auto_completed' : 'completed');
  return done;
}

/** Refund: the escrow goes back to the buyer, the stock back on the shelf, a paid purchase back to the seller. */
export async function refundOrder(tx: Tx, order: OrderRow, note: string, staffId?: number) {
  if (!order.escrowTransferId) throw new Error(`order ${order.id} has no escrow`);
  await ledger.void(tx, order.escrowTransferId, `order:${order.id}:refund`);
  const lines = (await orderRepository.linesOf(tx, [order.id])).map((r) => r.line);
  await orderRepository.releaseStock(tx, lines);
  await orderRepository.addSold(tx, lines, -1);
  const purchased =
    order.wholesaleTotal > 0 && order.refundFromStatus !== 'to_purchase' && order.status !== 'to_purchase';
  if (purchased) {
    const [store] = await orderRepository.storesOf(tx, [order.storeId]);
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:purchase-refund`,
      debitAccountId: await ledger.platformAccount(tx, accountCodes.warehouse),
      creditAccountId: await ledger.userAccount(tx, store!.ownerId),
      amount: order.wholesaleTotal,
      kind: 'refund',
      reference: { type: 'order', id: order.id },
      memo: `purchase refund ${order.orderNo}`,
    });
  }
  const done = await orderRepository.update(tx, order.id, { status: 'refunded', autoConfirmAt: null });
  await orderRepository.event(tx, order.id, 'refunded', note, staffId);
  return done;
}

/** Cancels an unpaid order (by the buyer, or when its payment time ran out) and releases its stock. */
export async function cancelOrder(tx: Tx, order: OrderRow, expired: boolean) {
  const lines = (await orderRepository.linesOf(tx, [order.id])).map((r) => r.line);
  await orderRepository.releaseStock(tx, lines);
  const done = await orderRepository.update(tx, order.id, { status: 'cancelled', expiresAt: null });
  await orderRepository.event(tx, order.id, expired ? 'expired' : 'cancelled');
  return done;
}
