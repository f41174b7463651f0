import type { SellerOrder, AdminOrder, OrderDetail, OrderEventType, OrderSummary } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { userRepository } from '#server/modules/account/index.js';
import { storeCanSell } from '#server/modules/catalog/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';
import { commissionOf, REFUNDABLE } from './order.rules.js';

/** Orders as lists show them: with their store and lines. */
export async function summaries(tx: Tx, rows: OrderRow[]): Promise<OrderSummary[]> {
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

/** One order as its buyer sees it: address, dates, shipping, refund and its events. */
export async function detail(tx: Tx, o: OrderRow): Promise<OrderDetail> {
  const [summary] = await summaries(tx, [o]);
  const events = await orderRepository.events(tx, o.id);
  const [store] = await orderRepository.storesOf(tx, [o.storeId]);
  const { recipient, phone, country, region, street, postcode, latitude, longitude } = o.address;
  return {
    ...summary!,
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
    events: events.map((e) => ({
      type: e.type as OrderEventType,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    canRefund: REFUNDABLE.includes(o.status),
  };
}

/** One order as the console sees it: with the buyer, the commission and the wholesale cost. */
export async function staffOrderView(tx: Tx, o: OrderRow, email?: string): Promise<AdminOrder> {
  const buyerEmail = email ?? (await userRepository.findById(tx, o.userId))?.email ?? '';
  return {
    ...(await detail(tx, o)),
    buyer: { id: o.userId, email: buyerEmail },
    commission: commissionOf(o),
    wholesaleTotal: o.wholesaleTotal,
  };
}

/** One order as its store's owner sees it: the buyer by nickname, the commission, the wholesale cost, who ships. */
export async function sellerOrderView(tx: Tx, o: OrderRow, nickname?: string): Promise<SellerOrder> {
  const name = nickname ?? (await userRepository.findById(tx, o.userId))?.nickname ?? '';
  return {
    ...(await detail(tx, o)),
    buyer: { nickname: name },
    commission: commissionOf(o),
    wholesaleTotal: o.wholesaleTotal,
    shipper: o.wholesaleTotal > 0 ? 'warehouse' : 'store',
  };
}
