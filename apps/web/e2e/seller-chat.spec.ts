import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// The owner answers buyers as the store from the seller center (issue 13 part 7, decision 35).
test('a seller reads a buyer’s message in the store’s inbox, answers it, and the next one arrives live', async ({
  page,
  client,
  kit,
}) => {
  const seller = { email: 'store2@demo.local', password: 'Demo12345' };
  const { token: sellerToken } = await client.call('user/signin', seller);
  const buyer = await kit.buyer({ tag: 'seller-chat' });
  // The buyer opens a conversation with each store until one is the seller's own.
  const { list: goods } = await client.call('goods/getGoodsList', { pageSize: 50, sort: 'sales' });
  let chatId: number | undefined;
  for (const storeId of new Set(goods.map((g) => g.storeId))) {
    const chat = await client.call('chat/getChatInfo', { storeId }, { token: buyer.token });
    const mineToo = await client
      .call('store/getChatInfo', { chatId: chat.id }, { token: sellerToken })
      .then(() => true)
      .catch(() => false);
    if (mineToo) {
      chatId = chat.id;
      break;
    }
  }
  expect(chatId).toBeDefined();
  const chat = { id: chatId! };
  const before = (await client.call('store/getChatUnread', {}, { token: sellerToken })).unread;
  const question = `Does it come in blue? ${Date.now().toString(36)}`;
  await client.call('chat/sendMessage', { chatId: chat.id, content: question }, { token: buyer.token });

  await page.goto('/auth/signin');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller/chats');
  const row = page.getByTestId(`chat-item-${chat.id}`);
  await expect(row).toContainText(question);
  await expect(row.getByTestId('chat-unread')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/seller/chats/${chat.id}$`));
  // The buyer's message is theirs; the store's answer is mine.
  await expect(page.getByTestId('chat-theirs').last()).toContainText(question);
  await page.getByTestId('chat-input').locator('textarea:not([aria-hidden])').fill('Yes, blue is in stock.');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-mine').last()).toContainText('Yes, blue is in stock.');

  // The answer shows at once; the buyer reads it as the store's once the server has it.
  await expect
    .poll(async () =>
      (await client.call('chat/getMsgList', { chatId: chat.id }, { token: buyer.token })).list.at(-1),
    )
    .toMatchObject({ from: 'peer', content: 'Yes, blue is in stock.' });

  // The buyer writes again while the seller has the conversation open: it arrives without a reload.
  await client.call(
    'chat/sendMessage',
    { chatId: chat.id, content: 'Great, ordering now!' },
    { token: buyer.token },
  );
  await expect(page.getByTestId('chat-theirs').last()).toContainText('Great, ordering now!');
  // Open and in front, the conversation is read on the store's side.
  await expect
    .poll(async () => (await client.call('store/getChatUnread', {}, { token: sellerToken })).unread)
    .toBe(before);
});
