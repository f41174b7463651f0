import { devices } from '@playwright/test';
import { discountedPrice, formatMoney, minorToDecimal } from '@app/contract';
import { TEST_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, signInWithForm, uniqueEmail } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// A demo store no other growth journey touches (this one runs after them all; playwright.config.ts).
const SELLER = { email: 'store5@demo.local', password: 'Demo12345' };
const usd = (minor: number) => formatMoney(minor, 'en');

/**
 * Issue 14, whole: a seller buys points and a traffic package, decorates the store and runs a
 * promotion; a buyer invited by that seller's link registers, pays a promoted product with the $5
 * first-order coupon and confirms receipt; the seller sees the invitation reward with its order.
 * The journeys' server is the test seed (coupon off): staff turn it on first and put it back after.
 */
test('growth tools end to end: points, traffic, decoration, promotion, invitation, coupon, reward', async ({
  page,
  browser,
  client,
  kit,
}) => {
  test.setTimeout(300_000);
  const admin = await kit.staffToken();
  const couponBefore = (await client.call('admin/getVoucherSettings', {}, { token: admin })).coupon;
  await client.call(
    'admin/saveVoucherSettings',
    { enabled: true, amount: 500, minSpend: 0, reason: 'Growth journey: the first-order coupon' },
    { token: admin },
  );
  try {
    const { token: sellerToken } = await client.call('user/signin', SELLER);
    const store = await client.call('store/getMyStore', {}, { token: sellerToken });
    const { list: cards } = await client.call('goods/getGoodsList', { storeId: store.id, pageSize: 100 });
    // A product of the store with stock at a price a $5 coupon and 20 % off leave positive.
    let product: (typeof cards)[number] | undefined;
    let skuId = 0;
    for (const c of cards) {
      if (c.promotion || c.price < 2_000 || c.price > 15_000) continue;
      const info = await client.call('goods/getGoodsInfo', { id: c.id });
      const sku = info.skus.find((k) => k.stock > 3);
      if (sku && info.skus.length === 1) {
        product = c;
        skuId = sku.id;
        break;
      }
    }
    expect(product).toBeDefined();
    const points = await client.call('store/getPoints', {}, { token: sellerToken });

    // ---- the seller: points ----
    await page.goto('/auth/signin');
    await signInWithForm(page, SELLER.email, SELLER.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/seller');
    await page.getByText('Promotion center', { exact: true }).click();
    await page.getByTestId('promotions-balance').click();
    await expect(page).toHaveURL(/\/seller\/points$/);
    await page.getByTestId('points-input').locator('input').fill('600');
    await expect(page.getByTestId('points-cost')).toHaveText(usd((600 * 100) / points.pointsPerUnit));
    await page.getByTestId('points-buy-submit').click();
    await page.getByTestId('charge-pay').click();
    await expect(page.getByTestId('points-balance')).toHaveText((points.balance + 600).toLocaleString('en'));

    // ---- a traffic package ----
    const offer = await client.call('store/getTrafficPlanList', {}, { token: sellerToken });
    const day = offer.list.find((p) => p.unit === 'day')!;
    await page.goto('/seller');
    await page.getByText('Traffic packages', { exact: true }).click();
    await expect(page).toHaveURL(/\/seller\/traffic$/);
    await page.getByTestId(`traffic-buy-${day.id}`).click();
    await expect(page.getByTestId('charge-confirm').getByTestId('charge-cost')).toHaveText(usd(day.price));
    await page.getByTestId('charge-pay').click();
    const bought = page.getByTestId('traffic-packages').locator('li').filter({ hasText: day.name }).first();
    await expect(bought.getByTestId('traffic-package-state')).toHaveText('Running');
    await expect(bought.getByTestId('traffic-package-paid')).toContainText(usd(day.price));

    // ---- a promotion: 20 % off the product for a week, its cost in points shown first ----
    await page.goto('/seller/promotions/new');
    await page.getByTestId(`promotion-pick-${product!.id}`).click();
    await page.getByTestId('promotion-discount').locator('input').fill('20');
    await page.getByTestId('promotion-discount').locator('input').blur();
    const weekCost = 7 * points.costPerProductDay;
    await expect(page.getByTestId('promotion-cost')).toHaveText(weekCost.toLocaleString('en'));
    await page.getByTestId('promotion-submit').click();
    await expect(page.locator('.adm-dialog')).toContainText(`${weekCost} points`);
    await page.locator('.adm-dialog-button-bold').click();
    await expect(page).toHaveURL(/\/seller\/promotions$/);
    await expect(page.getByTestId('promotion-card').filter({ hasText: product!.title })).toContainText(
      '−20%',
    );

    // ---- decoration: a section showing the promoted product, two per row ----
    const sectionTitle = `Deals ${Date.now().toString(36)}`;
    await page.goto('/seller/decoration');
    await page.getByTestId('decoration-bg-sky').click();
    const before = await page.locator('.decoration-section').count();
    await page.getByTestId('decoration-section-add').click();
    const section = page.getByTestId(`decoration-section-${before}`);
    await section.getByTestId(`decoration-section-title-${before}`).locator('input').fill(sectionTitle);
    await section
      .getByTestId(`decoration-section-columns-${before}`)
      .getByRole('radio', { name: '2' })
      .click();
    await section.getByTestId(`decoration-section-choose-${before}`).click();
    await page.getByTestId('decoration-pick').filter({ hasText: product!.title }).first().click();
    await page.getByTestId('decoration-picker-done').click();
    await page.getByTestId('decoration-save').click();
    await expect(page.locator('.adm-toast-main', { hasText: 'Store decoration saved' })).toBeVisible();

    // ---- the seller's invitation link ----
    await page.goto('/me/invite');
    const link = (await page.getByTestId('invite-link').innerText()).trim();
    const code = (await page.getByTestId('invite-code').innerText()).trim();

    // ---- a friend opens the link and registers with the code filled in ----
    const friendContext = await browser.newContext({ ...pixel });
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(field(friend, 'inviteCode')).toHaveValue(code);
    const email = uniqueEmail('growth');
    await field(friend, 'email').fill(email);
    await friend.getByTestId('send-code').click();
    await expect(friend.getByTestId('send-code')).toContainText(/\d+s/);
    await field(friend, 'code').fill(await kit.mailedCode(email));
    await field(friend, 'password').fill(TEST_PASSWORD);
    await field(friend, 'confirmPassword').fill(TEST_PASSWORD);
    await friend.getByTestId('agree').locator('.adm-checkbox-icon').click();
    await friend.getByRole('button', { name: 'Register' }).click();
    await expect(friend).toHaveURL(/\/$/);
    const friendToken = (await friend.evaluate(() => localStorage.getItem('token')))!;
    await kit.fund(friendToken, 200);
    await client.call(
      'address/saveAddress',
      {
        recipient: 'Invited Friend',
        phone: '+1 555 0190',
        country: 'United States',
        street: '9 Growth Road',
      },
      { token: friendToken },
    );

    // The store page shows the decorated section with the product at its promoted price.
    const price = discountedPrice(product!.price, 20);
    await friend.goto(`/mall/store/${store.id}`);
    const shown = friend.getByTestId('store-section').filter({ hasText: sectionTitle });
    await expect(shown).toHaveAttribute('data-columns', '2');
    await expect(shown.getByTestId('product-card').first()).toContainText(minorToDecimal(price));

    // The product page: the price struck through, the discount and its end.
    await friend.goto(`/mall/product/${product!.id}`);
    const priceCard = friend.locator('.shop-pdp__price-card');
    await expect(priceCard.getByTestId('discount')).toHaveText('-20%');
    await expect(priceCard.locator('del').first()).toContainText(minorToDecimal(product!.price));
    await expect(friend.getByTestId('promotion-ends')).toContainText('Promotion −20% until');

    // Checkout: the promoted price, the $5 coupon and what is left to pay, before paying.
    await friend.goto(`/mall/checkout?sku=${skuId}&qty=1`);
    await expect(friend.getByTestId('checkout')).toBeVisible();
    const preview = await client.call(
      'order/preview',
      { items: [{ skuId, quantity: 1 }] },
      { token: friendToken },
    );
    expect(preview.itemTotal).toBe(price);
    expect(preview.discountTotal).toBe(500);
    await expect(friend.getByTestId('discount-coupon')).toContainText('$5.00');
    await expect(friend.getByTestId('checkout-total')).toHaveText(usd(preview.total - 500));
    const walletBefore = await client.call('user_wallet/getWallet', {}, { token: friendToken });
    await friend.getByTestId('pay-now').click();
    await expect(friend.getByTestId('pay-result')).toBeVisible();
    const walletAfter = await client.call('user_wallet/getWallet', {}, { token: friendToken });
    expect(walletBefore.balance - walletAfter.balance).toBe(preview.total - 500);

    // Staff send it (purchasing it from the warehouse first when the store dropships it); the
    // friend confirms receipt on the order page.
    const { list: orders } = await client.call('order/getOrderList', {}, { token: friendToken });
    const order = orders[0]!;
    const info = await client.call('order/getOrderInfo', { id: order.id }, { token: friendToken });
    if (info.status === 'to_purchase')
      await client.call('admin/advanceOrder', { id: order.id, action: 'purchase' }, { token: admin });
    await client.call('admin/advanceOrder', { id: order.id, action: 'ship' }, { token: admin });
    await friend.goto(`/mall/orders/${order.id}`);
    await friend.getByTestId('order-confirm').click();
    await friend.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(friend.getByText('Thanks! The order is complete.')).toBeVisible();
    await friendContext.close();

    // ---- the seller sees the reward, paid, with its (masked) order ----
    const { rule } = await client.call('user/getInviteInfo', {}, { token: sellerToken });
    const paidIn = preview.total - 500;
    const expected = Math.min(
      Math.floor((paidIn * rule.levelBps[0]!) / 10_000),
      Math.floor((info.total * 500) / 10_000),
    );
    await page.goto('/me/invite?tab=rewards');
    const masked = `${order.orderNo.slice(0, 4)}****${order.orderNo.slice(-4)}`;
    const reward = page.getByTestId('invite-reward').filter({ hasText: masked });
    await expect(reward).toHaveCount(1);
    await expect(reward).toContainText('Paid');
    await expect(reward).toContainText('Level 1');
    await expect(reward.getByTestId('invite-reward-amount')).toHaveText(usd(expected));

    // The books balance after all of it.
    const books = await client.call('admin/verifyLedger', {}, { token: admin });
    expect(books.problems).toEqual([]);
    expect(books.ok).toBe(true);
  } finally {
    await client.call(
      'admin/saveVoucherSettings',
      { ...couponBefore, reason: 'Growth journey: put back as it was' },
      { token: admin },
    );
  }
});
