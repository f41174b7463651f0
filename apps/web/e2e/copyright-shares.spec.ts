import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const HOUR = 3_600_000;

test('a viewer reads the terms, snaps up units in a running rush, pays from the wallet and sees them held', async ({
  page,
  client,
  kit,
}) => {
  // Staff offer units of a demo drama that has no offering yet (decision 47).
  const staff = await kit.staffToken();
  const { list } = await client.call('video/getVideoList', { pageSize: 50 });
  const drama = list.find((v) => v.title === 'Thirteen Floors Down') ?? list.at(-1)!;
  const now = Date.now();
  const offering = await client.call(
    'admin/saveOffering',
    {
      videoId: drama.id,
      unitsIssued: 200,
      unitPrice: 150,
      shareBp: 500,
      vipLevel: 0,
      perPersonLimit: 10,
      rushStartsAt: new Date(now - HOUR).toISOString(),
      rushEndsAt: new Date(now + 48 * HOUR).toISOString(),
      earnsUntil: new Date(now + 90 * 24 * HOUR).toISOString(),
      reason: 'Journey offering',
    },
    { token: staff },
  );
  const buyer = await kit.buyer({ tag: 'shares', funds: 20 });

  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/vip/member');
  await page.getByText('Copyright shares').click();
  await expect(page).toHaveURL(/\/vip\/copyright$/);
  await expect(page.getByTestId('invest-honesty')).toContainText('Earnings can be zero');
  await expect(page.getByTestId('invest-honesty')).toContainText(/00:00\W+\(\W*UTC/);

  const card = page.getByTestId(`invest-offering-${offering.id}`);
  await expect(card).toHaveAttribute('data-state', 'inProgress');
  await expect(card.getByTestId('invest-left')).toHaveText('200 / 200');
  await expect(card).toContainText('5%');

  // The disclosure: the method in words, no settled day yet.
  await card.getByTestId('invest-detail').click();
  await expect(page.getByTestId('invest-method')).toContainText(/units issued × \W*5%/);
  await expect(page.getByTestId('invest-info-empty')).toBeVisible();
  await page.mouse.click(200, 40);

  await card.getByTestId('invest-snap').click();
  const sheet = page.getByTestId('invest-snap-sheet');
  await expect(sheet).toContainText(/at most \W*10\W* more/);
  await sheet.locator('.adm-stepper-plus').click();
  await sheet.locator('.adm-stepper-plus').click();
  await expect(page.getByTestId('invest-snap-amount')).toHaveText('$4.50');
  await page.getByTestId('invest-snap-confirm').click();

  // Reserved (no money moved), then the payment asks first with the cost and balances.
  await expect(page.getByTestId('charge-cost')).toHaveText('$4.50');
  await expect(page.getByTestId('charge-balance')).toHaveText('$20.00');
  await expect(page.getByTestId('charge-after')).toHaveText('$15.50');
  await page.getByTestId('charge-pay').click();

  await expect(card).toHaveAttribute('data-state', 'participated');
  await expect(card.getByTestId('invest-my-units')).toContainText('3');
  await expect(card.getByTestId('invest-left')).toHaveText('197 / 200');
  await page.getByRole('tab', { name: 'My units' }).click();
  const held = page.getByTestId('invest-mine').locator('[data-state="paid"]');
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('$4.50');
  expect((await client.call('user_wallet/getWallet', {}, { token: buyer.token })).balance).toBe(1_550);
  const mine = await client.call('video_invest/getMyInvestList', {}, { token: buyer.token });
  expect(mine.list.map((h) => [h.offeringId, h.units, h.state])).toEqual([[offering.id, 3, 'paid']]);
});
