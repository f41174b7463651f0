import { randomUUID } from 'node:crypto';
import { categories, goods, goodsSkus, stores } from '#server/db/schema/index.js';
import type { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface SkuSpec {
  name?: string;
  price: number;
  stock: number;
  originalPrice?: number;
  wholesaleCost?: number;
}

/**
 * Marketplace fixtures: stores with products (inserted directly, for speed), buyers from the shared
 * scenarios with a default address, orders moved on by staff.
 */
export function mallKit(t: TestApp) {
  const wallet = walletKit(t);
  let category: number | undefined;

  async function rootCategory() {
    if (category) return category;
    const [root] = await t.db.insert(categories).values({ name: 'Test root', sort: 0 }).returning();
    const [leaf] = await t.db
      .insert(categories)
      .values({ name: 'Test leaf', parentId: root!.id })
      .returning();
    return (category = leaf!.id);
  }

  /** A store owned by a fresh seller account (who can log in: `seller.token`). */
  async function store(
    opts: { status?: 'normal' | 'exception' | 'frozen' | 'disabled'; name?: string } = {},
  ) {
    const seller = await t.kit.buyer({ tag: 'seller' });
    const [row] = await t.db
      .insert(stores)
      .values({
        ownerId: seller.user.id,
        name: opts.name ?? `Store ${seller.user.id}`,
        logo: '/media/store/logo.webp',
        status: opts.status ?? 'normal',
      })
      .returning();
    return { ...row!, seller };
  }

  async function product(
    storeId: number,
    opts: {
      title?: string;
      skus?: SkuSpec[];
      maxPerCustomer?: number;
      shippingFee?: number;
      categoryId?: number;
      onSale?: boolean;
      sold?: number;
      createdAt?: Date;
    } = {},
  ) {
    const skus = opts.skus ?? [{ price: 1_000, stock: 50 }];
    const [g] = await t.db
      .insert(goods)
      .values({
        storeId,
        categoryId: opts.categoryId ?? (await rootCategory()),
        title: opts.title ?? `Product ${randomUUID().slice(0, 8)}`,
        images: ['/media/goods/test.webp'],
        description: 'A test product.',
        price: Math.min(...skus.map((k) => k.price)),
        originalPrice: Math.max(0, ...skus.map((k) => k.originalPrice ?? 0)),
        shippingFee: opts.shippingFee ?? 0,
        maxPerCustomer: opts.maxPerCustomer ?? 0,
        onSale: opts.onSale ?? true,
        sold: opts.sold ?? 0,
        ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
      })
      .returning();
    const rows = await t.db
      .insert(goodsSkus)
      .values(
        skus.map((k, i) => ({
          goodsId: g!.id,
          name: k.name ?? `Spec ${i + 1}`,
          price: k.price,
          originalPrice: k.originalPrice ?? 0,
          wholesaleCost: k.wholesaleCost ?? 0,
          stock: k.stock,
          sort: i,
        })),
      )
      .returning();
    return { ...g!, skus: rows };
  }

  /** A buyer with money (whole dollars), a trade password and a default address. */
  async function buyer(funds = 0, opts: { trade?: boolean } = {}) {
    const u = await wallet.user({ funds, trade: opts.trade });
    const address = await t.client.call(
      'address/saveAddress',
      { recipient: 'Ana Buyer', phone: '+1 555 0100', country: 'United States', street: '1 Main St' },
      { token: u.token },
    );
    return { ...u, addressId: address.id };
  }

  async function place(
    b: { token: string; addressId: number },
    items: { skuId: number; quantity: number }[],
    key: string = randomUUID(),
  ) {
    return t.call(
      'order/create',
      { items, addressId: b.addressId },
      { token: b.token, headers: { 'idempotency-key': key } },
    );
  }

  async function pay(
    token: string,
    ids: number[],
    extra: { tradePassword?: string } = {},
    key = randomUUID(),
  ) {
    return t.call('order/pay', { ids, ...extra }, { token, headers: { 'idempotency-key': key } });
  }

  /** Places and pays one order; fails the test if either step fails. */
  async function buy(b: { token: string; addressId: number }, skuId: number, quantity = 1) {
    const placed = await place(b, [{ skuId, quantity }]);
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    const ids = placed.body.data.orders.map((o) => o.id);
    const paid = await pay(b.token, ids);
    if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
    return paid.body.data.orders[0]!;
  }

  async function advance(id: number, action: 'purchase' | 'ship' | 'deliver') {
    return t.call('admin/advanceOrder', { id, action }, { token: await t.kit.staffToken() });
  }

  /** Moves a paid order to shipped the way the seller would (purchase first when dropshipped). */
  async function ship(id: number) {
    const first = await advance(id, 'purchase');
    if (first.status !== 200 && first.body.error !== 'ORDER_STATE_CHANGED')
      throw new Error(JSON.stringify(first.body));
    const shipped = await advance(id, 'ship');
    if (shipped.status !== 200) throw new Error(JSON.stringify(shipped.body));
    return shipped.body.data;
  }

  async function order(token: string, id: number) {
    return t.call('order/getOrderInfo', { id }, { token });
  }

  async function cart(token: string) {
    return t.client.call('cart/getCartList', {}, { token });
  }

  return {
    wallet,
    store,
    product,
    buyer,
    place,
    pay,
    buy,
    advance,
    ship,
    order,
    cart,
    rootCategory,
  };
}
