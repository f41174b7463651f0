import { randomInt, randomUUID } from 'node:crypto';
import type { Config } from '#server/config/env.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { cartRepository } from '#server/modules/cart/index.js';
import { applyDiscounts } from '#server/modules/voucher/index.js';
import { lineShown, priceCheckout, type CheckoutLine } from './checkout.js';
import { orderRepository, type OrderRow, type SummaryParts } from './order.repository.js';

function orderNo() {
  const d = clock.now();
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
export async function placeOrders(tx: Tx, config: Config, input: PlaceInput) {
  return (await placeOrReplay(tx, config, input)).orders;
}

interface PlaceInput {
  userId: number;
  lines: CheckoutLine[];
  address: OrderRow['address'];
  remark: string;
  checkoutKey?: string;
  fromCart: boolean;
  /**
   * A group deal's quick-grab order (decision 54): placed at the product's own price and shipping
   * (the platform pays what the deal takes off, held by the deal's flow), no coupon or voucher,
   * waiting for the deal's count before it is fulfilled.
   */
  deal?: boolean;
  /** A goods prize's order (decision 55): its whole price is the platform's, no other discount. */
  prize?: boolean;
  /**
   * The stock is left to the caller, answered as `stock`: the one-call checkout takes it in its
   * payment's statement, where placement would have taken it (before the payment), or with
   * `takeStock`.
   */
  stockLater?: boolean;
}

/** Units a checkout takes off a specification's stock (the product's title for the refusal). */
export interface StockTaken {
  skuId: number;
  quantity: number;
  title: string;
}

/**
 * Takes a checkout's stock, in specification id order (the one order every checkout locks their
 * rows in). Not enough left refuses, which rolls the whole checkout back.
 */
export async function takeStock(tx: Tx, stock: StockTaken[]) {
  for (const r of stock) {
    if (!(await orderRepository.reserveStock(tx, r.skuId, r.quantity))) outOfStock(r.title);
  }
}

/** The refusal when a specification's stock ran out between the checkout's read and its taking. */
export function outOfStock(title: string): never {
  throw new AppError('OUT_OF_STOCK', { title, stock: 0 });
}

/** A store an order was placed with, as the checkout read it (for its owner's new-order mail). */
export interface PlacedStore {
  id: number;
  name: string;
  ownerId: number;
  notifyOrders: boolean;
}

/**
 * `placeOrders`, saying whether the orders are this transaction's own (`replayed: false`: nobody
 * else can see them before it commits, `stores` are their stores as read, and `inHand` their lines
 * and stores as a summary shows them) or an earlier checkout's with the same key.
 */
export async function placeOrReplay(
  tx: Tx,
  config: Config,
  input: PlaceInput,
): Promise<{
  orders: OrderRow[];
  replayed: boolean;
  stores: PlacedStore[];
  inHand?: Omit<SummaryParts, 'discounts'>;
  stock: StockTaken[];
}> {
  const checkoutKey = input.checkoutKey ?? randomUUID();
  await orderRepository.lockBuyer(tx, input.userId);
  const earlier = await orderRepository.byCheckout(tx, input.userId, checkoutKey);
  if (earlier.length) return { orders: earlier, replayed: true, stores: [], stock: [] };
  const groups = await priceCheckout(tx, input.userId, input.lines);
  const placedAt = clock.now();
  const expiresAt = new Date(placedAt.getTime() + config.ORDER_PAY_MINUTES * 60_000);
  let placed: OrderRow[] = [];
  const lines: SummaryParts['lines'] = [];
  for (const g of groups) {
    const deal = input.deal;
    const order = await orderRepository.insertOrder(tx, {
      orderNo: orderNo(),
      userId: input.userId,
      storeId: g.store.id,
      checkoutKey,
      status: 'unpaid',
      ...(deal ? { type: 'quick_grab' as const, awaitingGroup: true } : {}),
      itemTotal: g.itemTotal,
      shippingTotal: g.shippingTotal,
      total: g.total,
      commissionBps: config.PLATFORM_COMMISSION_BPS,
      wholesaleTotal: g.lines.reduce((n, l) => n + l.row.sku.wholesaleCost * l.quantity, 0),
      address: input.address,
      remark: input.remark,
      expiresAt,
      createdAt: clock.stamp(),
    });
    if (!order) throw new AppError('ORDER_STATE_CHANGED');
    // Its lines and its `placed` event.
    const shown = g.lines.map(lineShown);
    const ids = await orderRepository.insertLines(
      tx,
      order.id,
      g.lines.map((l, i) => ({ ...shown[i]!, wholesaleCost: l.row.sku.wholesaleCost })),
    );
    shown.forEach((v, i) => lines.push({ ...v, id: ids[i]!, orderId: order.id, commented: false }));
    placed.push(order);
  }
  // The first-order coupon and the stores' vouchers, held into each order's escrow (decision 44).
  if (!input.deal && !input.prize)
    placed = await applyDiscounts(
      tx,
      input.userId,
      placed.map((order, i) => ({ order, group: groups[i]! })),
    );
  if (input.fromCart)
    await cartRepository.removeSkus(
      tx,
      input.userId,
      input.lines.map((l) => l.skuId),
    );
  // Stock last, in specification id order (the one order every checkout locks rows in): a hot
  // product's row is held only until this transaction commits a moment later. Not enough left
  // rolls the whole checkout back.
  const stock = groups
    .flatMap((g) => g.lines)
    .map((l) => ({ skuId: l.row.sku.id, quantity: l.quantity, title: l.row.goods.title }))
    .sort((a, b) => a.skuId - b.skuId);
  if (!input.stockLater) await takeStock(tx, stock);
  return {
    orders: placed,
    replayed: false,
    stores: groups.map((g) => g.store),
    inHand: { lines, stores: groups.map(({ store: { id, name, logo } }) => ({ id, name, logo })) },
    stock: input.stockLater ? stock : [],
  };
}
