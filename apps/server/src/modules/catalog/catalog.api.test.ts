import { describe, expect, it } from 'vitest';
import { categories, stores, trafficPackages } from '#server/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);

const goodsList = async (body: Record<string, unknown>) =>
  (await t.call('goods/getGoodsList', body)).body.data;

describe('catalog', () => {
  it('lists products by keyword, category (with its children), price, free shipping and sort', async () => {
    const [top] = await t.db.insert(categories).values({ name: 'Audio' }).returning();
    const [child] = await t.db.insert(categories).values({ name: 'Earbuds', parentId: top!.id }).returning();
    const s = await kit.store();
    const cheap = await kit.product(s.id, {
      title: 'Zeta Wireless Earbuds Lite',
      categoryId: child!.id,
      skus: [{ price: 1_999, stock: 5 }],
      sold: 10,
    });
    const pricey = await kit.product(s.id, {
      title: 'Zeta Wireless Earbuds Pro',
      categoryId: child!.id,
      skus: [{ price: 8_999, stock: 5 }],
      shippingFee: 499,
      sold: 500,
    });
    await kit.product(s.id, { title: 'Zeta Desk Lamp', skus: [{ price: 2_500, stock: 5 }] });

    const byWords = await goodsList({ keyword: 'zeta earbuds' });
    expect(byWords.list.map((g) => g.id).sort()).toEqual([cheap.id, pricey.id].sort());
    const byTop = await goodsList({ categoryId: top!.id, sort: 'price_asc' });
    expect(byTop.list.map((g) => g.id)).toEqual([cheap.id, pricey.id]);
    expect((await goodsList({ categoryId: top!.id, sort: 'sales' })).list[0]!.id).toBe(pricey.id);
    expect((await goodsList({ keyword: 'zeta', freeShipping: true })).list.map((g) => g.id)).not.toContain(
      pricey.id,
    );
    expect((await goodsList({ keyword: 'zeta', maxPrice: 2_000 })).list.map((g) => g.id)).toEqual([cheap.id]);
    expect((await goodsList({ keyword: 'no such thing at all' })).total).toBe(0);
    // A keyword with LIKE wildcards matches them literally.
    expect((await goodsList({ keyword: '%' })).total).toBe(0);
    const unknown = await t.call('goods/getGoodsList', { categoryId: 987_654 });
    expect(unknown.status).toBe(404);
    const badSort = await t.call('goods/getGoodsList', { sort: 'cheapest' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.fields?.[0]?.field).toBe('sort');
  });

  it('an active traffic package lifts a store’s products in the recommended order and is marked', async () => {
    const plain = await kit.store();
    const boosted = await kit.store();
    const [cat] = await t.db.insert(categories).values({ name: 'Boost test' }).returning();
    await kit.product(plain.id, { categoryId: cat!.id, sold: 40 });
    const b = await kit.product(boosted.id, { categoryId: cat!.id, sold: 5 });
    const before = await goodsList({ categoryId: cat!.id });
    expect(before.list[0]!.id).not.toBe(b.id);
    await t.db.insert(trafficPackages).values({
      storeId: boosted.id,
      name: 'Weekly boost',
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const after = await goodsList({ categoryId: cat!.id });
    expect(after.list[0]).toMatchObject({ id: b.id, sponsored: true });
    await t.services.catalog.flushImpressions();
    const [pkg] = await t.db.select().from(trafficPackages).where(eq(trafficPackages.storeId, boosted.id));
    expect(pkg!.impressions).toBeGreaterThan(0);
  });

  it('product detail: specifications, store, limits, and what this buyer already bought', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, {
      skus: [
        { name: 'Black / M', price: 2_000, originalPrice: 2_500, stock: 4 },
        { name: 'White / L', price: 2_200, originalPrice: 2_500, stock: 0 },
      ],
      maxPerCustomer: 3,
    });
    const anon = await t.call('goods/getGoodsInfo', { id: p.id });
    expect(anon.body.data).toMatchObject({
      price: 2_000,
      originalPrice: 2_500,
      freeShipping: true,
      maxPerCustomer: 3,
      boughtByMe: 0,
      stock: 4,
      wished: false,
      store: { id: s.id, contactable: true, followed: false },
    });
    expect(anon.body.data.skus.map((k) => k.name)).toEqual(['Black / M', 'White / L']);
    const buyer = await kit.buyer(50);
    await kit.buy(buyer, p.skus[0]!.id, 2);
    const mine = await t.call('goods/getGoodsInfo', { id: p.id }, { token: buyer.token });
    expect(mine.body.data.boughtByMe).toBe(2);
    expect(mine.body.data.sold).toBe(2);
    expect((await t.call('goods/getGoodsInfo', { id: 123_456_789 })).body.error).toBe('GOODS_NOT_FOUND');
  });

  it('wish list and follows toggle, count once, and list newest first', async () => {
    const s = await kit.store();
    const p1 = await kit.product(s.id);
    const p2 = await kit.product(s.id);
    const buyer = await kit.buyer();
    const anon = await t.call('wish/toggle', { goodsId: p1.id, wished: true });
    expect(anon.status).toBe(401);
    for (const id of [p1.id, p2.id, p2.id])
      await t.call('wish/toggle', { goodsId: id, wished: true }, { token: buyer.token });
    const wishes = await t.call('wish/getWishList', {}, { token: buyer.token });
    expect(wishes.body.data.list.map((g) => g.id)).toEqual([p2.id, p1.id]);
    await t.call('wish/toggle', { goodsId: p1.id, wished: false }, { token: buyer.token });
    expect((await t.call('wish/getWishList', {}, { token: buyer.token })).body.data.total).toBe(1);

    const twice = [
      await t.call('follow/toggle', { storeId: s.id, followed: true }, { token: buyer.token }),
      await t.call('follow/toggle', { storeId: s.id, followed: true }, { token: buyer.token }),
    ];
    expect(twice.map((r) => r.body.data.followers)).toEqual([1, 1]);
    const page = await t.call('store/getStoreInfo', { id: s.id }, { token: buyer.token });
    expect(page.body.data.store).toMatchObject({ followed: true, followers: 1 });
    const follows = await t.call('follow/getFollowList', {}, { token: buyer.token });
    expect(follows.body.data.list.map((x) => x.id)).toEqual([s.id]);
    const off = await t.call('follow/toggle', { storeId: s.id, followed: false }, { token: buyer.token });
    expect(off.body.data.followers).toBe(0);
  });

  it('a frozen store is shown as not contactable and sells nothing; a disabled one is gone', async () => {
    const s = await kit.store();
    await kit.product(s.id);
    const follower = await kit.buyer();
    await t.call('follow/toggle', { storeId: s.id, followed: true }, { token: follower.token });
    await t.db.update(stores).set({ status: 'frozen' }).where(eq(stores.id, s.id));
    const page = await t.call('store/getStoreInfo', { id: s.id });
    expect(page.body.data.store.contactable).toBe(false);
    expect((await goodsList({ storeId: s.id })).total).toBe(0);
    // No new followers, and no chat; whoever follows it may still unfollow.
    const buyer = await kit.buyer();
    const follow = await t.call('follow/toggle', { storeId: s.id, followed: true }, { token: buyer.token });
    expect(follow.status).toBe(409);
    expect(follow.body.error).toBe('STORE_UNAVAILABLE');
    expect((await t.call('follow/getFollowList', {}, { token: buyer.token })).body.data.total).toBe(0);
    expect((await t.call('chat/getChatInfo', { storeId: s.id }, { token: buyer.token })).body.error).toBe(
      'MERCHANT_UNREACHABLE',
    );
    const off = await t.call('follow/toggle', { storeId: s.id, followed: false }, { token: follower.token });
    expect(off.body.data).toEqual({ followed: false, followers: 0 });
    await t.db.update(stores).set({ status: 'disabled' }).where(eq(stores.id, s.id));
    expect((await t.call('store/getStoreInfo', { id: s.id })).status).toBe(404);
  });
});

describe('cart', () => {
  it('keeps lines within stock and the per-buyer limit, grouped by store, with selected totals', async () => {
    const a = await kit.store();
    const b = await kit.store();
    const pa = await kit.product(a.id, { skus: [{ price: 1_000, stock: 3 }], maxPerCustomer: 2 });
    const pb = await kit.product(b.id, { skus: [{ price: 500, stock: 10 }] });
    const buyer = await kit.buyer();
    expect(
      (await t.call('cart/add', { skuId: pa.skus[0]!.id, quantity: 2 }, { token: buyer.token })).status,
    ).toBe(200);
    const over = await t.call('cart/add', { skuId: pa.skus[0]!.id, quantity: 1 }, { token: buyer.token });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('QUANTITY_LIMIT');
    const cart = (await t.call('cart/add', { skuId: pb.skus[0]!.id, quantity: 3 }, { token: buyer.token }))
      .body.data;
    expect(cart.groups.map((g) => g.store.id)).toEqual([a.id, b.id]);
    expect(cart).toMatchObject({ count: 5, selectedCount: 5, selectedTotal: 3_500 });
    expect(cart.groups[0]!.lines[0]!.maxQuantity).toBe(2);
    const lineB = cart.groups[1]!.lines[0]!;
    const tooMany = await t.call('cart/update', { id: lineB.id, quantity: 11 }, { token: buyer.token });
    expect(tooMany.body.error).toBe('OUT_OF_STOCK');
    expect(tooMany.body.fields?.[0]?.field).toBe('quantity');
    const unselected = await t.call('cart/update', { id: lineB.id, selected: false }, { token: buyer.token });
    expect(unselected.body.data.selectedTotal).toBe(2_000);
    const removed = await t.call('cart/remove', { ids: [lineB.id] }, { token: buyer.token });
    expect(removed.body.data.count).toBe(2);
    expect((await t.call('cart/remove', { ids: [] }, { token: buyer.token })).body.fields?.[0]?.message).toBe(
      'No product selected',
    );
  });

  it('prices a visitor’s local cart and merges it on sign-in, capped by stock', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 4 }] });
    const items = [{ skuId: p.skus[0]!.id, quantity: 3 }];
    const visitor = await t.call('cart/getCartList', { items });
    expect(visitor.body.data).toMatchObject({ count: 3, selectedTotal: 3_000 });
    const buyer = await kit.buyer();
    await t.call('cart/add', { skuId: p.skus[0]!.id, quantity: 2 }, { token: buyer.token });
    const merged = await t.call('cart/merge', { items }, { token: buyer.token });
    expect(merged.body.data.count).toBe(4);
  });
});

describe('addresses', () => {
  it('the first address is the default; setting another moves it; deleting the default promotes the next', async () => {
    const buyer = await kit.buyer();
    const second = await t.call(
      'address/saveAddress',
      {
        recipient: 'Bo',
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
        region: 'London',
        street: '2 High St',
      },
      { token: buyer.token },
    );
    expect(second.body.data.isDefault).toBe(false);
    await t.call('address/setDefault', { id: second.body.data.id }, { token: buyer.token });
    let list = (await t.call('address/getAddressList', {}, { token: buyer.token })).body.data.list;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.body.data.id, true],
      [buyer.addressId, false],
    ]);
    await t.call('address/delAddress', { id: second.body.data.id }, { token: buyer.token });
    list = (await t.call('address/getAddressList', {}, { token: buyer.token })).body.data.list;
    expect(list).toEqual([expect.objectContaining({ id: buyer.addressId, isDefault: true })]);
  });

  it('names every missing or bad field', async () => {
    const buyer = await kit.buyer();
    const res = await t.call(
      'address/saveAddress',
      { recipient: ' ', phone: 'call me', country: '', street: '' },
      { token: buyer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.field).sort()).toEqual(['country', 'phone', 'recipient', 'street']);
  });
});
