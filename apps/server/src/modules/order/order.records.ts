import type {
  SellerOrder,
  AdminOrder,
  OrderDetail,
  OrderEventType,
  OrderGroup,
  OrderSummary,
} from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { userRepository } from '#server/modules/account/index.js';
import { storeCanSell } from '#server/modules/catalog/index.js';
import { discountViews } from '#server/modules/voucher/index.js';
import { orderRepository, type OrderGroupRow, type OrderRow, type SummaryParts } from './order.repository.js';
import { commissionOf, REFUNDABLE } from './order.rules.js';

/**
 * Orders as lists show them: with their store and lines. `inHand`: the lines and stores of orders
 * this transaction has just placed, as it wrote them; without a discount (most orders) nothing is
 * read again (issue 18: answers from rows in hand).
 */
export async function summaries(
  tx: Tx,
  rows: OrderRow[],
  inHand?: Omit<SummaryParts, 'discounts'>,
): Promise<OrderSummary[]> {
  // Lines, stores and discounts in one round trip.
  const parts =
    inHand && rows.every((o) => o.discountTotal === 0)
      ? { ...inHand, discounts: [] }
      : await orderRepository.summaryParts(
          tx,
          rows.map((o) => o.id),
          rows.map((o) => o.storeId),
        );
  const lines = parts.lines.map((line) => ({ line, commented: line.commented }));
  const storeById = new Map(parts.stores.map((s) => [s.id, s]));
  const discounts = discountViews(parts.discounts);
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
      discounts: discounts.get(o.id) ?? [],
      payTotal: o.total - o.discountTotal,
      payMethod: 'wallet' as const,
      createdAt: o.createdAt.toISOString(),
      expiresAt: o.status === 'unpaid' ? (o.expiresAt?.toISOString() ?? null) : null,
    };
  });
}

/** Orders as their buyer sees each: address, dates, shipping, refund and events (a page in four queries). */
export async function details(tx: Tx, rows: OrderRow[]): Promise<OrderDetail[]> {
  const list = await summaries(tx, rows);
  const ids = rows.map((o) => o.id);
  const events = await orderRepository.eventsOf(tx, ids);
  const stores = await orderRepository.storesOf(
    tx,
    rows.map((o) => o.storeId),
  );
  return rows.map((o, i) => {
    const store = stores.find((s) => s.id === o.storeId);
    const { recipient, phone, country, region, street, postcode, latitude, longitude } = o.address;
    return {
      ...list[i]!,
      storeContactable: !!store && storeCanSell(store.status),
      address: {
        recipient,
        phone,
        country,
        region,
        street,
        postcode,
        latitude: latitude ?? null,
        longitude: longitude ?? null,
      },
      remark: o.remark,
      paidAt: o.paidAt?.toISOString() ?? null,
      shippedAt: o.shippedAt?.toISOString() ?? null,
      completedAt: o.completedAt?.toISOString() ?? null,
      autoConfirmAt: o.status === 'shipped' ? (o.autoConfirmAt?.toISOString() ?? null) : null,
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      refundReason: o.refundReason,
      refundRejectReason: o.refundRejectReason,
      refundSellerReason: o.refundSellerReason,
      events: events
        .filter((e) => e.orderId === o.id)
        .map((e) => ({
          type: e.type as OrderEventType,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
      canRefund: REFUNDABLE.includes(o.status),
    };
  });
}

/** One order as its buyer sees it. */
export async function detail(tx: Tx, o: OrderRow): Promise<OrderDetail> {
  return (await details(tx, [o]))[0]!;
}

/** A waiting order's group-buy progress (decision 54), or null. */
function groupView(g: OrderGroupRow | undefined): OrderGroup {
  return g
    ? { dealId: g.dealId, joined: g.joined, targetCount: g.targetCount, deadline: g.deadline.toISOString() }
    : null;
}

/** Orders as the console sees them: with the buyer, the commission and the wholesale cost. */
export async function staffOrderViews(
  tx: Tx,
  rows: { order: OrderRow; email: string }[],
): Promise<AdminOrder[]> {
  const list = await details(
    tx,
    rows.map((r) => r.order),
  );
  const groups = await orderRepository.groupsOf(
    tx,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order: o, email }, i) => ({
    ...list[i]!,
    buyer: { id: o.userId, email },
    awaitingGroup: groupView(groups.get(o.id)),
    commission: commissionOf(o),
    wholesaleTotal: o.wholesaleTotal,
  }));
}

export async function staffOrderView(tx: Tx, o: OrderRow): Promise<AdminOrder> {
  const email = (await userRepository.findById(tx, o.userId))?.email ?? '';
  return (await staffOrderViews(tx, [{ order: o, email }]))[0]!;
}

/** Orders as their store's owner sees them: the buyer by nickname, the commission, the wholesale cost, who ships. */
export async function sellerOrderViews(
  tx: Tx,
  rows: { order: OrderRow; nickname: string }[],
): Promise<SellerOrder[]> {
  const list = await details(
    tx,
    rows.map((r) => r.order),
  );
  const groups = await orderRepository.groupsOf(
    tx,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order: o, nickname }, i) => ({
    ...list[i]!,
    buyer: { nickname },
    awaitingGroup: groupView(groups.get(o.id)),
    commission: commissionOf(o),
    wholesaleTotal: o.wholesaleTotal,
    shipper: o.wholesaleTotal > 0 ? ('warehouse' as const) : ('store' as const),
  }));
}

export async function sellerOrderView(tx: Tx, o: OrderRow): Promise<SellerOrder> {
  const nickname = (await userRepository.findById(tx, o.userId))?.nickname ?? '';
  return (await sellerOrderViews(tx, [{ order: o, nickname }]))[0]!;
}
