import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// The "My store" tab's dashboard shows the store's recorded figures (issue 13 part 4).
test('a seller’s home shows the dashboard’s figures as the server counts them, with the 30-day chart', async ({
  page,
  client,
}) => {
  const seller = { email: 'store2@demo.local', password: 'Demo12345' };
  const { token } = await client.call('user/signin', seller);
  const d = await client.call('store/getDashboard', {}, { token });

  await page.goto('/auth/signin');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  const dash = page.getByTestId('store-dashboard');
  await expect(dash.getByTestId('dash-todo-toPurchase')).toContainText(String(d.todo.toPurchase));
  await expect(dash.getByTestId('dash-todo-toShip')).toContainText(String(d.todo.toShip));
  await expect(dash.getByTestId('dash-today-orders')).toContainText(String(d.today.orders));
  await expect(dash.getByTestId('dash-orders-completed')).toContainText(
    String(d.ordersByStatus.completed ?? 0),
  );
  // The chart is drawn (its library loads with it).
  await expect(dash.getByTestId('dash-trend').locator('svg').first()).toBeVisible();
  const best = d.topProducts[0]!;
  await expect(dash.getByTestId('dash-products')).toContainText(best.title);

  await page.getByText('Buyer messages').click();
  await expect(page).toHaveURL(/\/seller\/chats$/);
});
