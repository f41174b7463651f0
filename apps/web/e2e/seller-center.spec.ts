import { expect, test } from './fixtures';
import { field, signInWithForm } from './helpers';

const DEMO_PASSWORD = 'Demo12345';

test('a demo seller opens the seller center, edits business info and reads the level table', async ({
  page,
}) => {
  await page.goto('/auth/signin');
  await signInWithForm(page, 'store5@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // The "My store" tab of the marketplace opens the seller center.
  await page.goto('/mall');
  await page.locator('.adm-tab-bar-item').filter({ hasText: 'My store' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByTestId('seller-store-name')).toHaveText('Peak Outdoors');
  await expect(page.getByTestId('seller-level')).toHaveText(/^Lv\. \d+$/);
  await expect(page.getByTestId('seller-status')).toHaveText('Normal');
  await expect(page.getByTestId('store-status-notice')).toHaveCount(0);
  await expect(page.getByTestId('seller-progress')).toContainText('Completed sales');

  // Store settings > Business info: a bad number is refused on the field, a good one saved.
  await page.getByText('Store settings', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/settings$/);
  await page.getByText('Business info', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/settings\/business$/);
  await expect(field(page, 'name')).toHaveValue('Peak Outdoors');
  await field(page, 'phone').fill('');
  await field(page, 'whatsapp').fill('not a number');
  await page.getByTestId('business-save').click();
  await expect(page.locator('[data-field="phone"]')).toHaveText('Contact number is required');
  await expect(page.locator('[data-field="whatsapp"]')).toContainText('WhatsApp');
  await field(page, 'phone').fill('+1 720 555 0199');
  await field(page, 'whatsapp').fill('+1 720 555 0142');
  await field(page, 'address').fill('11 Summit Trail, Denver, CO 80202, USA');
  await page.getByTestId('business-save').click();
  await expect(page.getByText('Business info saved')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/settings$/);
  await page.getByText('Business info', { exact: true }).click();
  await expect(field(page, 'whatsapp')).toHaveValue('+1 720 555 0142');
  await expect(field(page, 'address')).toHaveValue('11 Summit Trail, Denver, CO 80202, USA');
  await page.goBack();

  // The order notification is stored at once.
  const notify = page.getByTestId('notify-orders');
  await expect(notify).toHaveAttribute('aria-checked', 'false');
  await notify.click();
  await expect(notify).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('notify-orders')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('notify-orders').click();
  await expect(page.getByTestId('notify-orders')).toHaveAttribute('aria-checked', 'false');

  // The level table: every level with its threshold, product limit and margin; the store's row marked.
  await page.getByText('Store levels', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/settings\/levels$/);
  const table = page.getByTestId('level-table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText('50');
  await expect(table.locator('tbody tr').first()).toContainText('20%');

  // Store rules: the page staff publish in the console.
  await page.goBack();
  await page.getByText('Store rules', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Store status' })).toBeVisible();
});

test("a frozen store's owner sees the status, staff's reason and the funds held", async ({ page }) => {
  await page.goto('/auth/signin');
  await signInWithForm(page, 'store7@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  await expect(page.getByTestId('seller-status')).toHaveText('Frozen');
  const notice = page.getByTestId('store-status-notice');
  await expect(notice).toContainText('takes no new orders');
  await expect(page.getByTestId('store-status-reason')).toContainText('Operating risk');
  await expect(page.getByTestId('store-held-funds')).toHaveText(/^(US)?\$\d{1,3}(,\d{3})*\.\d{2}$/);
  const held = await page.getByTestId('store-held-funds').textContent();
  // The wallet shows the same amount frozen, with the store's freeze as the reason.
  await notice.getByRole('button', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-card')).toContainText(held!);
});

test('a signed-in buyer without a store is sent from /seller to open one', async ({ page, kit }) => {
  const buyer = await kit.buyer({ tag: 'no-store' });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller\/open$/);
});
