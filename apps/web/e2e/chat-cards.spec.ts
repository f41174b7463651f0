import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@app/contract';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

/** A product on sale with stock, of a store that may be contacted. */
async function pickProduct(client: ApiClient) {
  const { list } = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 50 });
  for (const card of list) {
    const info = await client.call('goods/getGoodsInfo', { id: card.id });
    const sku = info.skus.find((k) => k.stock > 2);
    if (sku && info.store.contactable) return { info, sku };
  }
  throw new Error('no product to chat about');
}

test('the product page’s chat pins the product and sends it as a card; the order page’s Contact seller sends the order; staff see both', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const buyer = await kit.buyer({ tag: 'chat-cards' });
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Card Buyer', phone: '+1 555 0142', country: 'United States', street: '7 Chat Street' },
    { token: buyer.token },
  );
  const { info, sku } = await pickProduct(client);
  const placed = await client.call(
    'order/create',
    { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  const order = placed.orders[0]!;

  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // From the product page: the product is pinned above the input with Send.
  await page.goto(`/mall/product/${info.id}`);
  await page.getByTestId('chat-button').click();
  await expect(page).toHaveURL(new RegExp(`/mall/chat/\\d+\\?goods=${info.id}$`));
  const pinnedGoods = page.getByTestId('chat-pin-goods');
  await expect(pinnedGoods).toContainText(info.title);
  await pinnedGoods.getByTestId('chat-pin-send').click();
  const goodsCard = page.getByTestId('chat-mine').getByTestId('chat-goods-card');
  await expect(goodsCard).toContainText(info.title);
  await expect(pinnedGoods).toBeHidden();
  const chatId = Number(/\/mall\/chat\/(\d+)/.exec(page.url())![1]);

  // The card opens the product; the seller card's Chat pins the product too.
  await goodsCard.click();
  await expect(page).toHaveURL(new RegExp(`/mall/product/${info.id}$`));
  await page.getByTestId('seller-chat').click();
  await expect(page).toHaveURL(new RegExp(`/mall/chat/${chatId}\\?goods=${info.id}$`));
  await expect(page.getByTestId('chat-pin-goods')).toContainText(info.title);

  // From the order page: Contact seller pins the order; sending it shows the order card.
  await page.goto(`/mall/orders/${order.id}`);
  await page.getByTestId('order-contact').click();
  await expect(page).toHaveURL(new RegExp(`/mall/chat/${chatId}\\?order=${order.id}$`));
  const pinnedOrder = page.getByTestId('chat-pin-order');
  await expect(pinnedOrder).toContainText(order.orderNo);
  await expect(pinnedOrder).toContainText('Awaiting payment');
  await pinnedOrder.getByTestId('chat-pin-send').click();
  const orderCard = page.getByTestId('chat-mine').getByTestId('chat-order-card');
  await expect(orderCard).toContainText(order.orderNo);
  await expect(orderCard).toContainText('Awaiting payment');
  await expect(pinnedOrder).toBeHidden();

  // The conversation list names the last message as an order.
  await page.goto('/mall/messages');
  await expect(page.getByText('[Order]').first()).toBeVisible();

  // Staff, answering for the store, read both cards from the same rows.
  const staff = await kit.staffToken();
  const { list } = await client.call('admin/getMsgList', { chatId }, { token: staff });
  expect(list.map((m) => [m.type, m.goods?.id ?? m.order?.id])).toEqual([
    ['goods', info.id],
    ['order', order.id],
  ]);
});
