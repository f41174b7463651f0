import { DEFAULT_STORE_LEVELS, markedUpPrice, type SaveSellerGoodsBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, warehouseSkus } from '#server/db/schema/index.js';
import { contentKit } from '#server/modules/content/content.test-kit.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';

const t = await createTestApp();
const kit = mallKit(t);
const staff = contentKit(t);

async function newProduct(
  token: string,
  over: Partial<SaveSellerGoodsBody> = {},
): Promise<SaveSellerGoodsBody> {
  return {
    categoryId: await kit.rootCategory(),
    title: 'Linen Tote Bag',
    images: [await t.uploadImage(token, 'goods')],
    description: 'Hand-stitched linen.',
    shippingFee: 0,
    maxPerCustomer: 0,
    onSale: true,
    skus: [
      { name: 'Natural', price: 2_500, originalPrice: 3_000, stock: 10 },
      { name: 'Black', price: 2_700, originalPrice: 0, stock: 0 },
    ],
    ...over,
  };
}

async function warehouseProduct(
  skus = [
    { name: 'Small', wholesaleCost: 1_000, originalPrice: 2_000, stock: 30 },
    { name: 'Large', wholesaleCost: 1_500, originalPrice: 0, stock: 5 },
  ],
) {
  const res = await t.call(
    'admin/saveWarehouseGoods',
    {
      categoryId: await kit.rootCategory(),
      title: `Warehouse Lamp ${Math.random().toString(36).slice(2, 6)}`,
      images: ['/media/goods/lamp.webp'],
      description: 'A desk lamp from the platform warehouse.',
      shippingFee: 300,
      active: true,
      skus,
    },
    { token: await t.kit.staffToken() },
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

async function setLevels(productLimit: number) {
  const levels = DEFAULT_STORE_LEVELS.map((l, i) => (i === 0 ? { ...l, productLimit } : l));
  const res = await t.call(
    'admin/saveStoreLevels',
    { levels, reason: 'Test limit' },
    { token: await t.kit.staffToken() },
  );
  expect(res.status).toBe(200);
}

describe('seller products: add, edit, list', () => {
  it('adds an own product that buyers see at once, and lists it under its filters', async () => {
    const s = await kit.store();
    const body = await newProduct(s.seller.token);
    const res = await t.call('store/saveGoods', body, { token: s.seller.token });
    expect(res.status).toBe(200);
    const saved = res.body.data;
    expect(saved).toMatchObject({
      title: 'Linen Tote Bag',
      price: 2_500,
      stock: 10,
      onSale: true,
      review: 'live',
      fromWarehouse: false,
      pinned: false,
    });
    expect(saved.skus.map((k) => [k.name, k.price, k.stock, k.maxPrice])).toEqual([
      ['Natural', 2_500, 10, null],
      ['Black', 2_700, 0, null],
    ]);
    const page = await t.call('goods/getGoodsInfo', { id: saved.id });
    expect(page.body.data).toMatchObject({ title: 'Linen Tote Bag', onSale: true, stock: 10 });

    const counts = await t.call('store/getGoodsCounts', {}, { token: s.seller.token });
    expect(counts.body.data).toMatchObject({
      used: 1,
      limit: DEFAULT_STORE_LEVELS[0]!.productLimit,
      reviewOn: false,
    });
    expect(counts.body.data.counts).toMatchObject({ all: 1, on_sale: 1, off_sale: 0, out_of_stock: 0 });

    // Edit: rename, change a price, remove the second specification, go off sale.
    const edited = await t.call(
      'store/saveGoods',
      {
        ...body,
        id: saved.id,
        title: 'Linen Tote Bag XL',
        images: saved.images,
        onSale: false,
        skus: [{ id: saved.skus[0]!.id, name: 'Natural', price: 2_900, originalPrice: 0, stock: 0 }],
      },
      { token: s.seller.token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Linen Tote Bag XL', price: 2_900, onSale: false });
    const off = await t.call('store/getGoodsList', { filter: 'off_sale' }, { token: s.seller.token });
    expect(off.body.data.list.map((g) => g.id)).toEqual([saved.id]);
    const out = await t.call('store/getGoodsList', { filter: 'out_of_stock' }, { token: s.seller.token });
    expect(out.body.data.list.map((g) => g.id)).toEqual([saved.id]);
    const search = await t.call('store/getGoodsList', { keyword: 'tote xl' }, { token: s.seller.token });
    expect(search.body.data.total).toBe(0);
    const found = await t.call('store/getGoodsList', { keyword: 'Tote' }, { token: s.seller.token });
    expect(found.body.data.total).toBe(1);
    const buyerView = await t.call('goods/getGoodsList', { storeId: s.id });
    expect(buyerView.body.data.total).toBe(0);
  });

  it('refuses each bad field with a 400 naming it, and writes nothing', async () => {
    const s = await kit.store();
    const body = await newProduct(s.seller.token);
    const other = await t.kit.buyer();
    const theirs = await t.uploadImage(other.token, 'goods');
    const bad: [Partial<SaveSellerGoodsBody>, string, RegExp][] = [
      [{ title: '' }, 'title', /title/i],
      [{ title: 'x'.repeat(121) }, 'title', /too long/i],
      [{ images: [] }, 'images', /image/i],
      [{ images: [theirs] }, 'images.0', /image/i],
      [{ categoryId: 999_999 }, 'categoryId', /category/i],
      [{ shippingFee: -1 }, 'shippingFee', /.+/],
      [{ maxPerCustomer: -2 }, 'maxPerCustomer', /.+/],
      [{ skus: [] }, 'skus', /specification/i],
      [{ skus: [{ name: '', price: 100, originalPrice: 0, stock: 1 }] }, 'skus.0.name', /.+/],
      [{ skus: [{ name: 'A', price: 0, originalPrice: 0, stock: 1 }] }, 'skus.0.price', /.+/],
      [{ skus: [{ name: 'A', price: 100, originalPrice: 0, stock: -1 }] }, 'skus.0.stock', /stock/i],
      [
        { skus: [{ name: 'A', price: 100, originalPrice: 90, stock: 1 }] },
        'skus.0.originalPrice',
        /original/i,
      ],
      [
        {
          skus: [
            { name: 'A', price: 100, originalPrice: 0, stock: 1 },
            { name: 'a', price: 100, originalPrice: 0, stock: 1 },
          ],
        },
        'skus.1.name',
        /same name/i,
      ],
    ];
    for (const [change, field, message] of bad) {
      const res = await t.call('store/saveGoods', { ...body, ...change } as never, { token: s.seller.token });
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[0]?.field, JSON.stringify(change)).toBe(field);
      expect(res.body.msg, field).toMatch(message);
      expect(res.body.msg, field).not.toMatch(/^validation\./);
    }
    const none = await t.db.select().from(goods).where(eq(goods.storeId, s.id));
    expect(none).toEqual([]);
  });

  it('never shows or changes another store’s product', async () => {
    const a = await kit.store();
    const b = await kit.store();
    const theirs = await kit.product(a.id, { skus: [{ price: 1_000, stock: 3 }] });
    const token = b.seller.token;
    expect((await t.call('store/getGoodsInfo', { id: theirs.id }, { token })).status).toBe(404);
    const body = await newProduct(token);
    const edit = await t.call('store/saveGoods', { ...body, id: theirs.id }, { token });
    expect(edit.status).toBe(404);
    expect(
      (await t.call('store/setGoodsOnSale', { ids: [theirs.id], onSale: false }, { token })).status,
    ).toBe(404);
    expect((await t.call('store/deleteGoods', { ids: [theirs.id] }, { token })).status).toBe(404);
    expect((await t.call('store/pinGoods', { id: theirs.id, pinned: true }, { token })).status).toBe(404);
    expect((await t.call('store/getGoodsList', {}, { token })).body.data.total).toBe(0);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, theirs.id));
    expect(row).toMatchObject({ title: theirs.title, onSale: true, pinnedAt: null, deletedAt: null });
  });
});

describe('seller products: batches, pin and the level limit', () => {
  it('batch off / on sale and delete with "No product selected" for an empty batch', async () => {
    const s = await kit.store();
    const token = s.seller.token;
    const [p1, p2, p3] = await Promise.all([kit.product(s.id), kit.product(s.id), kit.product(s.id)]);
    const empty = await t.call('store/deleteGoods', { ids: [] }, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.[0]?.field).toBe('ids');
    expect(empty.body.msg).toBe('No product selected');
    const emptySale = await t.call('store/setGoodsOnSale', { ids: [], onSale: false }, { token });
    expect(emptySale.body.msg).toBe('No product selected');

    const off = await t.call('store/setGoodsOnSale', { ids: [p1!.id, p2!.id], onSale: false }, { token });
    expect(off.body.data.count).toBe(2);
    const buyerList = await t.call('goods/getGoodsList', { storeId: s.id });
    expect(buyerList.body.data.list.map((g) => g.id)).toEqual([p3!.id]);
    const on = await t.call('store/setGoodsOnSale', { ids: [p1!.id], onSale: true }, { token });
    expect(on.body.data.count).toBe(1);

    const del = await t.call('store/deleteGoods', { ids: [p1!.id, p3!.id] }, { token });
    expect(del.body.data.count).toBe(2);
    const left = await t.call('store/getGoodsList', {}, { token });
    expect(left.body.data.list.map((g) => g.id)).toEqual([p2!.id]);
    expect((await t.call('goods/getGoodsInfo', { id: p1!.id })).body.data.onSale).toBe(false);
    // Staff still find it, marked deleted (orders name it).
    const staffView = await t.call(
      'admin/getGoodsList',
      { storeId: s.id },
      { token: await t.kit.staffToken() },
    );
    expect(staffView.body.data.list.find((g) => g.id === p1!.id)).toMatchObject({
      deleted: true,
      review: 'live',
    });
    // A deleted product cannot be bought, and stays gone from the seller's list.
    const buyer = await kit.buyer(50);
    const placed = await kit.place(buyer, [{ skuId: p1!.skus[0]!.id, quantity: 1 }]);
    expect(placed.body.error).toBe('GOODS_OFF_SALE');
  });

  it('pins a product to the top of the store page and the seller’s list', async () => {
    const s = await kit.store();
    const older = await kit.product(s.id, {
      title: 'Older',
      createdAt: new Date(Date.now() - 86_400_000 * 60),
    });
    await kit.product(s.id, { title: 'Newer', sold: 500 });
    const pinned = await t.call('store/pinGoods', { id: older.id, pinned: true }, { token: s.seller.token });
    expect(pinned.body.data).toMatchObject({ id: older.id, pinned: true });
    const page = await t.call('goods/getGoodsList', { storeId: s.id });
    expect(page.body.data.list.map((g) => g.title)).toEqual(['Older', 'Newer']);
    const mine = await t.call('store/getGoodsList', {}, { token: s.seller.token });
    expect(mine.body.data.list[0]).toMatchObject({ title: 'Older', pinned: true });
    await t.call('store/pinGoods', { id: older.id, pinned: false }, { token: s.seller.token });
    const after = await t.call('goods/getGoodsList', { storeId: s.id });
    expect(after.body.data.list.map((g) => g.title)).toEqual(['Newer', 'Older']);
  });

  it('the level’s product limit holds under 8 concurrent adds ("Cannot add products at the current level")', async () => {
    await setLevels(3);
    try {
      const s = await kit.store();
      await kit.product(s.id);
      const bodies = await Promise.all(Array.from({ length: 8 }, () => newProduct(s.seller.token)));
      const results = await Promise.all(
        bodies.map((b) => t.call('store/saveGoods', b, { token: s.seller.token })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(2);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused.map((r) => r.body.error)).toEqual(Array(6).fill('GOODS_LIMIT'));
      expect(refused[0]!.body.msg).toBe('Cannot add products at the current level');
      const counts = await t.call('store/getGoodsCounts', {}, { token: s.seller.token });
      expect(counts.body.data).toMatchObject({ used: 3, limit: 3 });
      // Deleting one frees a place.
      const list = await t.call('store/getGoodsList', {}, { token: s.seller.token });
      await t.call('store/deleteGoods', { ids: [list.body.data.list[0]!.id] }, { token: s.seller.token });
      const again = await t.call('store/saveGoods', bodies[0]!, { token: s.seller.token });
      expect(again.status).toBe(200);
    } finally {
      await setLevels(DEFAULT_STORE_LEVELS[0]!.productLimit);
    }
  });
});

describe('the platform warehouse and batch add (dropshipping)', () => {
  it('lists warehouse products at a markup within the level’s margin, taking stock from the warehouse', async () => {
    const w = await warehouseProduct();
    const s = await kit.store();
    const token = s.seller.token;
    const terms = await t.call('store/getWarehouseTerms', {}, { token });
    expect(terms.body.data).toMatchObject({ level: 1, marginBps: DEFAULT_STORE_LEVELS[0]!.marginBps });

    const over = await t.call(
      'store/addFromWarehouse',
      { ids: [w.id], markupBps: DEFAULT_STORE_LEVELS[0]!.marginBps + 1, stock: 20 },
      { token },
    );
    expect(over.status).toBe(400);
    expect(over.body.fields?.[0]?.field).toBe('markupBps');
    const none = await t.call('store/addFromWarehouse', { ids: [], markupBps: 0, stock: 20 }, { token });
    expect(none.body.msg).toBe('No product selected');

    const added = await t.call(
      'store/addFromWarehouse',
      { ids: [w.id], markupBps: 500, stock: 20 },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.body.data.count).toBe(1);
    const list = await t.call('store/getGoodsList', {}, { token });
    const listing = list.body.data.list[0]!;
    expect(listing).toMatchObject({ title: w.title, fromWarehouse: true, price: 1_050, stock: 25 });
    const info = await t.call('store/getGoodsInfo', { id: listing.id }, { token });
    expect(
      info.body.data.skus.map((k) => [
        k.name,
        k.price,
        k.stock,
        k.wholesaleCost,
        k.maxPrice,
        k.warehouseStock,
      ]),
    ).toEqual([
      ['Small', 1_050, 20, 1_000, markedUpPrice(1_000, DEFAULT_STORE_LEVELS[0]!.marginBps), 10],
      ['Large', 1_575, 5, 1_500, markedUpPrice(1_500, DEFAULT_STORE_LEVELS[0]!.marginBps), 0],
    ]);
    const again = await t.call('store/addFromWarehouse', { ids: [w.id], markupBps: 0, stock: 1 }, { token });
    expect(again.body.error).toBe('ALREADY_LISTED');
    const seen = await t.call('store/getWarehouseList', { keyword: w.title }, { token });
    expect(seen.body.data.list[0]).toMatchObject({ id: w.id, listedAs: listing.id, listings: 1, stock: 10 });

    // The price stays between the wholesale cost and the margin; stock comes from the warehouse.
    const base = {
      ...info.body.data,
      skus: info.body.data.skus.map((k) => ({
        id: k.id,
        name: k.name,
        price: k.price,
        originalPrice: 0,
        stock: k.stock,
      })),
    };
    const payload = (skus: typeof base.skus) => ({
      id: base.id,
      categoryId: base.categoryId,
      title: base.title,
      images: base.images,
      description: base.description,
      shippingFee: base.shippingFee,
      maxPerCustomer: base.maxPerCustomer,
      onSale: base.onSale,
      skus,
    });
    const tooHigh = await t.call(
      'store/saveGoods',
      payload([{ ...base.skus[0]!, price: info.body.data.skus[0]!.maxPrice! + 1 }, base.skus[1]!]),
      { token },
    );
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.fields?.[0]?.field).toBe('skus.0.price');
    const tooMuch = await t.call(
      'store/saveGoods',
      payload([{ ...base.skus[0]!, stock: 31 }, base.skus[1]!]),
      { token },
    );
    expect(tooMuch.body.error).toBe('WAREHOUSE_OUT_OF_STOCK');
    expect(tooMuch.body.fields?.[0]?.field).toBe('skus.0.stock');
    const newSpec = await t.call(
      'store/saveGoods',
      payload([...base.skus, { name: 'Huge', price: 5_000, originalPrice: 0, stock: 1 } as never]),
      { token },
    );
    expect(newSpec.body.fields?.[0]?.field).toBe('skus');
    const ok = await t.call(
      'store/saveGoods',
      payload([{ ...base.skus[0]!, price: 1_100, stock: 30 }, base.skus[1]!]),
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.skus[0]).toMatchObject({ price: 1_100, stock: 30, warehouseStock: 0 });

    // Another store gets what is left; deleting a listing gives its stock back to the warehouse.
    const other = await kit.store();
    await t.call(
      'store/addFromWarehouse',
      { ids: [w.id], markupBps: 0, stock: 20 },
      { token: other.seller.token },
    );
    const theirs = await t.call('store/getGoodsList', {}, { token: other.seller.token });
    expect(theirs.body.data.list[0]).toMatchObject({ stock: 0 });
    await t.call('store/deleteGoods', { ids: [listing.id] }, { token });
    const stock = await t.db.select().from(warehouseSkus).where(eq(warehouseSkus.warehouseGoodsId, w.id));
    expect(stock.map((k) => k.stock).sort()).toEqual([30, 5]);
  });

  it('a buyer’s order of a listing waits for the seller’s purchase at the wholesale cost', async () => {
    const w = await warehouseProduct([{ name: 'One', wholesaleCost: 2_000, originalPrice: 0, stock: 10 }]);
    const s = await kit.store();
    await t.kit.fund(s.seller.token, 100);
    await t.call(
      'store/addFromWarehouse',
      { ids: [w.id], markupBps: 1_000, stock: 4 },
      { token: s.seller.token },
    );
    const listing = (await t.call('store/getGoodsList', {}, { token: s.seller.token })).body.data.list[0]!;
    const info = await t.call('goods/getGoodsInfo', { id: listing.id });
    expect(info.body.data).toMatchObject({ price: 2_200, stock: 4 });
    const buyer = await kit.buyer(100);
    const order = await kit.buy(buyer, info.body.data.skus[0]!.id, 2);
    expect(order.status).toBe('to_purchase');
    const purchased = await t.call(
      'store/purchaseOrder',
      { id: order.id },
      {
        token: s.seller.token,
        headers: { 'idempotency-key': `p-${order.id}` },
      },
    );
    expect(purchased.body.data).toMatchObject({
      status: 'pending',
      wholesaleTotal: 4_000,
      shipper: 'warehouse',
    });
    await t.verifyBooks();
  });

  it('names the warehouse’s categories in the reader’s language', async () => {
    const category = await t.call(
      'admin/saveCategory',
      { name: 'Desk lamps', names: { de: 'Schreibtischlampen' } },
      { token: await t.kit.staffToken() },
    );
    const w = await t.call(
      'admin/saveWarehouseGoods',
      {
        categoryId: category.body.data.id,
        title: 'Brass desk lamp',
        images: ['/media/goods/lamp.webp'],
        description: '',
        shippingFee: 0,
        active: true,
        skus: [{ name: 'One', wholesaleCost: 2_000, originalPrice: 0, stock: 3 }],
      },
      { token: await t.kit.staffToken() },
    );
    const s = await kit.store();
    const german = await t.call(
      'store/getWarehouseList',
      { keyword: 'Brass desk lamp' },
      { token: s.seller.token, headers: { 'accept-language': 'de' } },
    );
    expect(german.body.data.list[0]).toMatchObject({
      id: w.body.data.id,
      categoryName: 'Schreibtischlampen',
    });
    const english = await t.call(
      'store/getWarehouseList',
      { keyword: 'Brass desk lamp' },
      { token: s.seller.token },
    );
    expect(english.body.data.list[0]!.categoryName).toBe('Desk lamps');
  });

  it('only admin and content staff keep the warehouse; a bad field is a 400 naming it', async () => {
    for (const role of ['reviewer', 'finance', 'support'] as const) {
      const res = await t.call('admin/getWarehouseList', {}, { token: await staff.tokenOf(role) });
      expect(res.status, role).toBe(403);
    }
    const content = await t.call('admin/getWarehouseList', {}, { token: await staff.tokenOf('content') });
    expect(content.status).toBe(200);
    const bad = await t.call(
      'admin/saveWarehouseGoods',
      {
        categoryId: await kit.rootCategory(),
        title: 'No cost',
        images: ['/media/goods/x.webp'],
        description: '',
        shippingFee: 0,
        active: true,
        skus: [{ name: 'One', wholesaleCost: 0, originalPrice: 0, stock: 1 }],
      },
      { token: await t.kit.staffToken() },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('skus.0.wholesaleCost');
    expect(await staff.lastAudit('warehouse_goods.created', content.body.data.list[0]?.id ?? 0)).toBeTruthy();
  });
});

describe('staff review of new products (the console switch)', () => {
  it('on: new products wait, a rejection shows its reason, an edit goes back to review, an approval puts it on sale', async () => {
    const reviewer = await staff.tokenOf('reviewer');
    const notAdmin = await t.call(
      'admin/setProductReview',
      { on: true, reason: 'Quality' },
      { token: reviewer },
    );
    expect(notAdmin.status).toBe(403);
    const on = await t.call(
      'admin/setProductReview',
      { on: true, reason: 'Quality checks' },
      { token: await t.kit.staffToken() },
    );
    expect(on.body.data).toEqual({ on: true });
    try {
      const s = await kit.store();
      const body = await newProduct(s.seller.token);
      const saved = (await t.call('store/saveGoods', body, { token: s.seller.token })).body.data;
      expect(saved.review).toBe('reviewing');
      expect((await t.call('goods/getGoodsInfo', { id: saved.id })).body.data.onSale).toBe(false);
      expect((await t.call('goods/getGoodsList', { storeId: s.id })).body.data.total).toBe(0);
      const staffView = await t.call(
        'admin/getGoodsList',
        { storeId: s.id },
        { token: await t.kit.staffToken() },
      );
      expect(staffView.body.data.list[0]).toMatchObject({
        id: saved.id,
        review: 'reviewing',
        deleted: false,
      });

      const queue = await t.call('admin/getGoodsReviewList', { state: 'reviewing' }, { token: reviewer });
      expect(queue.body.data.list.map((g) => g.id)).toContain(saved.id);
      const noReason = await t.call(
        'admin/reviewGoods',
        { id: saved.id, approve: false },
        { token: reviewer },
      );
      expect(noReason.status).toBe(400);
      expect(noReason.body.fields?.[0]?.field).toBe('reason');
      const rejected = await t.call(
        'admin/reviewGoods',
        { id: saved.id, approve: false, reason: 'Photos show another brand' },
        { token: reviewer },
      );
      expect(rejected.body.data.review).toBe('rejected');
      const mine = await t.call('store/getGoodsList', { filter: 'rejected' }, { token: s.seller.token });
      expect(mine.body.data.list[0]).toMatchObject({
        id: saved.id,
        reviewReason: 'Photos show another brand',
      });

      const resent = await t.call(
        'store/saveGoods',
        { ...body, id: saved.id, images: saved.images },
        { token: s.seller.token },
      );
      expect(resent.body.data).toMatchObject({ review: 'reviewing', reviewReason: '' });
      const approved = await t.call(
        'admin/reviewGoods',
        { id: saved.id, approve: true },
        { token: reviewer },
      );
      expect(approved.body.data.review).toBe('live');
      const twice = await t.call('admin/reviewGoods', { id: saved.id, approve: true }, { token: reviewer });
      expect(twice.body.error).toBe('GOODS_REVIEWED');
      expect((await t.call('goods/getGoodsInfo', { id: saved.id })).body.data.onSale).toBe(true);
      expect(await staff.lastAudit('goods.approved', saved.id)).toBeTruthy();
    } finally {
      await t.call(
        'admin/setProductReview',
        { on: false, reason: 'Test over' },
        { token: await t.kit.staffToken() },
      );
    }
  });
});

describe('reviews of the store’s products and the seller’s reply', () => {
  it('the seller replies under a review; buyers read the reply; another store cannot', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id, { skus: [{ price: 1_000, stock: 5 }] });
    const buyer = await kit.buyer(50);
    const order = await kit.buy(buyer, p.skus[0]!.id);
    await kit.ship(order.id);
    await t.call('order/confirm', { id: order.id }, { token: buyer.token });
    await t.call(
      'order/comment',
      { orderLineId: order.lines[0]!.id, score: 2, content: 'Strap came loose' },
      { token: buyer.token },
    );
    const token = s.seller.token;
    const low = await t.call('store/getCommentList', { filter: 'low' }, { token });
    const review = low.body.data.list[0]!;
    expect(review).toMatchObject({ content: 'Strap came loose', goodsId: p.id, reply: '', repliedAt: null });
    const empty = await t.call('store/replyComment', { id: review.id, reply: '  ' }, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.[0]?.field).toBe('reply');
    const other = await kit.store();
    const foreign = await t.call(
      'store/replyComment',
      { id: review.id, reply: 'Hi' },
      { token: other.seller.token },
    );
    expect(foreign.status).toBe(404);
    const replied = await t.call(
      'store/replyComment',
      { id: review.id, reply: 'Sorry! We are sending a new strap today.' },
      { token },
    );
    expect(replied.body.data.reply).toBe('Sorry! We are sending a new strap today.');
    const buyerSees = await t.call('goods/getCommentList', { goodsId: p.id });
    expect(buyerSees.body.data.list[0]).toMatchObject({ reply: 'Sorry! We are sending a new strap today.' });
    expect((await t.call('store/getCommentList', { filter: 'unreplied' }, { token })).body.data.total).toBe(
      0,
    );
    expect((await t.call('store/getCommentList', { filter: 'replied' }, { token })).body.data.total).toBe(1);
  });
});
