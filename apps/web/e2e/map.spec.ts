import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, signInWithForm } from './helpers';

/** Every request the page makes, to prove the map asks no server but ours. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth/signin');
  await signInWithForm(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
}

const mapReady = (page: Page) => expect(page.locator('svg[data-ready="true"]').first()).toBeVisible();

test('a new address: fixed country list, a real street, a place picked on the offline map, saved and shown again', async ({
  page,
  client,
  kit,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const urls = recordRequests(page);
  const buyer = await kit.buyer({ tag: 'map' });
  await signIn(page, buyer);

  await page.goto('/mall/addresses');
  await page.getByTestId('address-add').click();
  await expect(page).toHaveURL(/\/mall\/addresses\/edit$/);
  // A new address is titled as one, and the form leaves validation to the app.
  await expect(page.locator('.app-navbar')).toContainText('New address');
  await expect(page.getByTestId('address-form').locator('form')).toHaveAttribute('novalidate', '');

  await field(page, 'recipient').fill('Lena Weber');
  await field(page, 'phone').fill('+49 30 1234567');
  await page.locator('textarea[name="street"]').fill('1');

  // The country comes from the list only: typing part of a name offers no free text.
  await page.getByTestId('country-field').click();
  await page.getByPlaceholder('Search').fill('Germ');
  await expect(page.getByText('Use “Germ”')).toHaveCount(0);
  await page.locator('.country-popup').getByText('Germany', { exact: true }).click();
  await expect(page.getByTestId('country-field')).toContainText('Germany');

  // "1" is not a street address.
  await page.getByTestId('address-save').click();
  await expect(page.getByText('Enter the street address with the street or place name')).toBeVisible();
  await page.locator('textarea[name="street"]').fill('Unter den Linden 5, Berlin');

  // Pick on map: the map opens on the chosen country with the pin in the middle.
  await page.getByTestId('address-pick-map').click();
  await expect(page).toHaveURL(/\/choose-location\?for=address&country=DE$/);
  await mapReady(page);
  await expect(page.getByTestId('location-country')).toHaveAttribute('data-code', 'DE');
  const before = await page.getByTestId('location-coords').textContent();

  // Zoom in and drag the map a little: the place under the pin moves, still in Germany.
  await page.getByTestId('map-zoom-in').click();
  const box = (await page.locator('svg[data-ready="true"]').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 20, cy + 15, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('location-coords')).not.toHaveText(before ?? '');
  await expect(page.getByTestId('location-country')).toHaveAttribute('data-code', 'DE');
  const picked = (await page.getByTestId('location-coords').textContent())!;
  const [lat, lng] = picked.split(',').map((s) => Number(s.trim()));
  await page.getByTestId('location-confirm').click();

  // Back in the form with everything typed kept and the place filled in.
  await expect(page).toHaveURL(/\/mall\/addresses\/edit$/);
  await expect(field(page, 'recipient')).toHaveValue('Lena Weber');
  await expect(page.getByTestId('address-place-at')).toHaveText(picked);
  await expect(page.getByTestId('country-field')).toContainText('Germany');
  await page.getByTestId('address-save').click();
  await expect(page).toHaveURL(/\/mall\/addresses$/);

  // Saved with the place, to the metre shown.
  const [saved] = (await client.call('address/getAddressList', {}, { token: buyer.token })).list;
  expect(saved).toMatchObject({ country: 'Germany', street: 'Unter den Linden 5, Berlin' });
  expect(saved!.latitude).toBeCloseTo(lat!, 5);
  expect(saved!.longitude).toBeCloseTo(lng!, 5);

  // Reopened: titled "Edit address", the pin on the preview and the same place.
  await page.getByTestId('address-edit').first().click();
  await expect(page.locator('.app-navbar')).toContainText('Edit address');
  await expect(page.getByTestId('address-place-preview').getByTestId('map-pin')).toBeVisible();
  await expect(page.getByTestId('address-place-at')).toHaveText(picked);

  // And on its own map page, with the pin.
  await page.goto(`/open-location?address=${saved!.id}`);
  await mapReady(page);
  await expect(page.getByTestId('open-location').getByTestId('map-pin')).toBeVisible();
  await expect(page.getByTestId('location-coords')).toHaveText(picked);

  // Nothing was fetched from anywhere but our own server.
  const origin = new URL(baseURL!).origin;
  const elsewhere = urls.filter(
    (u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'),
  );
  expect(elsewhere).toEqual([]);
  expect(urls.some((u) => /countries-50m.*\.json$/.test(u))).toBe(true);
});

test('only the owner opens an address or an order on the map; a store shows its place to anyone', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(90_000);
  const owner = await kit.buyer({ tag: 'map-owner' });
  const address = await client.call(
    'address/saveAddress',
    {
      recipient: 'Owner',
      phone: '+33 1 23 45 67 89',
      country: 'FR',
      street: 'Rue de Rivoli 10',
      latitude: 48.86,
      longitude: 2.35,
    },
    { token: owner.token },
  );
  const other = await kit.buyer({ tag: 'map-other' });
  await signIn(page, other);
  await page.goto(`/open-location?address=${address.id}`);
  await expect(page.getByText('This place cannot be shown')).toBeVisible();
  await expect(page.getByTestId('map-pin')).toHaveCount(0);

  // A demo store with a place: its page links to the map, which pins it.
  const { list } = await client.call('goods/getGoodsList', { pageSize: 50 });
  const withPlace = await (async () => {
    for (const id of [...new Set(list.map((g) => g.storeId))]) {
      const s = await client.call('store/getStoreInfo', { id });
      if (s.store.latitude !== null) return s.store;
    }
    return null;
  })();
  expect(withPlace).not.toBeNull();
  await page.goto(`/mall/store/${withPlace!.id}`);
  await page.getByTestId('store-map-link').click();
  await expect(page).toHaveURL(new RegExp(`/open-location\\?store=${withPlace!.id}$`));
  await mapReady(page);
  await expect(page.getByTestId('open-location').getByTestId('map-pin')).toBeVisible();
  await expect(page.getByTestId('location-coords')).toHaveText(
    `${withPlace!.latitude!.toFixed(5)}, ${withPlace!.longitude!.toFixed(5)}`,
  );
});
