import type { ApiClient, ApiData } from '@app/contract';
import { formatMoney, toDisplayMinor } from '@app/contract';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

type Card = ApiData<'goods/getGoodsList'>['list'][number];

/** Text without the direction isolates (U+2066..U+2069) the app wraps codes, rates and dates in. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');

/** An in-stock product with one specification, cheap enough to pay without the trade password. */
async function pickProduct(client: ApiClient): Promise<Card> {
  const { list } = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 100 });
  for (const card of list) {
    if (card.price > 10_000) continue;
    const info = await client.call('goods/getGoodsInfo', { id: card.id });
    if (info.skus.length === 1 && info.skus[0]!.stock > 5 && info.skus[0]!.price === card.price) return card;
  }
  throw new Error('no single-specification product in stock');
}

test('the Europe portal shows euro prices beside dollars, and checkout charges the dollar price', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const europe = (await client.call('portal/getPortalList', {})).list.find((p) => p.region === 'europe')!;
  expect(europe.currency).toBe('EUR');
  const card = await pickProduct(client);
  const euros = (minor: number) =>
    formatMoney(toDisplayMinor(minor, europe.rateMicros, europe.scale), 'en', 'EUR', europe.scale);
  const dollars = (minor: number) => formatMoney(minor, 'en');

  const buyer = await kit.buyer({ tag: 'portal', funds: 200 });
  await client.call(
    'address/saveAddress',
    { recipient: 'Portal Buyer', phone: '+49 30 1234567', country: 'Germany', street: 'Demostraße 12' },
    { token: buyer.token },
  );

  // The portal page says what each portal does with money, from the recorded rate.
  await page.goto('/auth/portal');
  const option = page.locator('.portal-option[data-region="europe"]');
  await expect(option.getByTestId('portal-currency')).toBeVisible();
  const promise = plain(await option.getByTestId('portal-currency').textContent());
  expect(promise).toContain('Prices shown in EUR with USD beside; you pay in USD');
  expect(promise).toContain(`1 USD = ${europe.rate} EUR`);
  await expect(page.getByText('shipping across the EU')).toHaveCount(0);
  await option.click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // The product: euros first, the wallet's dollars beside.
  await page.goto(`/mall/product/${card.id}`);
  const price = page.locator('.shop-price--lg').first();
  await expect(price).toHaveText(euros(card.price));
  await expect(page.getByTestId('wallet-price').first()).toHaveText(dollars(card.price));
  await page.getByTestId('add-to-cart').click();
  const sheetAdd = page.getByTestId('sheet-add');
  if (await sheetAdd.isVisible().catch(() => false)) await sheetAdd.click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // The cart line shows both amounts too.
  await page.goto('/mall/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line.locator('.cart-price')).toHaveText(euros(card.price));
  await expect(line.getByTestId('wallet-price')).toHaveText(dollars(card.price));

  // Checkout is in dollars and says so once; the order charges exactly the dollar total.
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/mall\/checkout/);
  await expect(page.getByTestId('pay-currency-note')).toHaveCount(1);
  const note = plain(await page.getByTestId('pay-currency-note').textContent());
  expect(note).toContain('every payment are in USD');
  expect(note).toContain('Amounts in EUR are approximate');
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/^\$\d/);
  await expect(total).not.toContainText('€');
  const shownTotal = (await total.textContent())!;
  await page.getByTestId('pay-now').click();
  await expect(page.getByTestId('pay-result')).toBeVisible();

  const orders = await client.call('order/getOrderList', {}, { token: buyer.token });
  expect(orders.list).toHaveLength(1);
  const order = orders.list[0]!;
  expect(order.itemTotal).toBe(card.price);
  expect(dollars(order.total)).toBe(shownTotal.trim());
  const wallet = await client.call('user_wallet/getWallet', {}, { token: buyer.token });
  expect(wallet.balance).toBe(200_00 - order.total);

  // The wallet says it stays in dollars too.
  await page.goto('/wallet');
  await expect(page.getByTestId('pay-currency-note')).toBeVisible();
  expect(plain(await page.getByTestId('pay-currency-note').textContent())).toContain(
    'every payment are in USD',
  );

  // A dollar portal shows one amount only.
  await page.goto('/auth/portal');
  await page.locator('.portal-option[data-region="global"]').click();
  await page.goto(`/mall/product/${card.id}`);
  await expect(page.locator('.shop-price--lg').first()).toHaveText(dollars(card.price));
  await expect(page.getByTestId('wallet-price')).toHaveCount(0);
});
