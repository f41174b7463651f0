import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { goodsSkus, orders } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from './mall.test-kit.js';

const t = await createTestApp({ PLATFORM_COMMISSION_BPS: '500', PAY_TRADE_PASSWORD_OVER_MINOR: '20000' });
const kit = mallKit(t);

const stockOf = async (skuId: number) =>
  (await t.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0]!.stock;
const wallet = (token: string) => kit.wallet.wallet(token);

describe('checkout and payment', () => {
  it('a mixed cart becomes one order per store, paid in one step into escrow', async () => {
    const a = await kit.store();
    const b = await kit.store();
    const pa = await kit.product(a.id, { skus: [{ price: 1_250, stock: 5 }], shippingFee: 300 });
    const pb = await kit.product(b.id, { skus: [{ price: 4_000, stock: 5 }] });
    const buyer = await kit.buyer(200);
    for (const [skuId, quantity] of [
      [pa.skus[0]!.id, 2],
      [pb.skus[0]!.id, 1],
    ] as const) {
      const added = await t.call('cart/add', { skuId, quantity }, { token: buyer.token });
      expect(added.status).toBe(200);
    }
    const preview = await t.call('order/preview', { fromCart: true }, { token: buyer.token });
    expect(preview.body.data.groups).toHaveLength(2);
    expect(preview.body.data.shippingTotal).toBe(300);
    expect(preview.body.data.total).toBe(2_500 + 300 + 4_000);

    const placed = await t.call(
      'order/create',
      { fromCart: true, addressId: buyer.addressId },
      { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data.orders.map((o) => o.store.id).sort()).toEqual([a.id, b.id].sort());
    expect(placed.body.data.orders.every((o) => o.status === 'unpaid' && o.expiresAt)).toBe(true);
    expect(await stockOf(pa.skus[0]!.id)).toBe(3);
    expect((await kit.cart(buyer.token)).count).toBe(0);

    const paid = await kit.pay(
      buyer.token,
      placed.body.data.orders.map((o) => o.id),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.paid).toBe(6_800);
    const w = await wallet(buyer.token);
    expect(w.balance).toBe(20_000 - 6_800);
    expect(w.frozen).toBe(6_800);
    expect(w.holds.every((h) => h.reason === 'order_escrow')).toBe(true);
    await t.verifyBooks();
  });

  it('checking out the cart leaves sold-out lines in the cart and orders the rest', async () => {
    const s = await kit.store();
    const gone = await kit.product(s.id, { skus: [{ price: 900, stock: 1 }] });
    const kept = await kit.product(s.id, { skus: [{ price: 1_100, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const rival = await kit.buyer(50);
    await t.call('cart/add', { skuId: gone.skus[0]!.id, quantity: 1 }, { token: buyer.token });
    await t.call('cart/add', { skuId: kept.skus[0]!.id, quantity: 1 }, { token: buyer.token });
    await kit.buy(rival, gone.skus[0]!.id, 1);
    const cart = await kit.cart(buyer.token);
    expect(cart.selectedTotal).toBe(1_100);
    const placed = await t.call(
      'order/create',
      { fromCart: true, addressId: buyer.addressId },
      { token: buyer.token },
    );
    expect(placed.body.data.total).toBe(1_100);
    const after = await kit.cart(buyer.token);
    expect(after.groups[0]!.lines.map((l) => [l.skuId, l.available])).toEqual([[gone.skus[0]!.id, false]]);
  });

  it('paying twice, or retrying with the same key, charges once', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const placed = await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 1 }]);
    const ids = placed.body.data.orders.map((o) => o.id);
    const key = randomUUID();
    const [first, retry] = await Promise.all([
      kit.pay(buyer.token, ids, {}, key),
      kit.pay(buyer.token, ids, {}, key),
    ]);
    // One runs; the other replays its answer or is told the first is still running.
    expect([first.status, retry.status]).toContain(200);
    expect([first.status, retry.status].every((s) => s === 200 || s === 409)).toBe(true);
    const again = await kit.pay(buyer.token, ids);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ORDER_NOT_PAYABLE');
    expect((await wallet(buyer.token)).balance).toBe(5_000 - 1_000);
    await t.verifyBooks();
  });

  it('not enough balance pays none of the orders; the trade password is asked above the configured amount', async () => {
    const s1 = await kit.store();
    const s2 = await kit.store();
    const p1 = await kit.product(s1.id, { skus: [{ price: 15_000, stock: 5 }] });
    const p2 = await kit.product(s2.id, { skus: [{ price: 15_000, stock: 5 }] });
    const buyer = await kit.buyer(200);
    const placed = await kit.place(buyer, [
      { skuId: p1.skus[0]!.id, quantity: 1 },
      { skuId: p2.skus[0]!.id, quantity: 1 },
    ]);
    const ids = placed.body.data.orders.map((o) => o.id);
    const noPassword = await kit.pay(buyer.token, ids);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    expect(noPassword.body.fields?.[0]?.field).toBe('tradePassword');
    const wrong = await kit.pay(buyer.token, ids, { tradePassword: '000000' });
    expect(wrong.body.error).toBe('TRADE_PASSWORD_WRONG');
    const broke = await kit.pay(buyer.token, ids, { tradePassword: TEST_TRADE_PASSWORD });
    expect(broke.status).toBe(400);
    expect(broke.body.error).toBe('INSUFFICIENT_BALANCE');
    const w = await wallet(buyer.token);
    expect(w.balance).toBe(20_000);
    expect(w.frozen).toBe(0);
    const one = await kit.pay(buyer.token, [ids[0]!], { tradePassword: TEST_TRADE_PASSWORD });
    expect(one.status).toBe(200);
    await t.verifyBooks();
  });

  it('refuses quantities above stock or the per-buyer limit, naming the field, and reserves nothing', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 500, stock: 3 }], maxPerCustomer: 2 });
    const q = await kit.product(s.id, { skus: [{ price: 500, stock: 2 }] });
    const buyer = await kit.buyer(50);
    const tooMany = await kit.place(buyer, [{ skuId: q.skus[0]!.id, quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe('OUT_OF_STOCK');
    expect(tooMany.body.fields?.[0]?.field).toBe('items.0.quantity');
    const overLimit = await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 3 }]);
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.error).toBe('QUANTITY_LIMIT');
    expect(await stockOf(p.skus[0]!.id)).toBe(3);
    await kit.buy(buyer, p.skus[0]!.id, 2);
    const again = await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 1 }]);
    expect(again.body.error).toBe('QUANTITY_LIMIT');
    const unknown = await kit.place(buyer, [{ skuId: 999_999, quantity: 1 }]);
    expect(unknown.status).toBe(404);
    const zero = await kit.place(buyer, [{ skuId: q.skus[0]!.id, quantity: 0 }]);
    expect(zero.status).toBe(400);
    expect(zero.body.fields?.[0]?.field).toBe('items.0.quantity');
    const french = await t.call(
      'order/create',
      { items: [{ skuId: q.skus[0]!.id, quantity: 5 }], addressId: buyer.addressId },
      { token: buyer.token, lang: 'fr' },
    );
    expect(french.body.message).not.toBe(tooMany.body.message);
  });

  it('a frozen store cannot sell; an off-sale product cannot be bought', async () => {
    const frozen = await kit.store({ status: 'frozen' });
    const s = await kit.store();
    const p = await kit.product(frozen.id);
    const off = await kit.product(s.id, { onSale: false });
    const buyer = await kit.buyer(50);
    expect((await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 1 }])).body.error).toBe(
      'STORE_UNAVAILABLE',
    );
    expect((await kit.place(buyer, [{ skuId: off.skus[0]!.id, quantity: 1 }])).body.error).toBe(
      'GOODS_OFF_SALE',
    );
  });

  it('an unpaid order expires and gives its stock back; paying it afterwards is refused', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 700, stock: 4 }] });
    const buyer = await kit.buyer(50);
    const placed = await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 3 }]);
    const id = placed.body.data.orders[0]!.id;
    expect(await stockOf(p.skus[0]!.id)).toBe(1);
    await t.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, id));
    const late = await kit.pay(buyer.token, [id]);
    expect(late.body.error).toBe('ORDER_EXPIRED');
    expect(await t.services.orders.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(p.skus[0]!.id)).toBe(4);
    const info = await kit.order(buyer.token, id);
    expect(info.body.data.status).toBe('cancelled');
    expect(info.body.data.events[0]!.type).toBe('expired');
    expect((await kit.pay(buyer.token, [id])).body.error).toBe('ORDER_NOT_PAYABLE');
    expect((await wallet(buyer.token)).balance).toBe(5_000);
  });

  it('the buyer cancels an unpaid order and the stock returns', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 700, stock: 4 }] });
    const buyer = await kit.buyer(0);
    const placed = await kit.place(buyer, [{ skuId: p.skus[0]!.id, quantity: 2 }]);
    const id = placed.body.data.orders[0]!.id;
    const cancelled = await t.call('order/cancel', { id }, { token: buyer.token });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await stockOf(p.skus[0]!.id)).toBe(4);
    expect((await t.call('order/cancel', { id }, { token: buyer.token })).status).toBe(409);
  });
});

describe('escrow release and refunds', () => {
  it('confirming receipt releases the payment to the seller less commission; the dropshipping seller paid the warehouse', async () => {
    const s = await kit.store();
    await t.kit.fund(s.seller.token, 100);
    const p = await kit.product(s.id, { skus: [{ price: 10_000, stock: 5, wholesaleCost: 6_000 }] });
    const buyer = await kit.buyer(200);
    const order = await kit.buy(buyer, p.skus[0]!.id, 1);
    expect(order.status).toBe('to_purchase');
    const early = await t.call('order/confirm', { id: order.id }, { token: buyer.token });
    expect(early.status).toBe(409);
    await kit.ship(order.id);
    expect((await wallet(s.seller.token)).balance).toBe(10_000 - 6_000);
    const done = await t.call(
      'order/confirm',
      { id: order.id },
      { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('completed');
    expect(done.body.data.events.map((e) => e.type)).toEqual([
      'completed',
      'shipped',
      'purchased',
      'paid',
      'placed',
    ]);
    const seller = await wallet(s.seller.token);
    expect(seller.balance).toBe(10_000 - 6_000 + 9_500);
    const b = await wallet(buyer.token);
    expect(b.frozen).toBe(0);
    expect(b.balance).toBe(10_000);
    await t.verifyBooks();
  });

  it('a shipped order completes by itself after the configured days', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 2_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, p.skus[0]!.id);
    const shipped = await kit.ship(order.id);
    expect(shipped.autoConfirmAt).not.toBeNull();
    await t.db
      .update(orders)
      .set({ autoConfirmAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.id));
    await t.services.orders.sweepOnce();
    const info = await kit.order(buyer.token, order.id);
    expect(info.body.data.status).toBe('completed');
    expect(info.body.data.events[0]!.type).toBe('auto_completed');
    expect((await wallet(s.seller.token)).balance).toBe(1_900);
    await t.verifyBooks();
  });

  it('a refund before purchase is immediate: money and stock come back', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 3_000, stock: 5, wholesaleCost: 2_000 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, p.skus[0]!.id, 1);
    const refunded = await t.call(
      'order/refund',
      { id: order.id, reason: 'Changed my mind' },
      { token: buyer.token },
    );
    expect(refunded.body.data.status).toBe('refunded');
    expect(await stockOf(p.skus[0]!.id)).toBe(5);
    expect((await wallet(buyer.token)).balance).toBe(5_000);
    const list = await t.call('order/getOrderList', { status: 'refunded' }, { token: buyer.token });
    expect(list.body.data.list.map((o) => o.id)).toEqual([order.id]);
    await t.verifyBooks();
  });

  it('a refund after shipping waits for review; approval returns the escrow and the purchase cost', async () => {
    const s = await kit.store();
    await t.kit.fund(s.seller.token, 50);
    const p = await kit.product(s.id, { skus: [{ price: 3_000, stock: 5, wholesaleCost: 2_000 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, p.skus[0]!.id, 1);
    await kit.ship(order.id);
    const asked = await t.call(
      'order/refund',
      { id: order.id, reason: 'Arrived broken' },
      { token: buyer.token },
    );
    expect(asked.body.data.status).toBe('refunding');
    expect((await t.call('order/confirm', { id: order.id }, { token: buyer.token })).status).toBe(409);
    const noReason = await t.call(
      'admin/reviewRefund',
      { id: order.id, action: 'reject' },
      { token: await t.kit.staffToken() },
    );
    expect(noReason.status).toBe(400);
    const approved = await t.call(
      'admin/reviewRefund',
      { id: order.id, action: 'approve' },
      { token: await t.kit.staffToken() },
    );
    expect(approved.body.data.status).toBe('refunded');
    expect((await wallet(buyer.token)).balance).toBe(5_000);
    expect((await wallet(s.seller.token)).balance).toBe(5_000);
    await t.verifyBooks();
  });

  it('a rejected refund goes back to shipped with the reason shown to the buyer', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 3_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, p.skus[0]!.id, 1);
    await kit.ship(order.id);
    await t.call('order/refund', { id: order.id, reason: 'Not as described' }, { token: buyer.token });
    const rejected = await t.call(
      'admin/reviewRefund',
      { id: order.id, action: 'reject', reason: 'Tracking shows the parcel was delivered intact' },
      { token: await t.kit.staffToken() },
    );
    expect(rejected.body.data.status).toBe('shipped');
    const info = await kit.order(buyer.token, order.id);
    expect(info.body.data.refundRejectReason).toMatch(/delivered intact/);
    expect(info.body.data.canRefund).toBe(true);
  });
});

describe('reviews', () => {
  it('only a completed order line can be reviewed, once, with the buyer’s own uploaded images', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, p.skus[0]!.id);
    const lineId = order.lines[0]!.id;
    const early = await t.call(
      'order/comment',
      { orderLineId: lineId, score: 5, content: 'Great' },
      { token: buyer.token },
    );
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('COMMENT_NOT_ALLOWED');
    await kit.ship(order.id);
    await t.call('order/confirm', { id: order.id }, { token: buyer.token });

    const badScore = await t.call(
      'order/comment',
      { orderLineId: lineId, score: 6, content: 'Great' },
      { token: buyer.token },
    );
    expect(badScore.status).toBe(400);
    expect(badScore.body.fields?.[0]?.field).toBe('score');
    const foreignImage = await t.call(
      'order/comment',
      { orderLineId: lineId, score: 5, content: 'Great', images: ['/media/review/someone-else.webp'] },
      { token: buyer.token },
    );
    expect(foreignImage.body.error).toBe('IMAGE_INVALID');

    const url = await t.uploadImage(buyer.token, 'review');
    const ok = await t.call(
      'order/comment',
      { orderLineId: lineId, score: 4, content: 'Good value, fast delivery', images: [url] },
      { token: buyer.token },
    );
    expect(ok.status).toBe(200);
    const twice = await t.call(
      'order/comment',
      { orderLineId: lineId, score: 1, content: 'Again' },
      { token: buyer.token },
    );
    expect(twice.body.error).toBe('ALREADY_COMMENTED');
    const info = await t.call('goods/getGoodsInfo', { id: p.id });
    expect(info.body.data.rating).toMatchObject({ average: 4, count: 1, withImages: 1 });
    const comments = await t.call('goods/getCommentList', { goodsId: p.id });
    expect(comments.body.data.list[0]).toMatchObject({ content: 'Good value, fast delivery', images: [url] });
    const detail = await kit.order(buyer.token, order.id);
    expect(detail.body.data.lines[0]!.commented).toBe(true);
  });
});

describe('ownership', () => {
  it('no buyer can read or change another buyer’s orders, addresses, cart lines or reviews by id', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 10 }] });
    const alice = await kit.buyer(50);
    const mallory = await kit.buyer(50);
    const order = await kit.buy(alice, p.skus[0]!.id);
    const unpaid = (await kit.place(alice, [{ skuId: p.skus[0]!.id, quantity: 1 }])).body.data.orders[0]!;
    await t.call('cart/add', { skuId: p.skus[0]!.id, quantity: 1 }, { token: alice.token });
    const line = (await kit.cart(alice.token)).groups[0]!.lines[0]!;
    const as = (path: Parameters<typeof t.call>[0], body: Record<string, unknown>) =>
      t.call(path, body, { token: mallory.token });

    expect((await as('order/getOrderInfo', { id: order.id })).status).toBe(404);
    expect((await as('order/cancel', { id: unpaid.id })).status).toBe(404);
    expect((await as('order/pay', { ids: [unpaid.id] })).status).toBe(404);
    expect((await as('order/refund', { id: order.id, reason: 'mine now' })).status).toBe(404);
    expect((await as('order/confirm', { id: order.id })).status).toBe(404);
    expect(
      (await as('order/comment', { orderLineId: order.lines[0]!.id, score: 1, content: 'x' })).status,
    ).toBe(404);
    expect((await as('address/getAddressInfo', { id: alice.addressId })).status).toBe(404);
    expect((await as('address/delAddress', { id: alice.addressId })).status).toBe(404);
    expect((await as('address/setDefault', { id: alice.addressId })).status).toBe(404);
    expect(
      (
        await as('address/saveAddress', {
          id: alice.addressId,
          recipient: 'M',
          phone: '12345',
          country: 'Germany',
          street: '1 Main Street',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as('order/create', {
          items: [{ skuId: p.skus[0]!.id, quantity: 1 }],
          addressId: alice.addressId,
        })
      ).status,
    ).toBe(404);
    expect((await as('cart/update', { id: line.id, quantity: 5 })).status).toBe(404);
    expect((await as('cart/remove', { ids: [line.id] })).status).toBe(404);
    expect((await as('cart/select', { ids: [line.id], selected: false })).status).toBe(404);
    // A shipping address that is not yours is a missing shipping address, said as such.
    const foreign = await as('order/create', {
      items: [{ skuId: p.skus[0]!.id, quantity: 1 }],
      addressId: alice.addressId,
    });
    expect(foreign.body).toMatchObject({
      error: 'SHIPPING_ADDRESS_NOT_FOUND',
      message: 'This shipping address no longer exists. Please choose or add another.',
    });
    expect(foreign.body.fields?.[0]?.field).toBe('addressId');
    const list = await t.call('order/getOrderList', {}, { token: mallory.token });
    expect(list.body.data.total).toBe(0);
    // Alice's things are untouched.
    expect((await kit.order(alice.token, unpaid.id)).body.data.status).toBe('unpaid');
    expect((await kit.cart(alice.token)).count).toBe(1);
    await t.verifyBooks();
  });
});
