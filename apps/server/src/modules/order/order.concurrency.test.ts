import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsSkus, orders } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mallKit } from './mall.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);

async function inBatches<T>(n: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, j) => make(i + j)))));
  }
  return out;
}

describe('the last units under contention', () => {
  it('100 buyers race for the last 10 units: exactly 10 orders succeed, stock never negative, money conserved', async () => {
    const store = await kit.store();
    const product = await kit.product(store.id, { skus: [{ price: 2_500, stock: 10 }] });
    const skuId = product.skus[0]!.id;
    const buyers = await inBatches(100, 10, () => kit.buyer(30, { trade: false }));

    // Everyone places and pays at once.
    const results = await Promise.all(
      buyers.map(async (b) => {
        const placed = await kit.place(b, [{ skuId, quantity: 1 }]);
        if (placed.status !== 200) return { placed, paid: undefined };
        const paid = await kit.pay(
          b.token,
          placed.body.data.orders.map((o) => o.id),
        );
        return { placed, paid };
      }),
    );

    const won = results.filter((r) => r.paid?.status === 200);
    const lost = results.filter((r) => r.placed.status !== 200);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(90);
    expect(lost.every((r) => r.placed.status === 409 && r.placed.body.error === 'OUT_OF_STOCK')).toBe(true);

    const [sku] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId));
    expect(sku!.stock).toBe(0);
    const paidOrders = await t.db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(paidOrders.filter((o) => o.status === 'pending')).toHaveLength(10);

    const wallets = await Promise.all(
      buyers.map((b) => t.call('user_wallet/getWallet', {}, { token: b.token })),
    );
    const held = wallets.reduce((n, w) => n + w.body.data.frozen, 0);
    const available = wallets.reduce((n, w) => n + w.body.data.balance, 0);
    expect(held).toBe(10 * 2_500);
    expect(available + held).toBe(100 * 3_000);
    await t.verifyBooks();
  });

  it('one buyer tapping "place order" many times at once with one key places one set of orders', async () => {
    const store = await kit.store();
    const product = await kit.product(store.id, { skus: [{ price: 1_000, stock: 50 }] });
    const buyer = await kit.buyer(0);
    const key = 'same-checkout-attempt';
    const results = await Promise.all(
      Array.from({ length: 8 }, () => kit.place(buyer, [{ skuId: product.skus[0]!.id, quantity: 2 }], key)),
    );
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(results.every((r) => r.status === 200 || r.body.error === 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(mine).toHaveLength(1);
    const [sku] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, product.skus[0]!.id));
    expect(sku!.stock).toBe(48);
  });
});
