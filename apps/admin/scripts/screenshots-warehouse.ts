/**
 * Screenshots of the warehouse (list and the drawer), product review (queue, a product opened, the
 * switch's question, the rejected tab) and a disputed refund on the orders page, in English and
 * Arabic on a desktop, against a running server with the demo catalog:
 * `BASE_URL=http://localhost:3681 SHOTS_DIR=/work/shots/c2 npx tsx apps/admin/scripts/screenshots-warehouse.ts`.
 * Before the screens it makes sure of three warehouse products, a seller's products waiting for
 * review (review is turned on for the screens and off again after) and a refund the seller declined.
 * Phones too with `SHOT_PHONE=1`. Output: /tmp/shots-admin-warehouse/<locale>-<viewport>-<screen>.png
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { BASE_URL, client, forEachScreen, kit } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-admin-warehouse';
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' } as const;
const once = (token: string) => ({ token, idempotencyKey: randomUUID() });
const signin = async (email: string, password = 'Demo12345') =>
  (await client.call('user/signin', { email, password })).token;

async function seed(): Promise<string> {
  const staff = { token: await kit.staffToken() };
  const { list: goods } = await client.call('admin/getGoodsList', { page: 1, pageSize: 60 }, staff);

  // Three warehouse products from demo pictures, unless the warehouse already holds some.
  const warehouse = await client.call('admin/getWarehouseList', { page: 1, pageSize: 1 }, staff);
  if (warehouse.total < 3) {
    for (const g of goods.slice(0, 3)) {
      await client.call(
        'admin/saveWarehouseGoods',
        {
          categoryId: g.categoryId,
          title: g.title,
          images: g.images,
          description: g.description,
          shippingFee: g.shippingFee,
          active: true,
          skus: g.skus.map((k) => ({
            name: k.name,
            wholesaleCost: Math.max(1, Math.round(k.price * 0.55)),
            originalPrice: k.originalPrice,
            stock: 120,
          })),
        },
        staff,
      );
    }
  }

  // A new seller's products, waiting while review is on.
  const review = await client.call('admin/getGoodsReviewList', { page: 1, pageSize: 1 }, staff);
  if (review.total < 2) {
    await client.call('admin/setProductReview', { on: true, reason: 'Screenshots of the queue' }, staff);
    const seller = await kit.buyer({ tag: `shots${Date.now().toString(36)}` });
    await client.call(
      'user/openStore',
      {
        storeName: 'Maple & Thread',
        storeAddress: '8 Canal Street, Manchester',
        country: 'GB',
        whatsapp: '+447700900456',
      },
      { token: seller.token },
    );
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bag.png');
    form.append('path', 'goods');
    const res = await fetch(`${BASE_URL}/v1/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const image = ((await res.json()) as { data: { url: string } }).data.url;
    const { list: roots } = await client.call('category/getCategoryList', {});
    const leaf =
      roots.flatMap((r) => r.children).find((c) => c.name === 'Bags & Wallets')?.id ?? goods[0]!.categoryId;
    for (const [title, price] of [
      ['Hand-stitched Canvas Tote', 3400],
      ['Linen Cushion Cover, Set of 2', 2600],
      ['Mystery Gift Box', 9900],
    ] as const) {
      await client.call(
        'store/saveGoods',
        {
          categoryId: leaf,
          title,
          images: [image],
          description: 'Made by hand in our Manchester studio from natural fibres. Ships in two days.',
          shippingFee: 0,
          maxPerCustomer: 0,
          onSale: true,
          skus: [
            { name: 'Natural', price, originalPrice: 0, stock: 20 },
            { name: 'Charcoal', price: price + 200, originalPrice: 0, stock: 12 },
          ],
        },
        { token: seller.token },
      );
    }
    const { list: waiting } = await client.call('admin/getGoodsReviewList', { page: 1, pageSize: 20 }, staff);
    const mystery = waiting.find((g) => g.title === 'Mystery Gift Box');
    if (mystery) {
      await client.call(
        'admin/reviewGoods',
        { id: mystery.id, approve: false, reason: 'The pictures do not show what the box holds.' },
        staff,
      );
    }
  }

  // A refund the seller declined: the buyer pays for an own-stock product, asks for the money back.
  const { list: stores } = await client.call('admin/getStoreList', { page: 1, pageSize: 100 }, staff);
  const refunding = await client.call(
    'admin/getOrderList',
    { page: 1, pageSize: 50, status: 'refunding' },
    staff,
  );
  const disputed = refunding.list.find((o) => o.refundSellerReason);
  if (disputed) return disputed.orderNo;
  const buyer = await signin(BUYER.email, BUYER.password);
  await kit.fund(buyer, 200);
  const selling = new Set(stores.filter((s) => s.status === 'normal').map((s) => s.id));
  const { list: addresses } = await client.call('address/getAddressList', {}, { token: buyer });
  const address =
    addresses[0] ??
    (await client.call(
      'address/saveAddress',
      {
        recipient: 'Amira Haddad',
        phone: '+1 415 555 0134',
        country: 'United States',
        region: 'California',
        street: '1200 Market Street, Apt 5B, San Francisco',
        postcode: '94102',
        isDefault: true,
      },
      { token: buyer },
    ));
  // Own stock first (no purchase from the warehouse needed); the first the buyer can order.
  const candidates = goods
    .filter((g) => g.onSale && selling.has(g.storeId) && g.stock > 5)
    .sort((a, b) => Number(a.wholesaleCost > 0) - Number(b.wholesaleCost > 0));
  let placed: { order: { id: number; orderNo: string }; storeId: number } | undefined;
  for (const g of candidates) {
    const sku = g.skus.find((k) => k.stock > 0);
    if (!sku) continue;
    try {
      const { orders } = await client.call(
        'order/create',
        { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
        once(buyer),
      );
      placed = { order: orders[0]!, storeId: g.storeId };
      break;
    } catch {
      // Not orderable now (off sale for buyers, a store that cannot sell): the next one.
    }
  }
  if (!placed) throw new Error('no product the demo buyer can order');
  const { order } = placed;
  await client.call('order/pay', { ids: [order.id] }, once(buyer));
  // Asked after shipment, so the seller answers (before it, the refund is immediate).
  const owner = stores.find((s) => s.id === placed.storeId)?.ownerEmail ?? 'store1@demo.local';
  const paid = await client.call(
    'admin/getOrderList',
    { page: 1, pageSize: 1, keyword: order.orderNo },
    staff,
  );
  if (paid.list[0]?.status === 'to_purchase') {
    await kit.fund(await signin(owner), 400);
    await client.call('admin/advanceOrder', { id: order.id, action: 'purchase' }, staff);
  }
  await client.call(
    'admin/advanceOrder',
    { id: order.id, action: 'ship', carrier: 'DHL', trackingNo: 'JD014600006281' },
    staff,
  );
  await client.call(
    'order/refund',
    { id: order.id, reason: 'The strap came loose on the first day.' },
    once(buyer),
  );
  await client.call(
    'store/answerRefund',
    {
      id: order.id,
      accept: false,
      reason: 'The photos show the strap cut, not loose; we offered a repair.',
    },
    once(await signin(owner)),
  );
  return order.orderNo;
}

async function signinAsAdmin(page: Page) {
  await page.goto(`${BASE_URL}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.getByTestId('staff-badge').waitFor();
}

async function main(): Promise<void> {
  const staff = { token: await kit.staffToken() };
  try {
    const orderNo = await seed();
    await client.call('admin/setProductReview', { on: true, reason: 'Screenshots of the queue' }, staff);
    await forEachScreen(OUT, async (page, shot, phone) => {
      if (phone && !process.env.SHOT_PHONE) return;
      await signinAsAdmin(page);
      await page.goto(`${BASE_URL}/admin/warehouse`);
      await page.getByTestId('warehouse-table').locator('tbody tr.ant-table-row').first().waitFor();
      await shot('warehouse');
      await page.getByTestId('warehouse-edit').first().click();
      await page.getByTestId('warehouse-skus').waitFor();
      await shot('warehouse-drawer');
      await page.getByTestId('warehouse-skus').scrollIntoViewIfNeeded();
      await shot('warehouse-drawer-specs');

      await page.goto(`${BASE_URL}/admin/product-review`);
      const rows = page.getByTestId('goods-review-table').locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      await shot('review');
      await rows.first().click();
      await page.getByTestId('goods-review-details').waitFor();
      await shot('review-open');
      await page.getByTestId('review-switch').click();
      await page.getByTestId('review-switch-reason').waitFor();
      await shot('review-switch');
      await page.keyboard.press('Escape');
      await page.goto(`${BASE_URL}/admin/product-review?state=rejected`);
      await rows.first().waitFor();
      await shot('review-rejected');
      await page.goto(`${BASE_URL}/admin/product-review?state=live`);
      await rows.first().waitFor();
      await shot('review-live');

      await page.goto(`${BASE_URL}/admin/orders?status=refunding`);
      await page.getByTestId('orders-table').locator('tbody tr.ant-table-row').first().waitFor();
      await shot('orders-refunding');
      await page.goto(`${BASE_URL}/admin/orders/${orderNo}?status=refunding`);
      await page.getByTestId('order-seller-reason').waitFor();
      await shot('order-disputed');
    });
  } finally {
    await client.call('admin/setProductReview', { on: false, reason: 'Screenshots done' }, staff);
  }
}

await main();
