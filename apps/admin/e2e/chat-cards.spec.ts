import { randomUUID } from 'node:crypto';
import { consoleSignin, expect, test } from './fixtures';

test.describe('chat cards in the console', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('staff answering for a store see the buyer’s product and order cards and open the order', async ({
    page,
    client,
    kit,
  }) => {
    const buyer = await kit.buyer({ tag: 'console-cards' });
    const address = await client.call(
      'address/saveAddress',
      { recipient: 'Card Buyer', phone: '+1 555 0143', country: 'United States', street: '8 Chat Street' },
      { token: buyer.token },
    );
    const { list } = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 50 });
    let picked: { goodsId: number; skuId: number; title: string; storeId: number } | undefined;
    for (const card of list) {
      const info = await client.call('goods/getGoodsInfo', { id: card.id });
      const sku = info.skus.find((k) => k.stock > 2);
      if (sku && info.store.contactable) {
        picked = { goodsId: info.id, skuId: sku.id, title: info.title, storeId: info.store.id };
        break;
      }
    }
    expect(picked).toBeDefined();
    const { goodsId, skuId, title, storeId } = picked!;
    const placed = await client.call(
      'order/create',
      { items: [{ skuId, quantity: 1 }], addressId: address.id },
      { token: buyer.token, idempotencyKey: randomUUID() },
    );
    const order = placed.orders[0]!;
    const chat = await client.call('chat/getChatInfo', { storeId }, { token: buyer.token });
    await client.call(
      'chat/sendMessage',
      { chatId: chat.id, type: 'goods', goodsId },
      { token: buyer.token },
    );
    await client.call(
      'chat/sendMessage',
      { chatId: chat.id, type: 'order', orderId: order.id },
      { token: buyer.token },
    );

    await consoleSignin(page);
    await page.goto(`/admin/chats/${chat.id}`);
    const thread = page.getByTestId('chat-thread');
    const goodsCard = thread.getByTestId('console-goods-card');
    await expect(goodsCard).toContainText(title);
    await expect(goodsCard).toHaveAttribute('href', `/mall/product/${goodsId}`);
    const orderCard = thread.getByTestId('console-order-card');
    await expect(orderCard).toContainText(order.orderNo);
    await expect(orderCard).toContainText('Awaiting payment');
    await orderCard.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderNo}$`));
    await expect(page.getByText(order.orderNo).first()).toBeVisible();
  });
});
