import { randomUUID } from 'node:crypto';
import { devices } from '@playwright/test';
import { DEMO_USDT, TEST_PASSWORD, TEST_TRADE_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, uniqueEmail } from './helpers';
import { buyAndPay, DEMO_INVITE, fillRealName, findOrder, photo, pickCountry } from './seller-helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

const TRC20_ADDRESS = 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm';

// Issue 13's whole seller journey on a phone: a new seller registers with the invitation and email
// codes, passes real-name checks (staff approve), lists an own product and a warehouse product; a
// buyer orders both; the seller purchases one from the warehouse and ships the other, answers the
// buyer's message; the buyer confirms both; the income is in the seller's wallet and they withdraw.
test('register, pass real-name checks, list, sell, purchase, ship, chat, get paid and withdraw', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('journey-seller');
  const staff = await kit.staffToken();

  // 1. Registration with the invitation code and the mailed code, then the real-name form.
  await page.goto('/auth/seller-signup');
  await field(page, 'email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  // One code a minute per address: the next (trade password, withdrawal) wait their turn.
  let codeAllowedAt = Date.now() + 61_000;
  await field(page, 'code').fill(await kit.mailedCode(email));
  await field(page, 'password').fill(TEST_PASSWORD);
  await field(page, 'confirmPassword').fill(TEST_PASSWORD);
  await field(page, 'inviteCode').fill(DEMO_INVITE);
  const storeName = `Journey Goods ${Date.now().toString(36)}`;
  await field(page, 'storeName').fill(storeName);
  await field(page, 'storeAddress').fill('7 Harbour Road, Porto');
  await pickCountry(page, 'Portugal');
  await field(page, 'whatsapp').fill('+351 912 000 111');
  await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
  await page.getByTestId('seller-signup-submit').click();
  await expect(page.getByTestId('onboarding-store-open')).toBeVisible();
  await fillRealName(page, 'Rita Sousa');
  await expect(page.getByTestId('onboarding-done')).toBeVisible();

  // 2. Staff pass the real-name checks (the console's queue; its journey is the console's).
  const { list: auths } = await client.call('admin/getAuthList', { keyword: email }, { token: staff });
  await client.call('admin/reviewAuth', { id: auths[0]!.id, action: 'approve' }, { token: staff });
  const { token: sellerToken } = await client.call('user/signin', { email, password: TEST_PASSWORD });

  // 3. An own product, with an uploaded picture.
  const title = `Cork notebook ${Date.now().toString(36)}`;
  await page.goto('/seller/products');
  await page.getByTestId('sp-add').click();
  await page
    .getByTestId('sp-form-images')
    .locator('input[type=file]')
    .setInputFiles({ ...(await photo('#8a5a2b')), name: 'notebook.png' });
  await expect(page.getByTestId('sp-form-images').locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
  await page.getByTestId('sp-form-title').locator('textarea:not([readonly])').fill(title);
  await page.getByTestId('sp-form-category').click();
  await page.locator('.adm-picker-header-button').filter({ hasText: 'Confirm' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('A5');
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('10');
  await page.getByTestId('sp-form-save').click();
  const review = page.locator('.adm-dialog-button').filter({ hasText: 'Confirm' });
  if (await review.isVisible().catch(() => false)) await review.click();
  await expect(page).toHaveURL(/\/seller\/products$/);
  await expect(page.getByTestId('sp-row').filter({ hasText: title })).toContainText('$12.00');

  // 4. A warehouse product, at the level's margin.
  await page.getByTestId('sp-add-warehouse').click();
  const free = page.locator('[data-testid="wh-row"]:not([data-listed])');
  const listedTitle = (await free.first().getByTestId('wh-row-title').textContent())!;
  await free.first().click();
  await page.getByTestId('wh-add').click();
  await page.getByTestId('wh-markup-max').click();
  await page.getByTestId('wh-confirm').click();
  await expect(page).toHaveURL(/\/seller\/products$/);
  await expect(
    page.getByTestId('sp-row').filter({ hasText: listedTitle }).getByTestId('sp-tag-warehouse'),
  ).toBeVisible();

  // 5. A buyer orders both (one order each: the store ships one, the warehouse the other).
  const { list: mine } = await client.call('store/getGoodsList', {}, { token: sellerToken });
  const skuOf = async (goodsTitle: string) => {
    const id = mine.find((g) => g.title === goodsTitle)!.id;
    const info = await client.call('goods/getGoodsInfo', { id });
    return info.skus.find((k) => k.stock > 0)!.id;
  };
  const buyer = await kit.buyer({ tag: 'journey-buyer', tradePassword: true, funds: 500 });
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Joana Lima', phone: '+351 21 000 0000', country: 'Portugal', street: '9 Rua Nova, Lisboa' },
    { token: buyer.token },
  );
  const ownOrder = await buyAndPay(client, buyer, address.id, await skuOf(title));
  const warehouseOrder = await buyAndPay(client, buyer, address.id, await skuOf(listedTitle));
  // The buyer asks about the own product's order.
  const chat = await client.call('chat/getChatInfo', { storeId: ownOrder.store.id }, { token: buyer.token });
  await client.call(
    'chat/sendMessage',
    { chatId: chat.id, content: 'When will my notebook ship?' },
    { token: buyer.token },
  );

  // 6. The seller purchases the warehouse order (money for it arrives as an approved deposit; the
  // trade password, set by mailed code, is asked above the payment threshold).
  await kit.fund(sellerToken, 200);
  await page.waitForTimeout(Math.max(0, codeAllowedAt - Date.now()));
  await kit.setTradePassword({ email, token: sellerToken });
  codeAllowedAt = Date.now() + 61_000;
  await page.goto('/seller');
  await page.getByTestId('dash-todo-toPurchase').click();
  const toPurchase = await findOrder(page, warehouseOrder.orderNo);
  await toPurchase.getByTestId('so-purchase').click();
  await page.getByTestId('charge-pay').click();
  const sheet = page.getByTestId('trade-password-sheet');
  const purchased = page.getByText('Purchased. The warehouse ships this order.');
  await expect(sheet.or(purchased)).toBeVisible();
  if (await sheet.isVisible()) {
    await page.locator('input[name="tradePassword"]').fill(TEST_TRADE_PASSWORD);
    await page.getByTestId('pay-confirm').click();
    await expect(purchased).toBeVisible();
  }

  // 7. … and ships the own product with its carrier and tracking number.
  await page.goto(`/seller/orders/${ownOrder.id}`);
  await page.getByTestId('ship-carrier').locator('input').fill('CTT');
  await page.getByTestId('ship-tracking').locator('input').fill('RR123456789PT');
  await page.getByTestId('ship-submit').click();
  await expect(page.getByTestId('so-tracking')).toContainText('RR123456789PT');

  // 8. The buyer's message, answered as the store.
  await page.goto('/seller/chats');
  await page.getByTestId(`chat-item-${chat.id}`).click();
  await expect(page.getByTestId('chat-theirs').last()).toContainText('When will my notebook ship?');
  await page.getByTestId('chat-input').locator('textarea:not([aria-hidden])').fill('It left today with CTT.');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-mine').last()).toContainText('It left today with CTT.');
  // The screen shows the message as it goes; the buyer's side reads it once the server has it.
  await expect
    .poll(async () => {
      const { list: messages } = await client.call(
        'chat/getMsgList',
        { chatId: chat.id },
        { token: buyer.token },
      );
      return messages.some((m) => m.content === 'It left today with CTT.');
    })
    .toBe(true);

  // 9. The warehouse ships its order (its stand-in is the console); the buyer confirms both.
  await client.call('admin/advanceOrder', { id: warehouseOrder.id, action: 'ship' }, { token: staff });
  for (const id of [ownOrder.id, warehouseOrder.id])
    await client.call('order/confirm', { id }, { token: buyer.token, idempotencyKey: randomUUID() });

  // 10. The income (each total less the commission) is in the seller's wallet records.
  await page.goto('/wallet/records?tab=income');
  const sales = page.locator('[data-testid="log-description"][data-line="orderIncome"]');
  await expect(sales).toHaveCount(2);
  for (const o of [ownOrder, warehouseOrder])
    await expect(sales.filter({ hasText: o.orderNo })).toHaveCount(1);

  // 11. The seller withdraws to a saved address with the mailed code and the trade password.
  await client.call(
    'user_wallet/saveAddress',
    { currencyId: DEMO_USDT, address: TRC20_ADDRESS },
    { token: sellerToken },
  );
  await page.goto('/wallet/withdraw');
  await field(page, 'amount').fill('20');
  await page.waitForTimeout(Math.max(0, codeAllowedAt - Date.now()));
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  await field(page, 'code').fill(await kit.mailedCode(email));
  await field(page, 'tradePassword').fill(TEST_TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\/records\?tab=withdrawals$/);
  await expect(page.getByTestId('withdrawal-item').first()).toContainText('Under review');
  expect((await kit.verifyBooks()).ok).toBe(true);
});
