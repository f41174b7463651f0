import { instantToZoned } from '@app/contract';
import { campaignSaveBody } from '@app/testkit';
import { expect, test } from './fixtures';

// One after the other: the first journey moves Christmas's window away for a while.
test.describe.configure({ mode: 'default' });

const DAY = 86_400_000;
const utc = (offsetDays: number) => instantToZoned(new Date(Date.now() + offsetDays * DAY), 'UTC');

/**
 * Issue 17 part 4: the Christmas page shows in its window and hides outside it. The demo has
 * Christmas running and Halloween ended; staff move Christmas's window past through the console's
 * call, and the page turns into the finished state while the homes' banner goes; the window is put
 * back afterwards.
 */
test('the Christmas page shows in its window and hides outside it', async ({ page, client, kit }) => {
  const admin = await kit.staffToken();
  const christmas = (await client.call('admin/getCampaignList', {}, { token: admin })).list.find(
    (c) => c.key === 'christmas',
  )!;
  expect(christmas.state).toBe('running');
  try {
    // In the window: the hero, the countdown and the featured products; the homes link to it.
    await page.goto('/mall');
    await page.getByTestId('campaign-banner').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('campaign-banner')).toContainText('Christmas Market');
    await page.getByTestId('campaign-banner').getByRole('button').click();
    await expect(page).toHaveURL(/\/campaign\/christmas$/);
    await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'running');
    await expect(page.getByTestId('campaign-hero')).toContainText('Christmas Market');
    await expect(page.getByTestId('campaign-countdown')).toBeVisible();
    await expect(page.getByTestId('campaign-goods').getByTestId('product-grid')).toBeVisible();

    // Halloween has ended: a finished page with its dates, never an error.
    await page.goto('/campaign/halloween');
    await expect(page.getByTestId('campaign-not-running')).toContainText('This campaign has ended');
    await expect(page.getByTestId('campaign-countdown')).toHaveCount(0);

    // Staff move Christmas's window into the past: the page is no longer live, the banner goes.
    await client.call(
      'admin/saveCampaign',
      campaignSaveBody(christmas, 'Journey: the window ended', { start: utc(-20), end: utc(-1) }),
      { token: admin },
    );
    await page.goto('/campaign/christmas');
    await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'ended');
    await expect(page.getByTestId('campaign-not-running')).toBeVisible();
    await expect(page.getByTestId('campaign-goods')).toHaveCount(0);
    await page.goto('/tv/index');
    await expect(page.getByTestId('tv-home')).toBeVisible();
    await expect(page.getByTestId('campaign-banner')).toHaveCount(0);
  } finally {
    await client.call('admin/saveCampaign', campaignSaveBody(christmas, 'Journey: the window put back'), {
      token: admin,
    });
  }
  // Back in its window: the drama home shows the banner again.
  await page.goto('/tv/index');
  await expect(page.getByTestId('campaign-banner')).toContainText('Christmas Market');
});

/**
 * Issue 17 parts 4 and 5 follow-ups: the Christmas page shows the demo's group deals it features
 * (each card links to its deal) and, while the platform's first-order coupon is on and still the
 * reader's, the coupon's card among the campaign vouchers; off, the card goes. The coupon is put
 * back as it was afterwards.
 */
test('the Christmas page shows its open group deals and the first-order coupon', async ({
  page,
  client,
  kit,
}) => {
  const admin = await kit.staffToken();
  const christmas = (await client.call('admin/getCampaignList', {}, { token: admin })).list.find(
    (c) => c.key === 'christmas',
  )!;
  expect(christmas.dealIds).toHaveLength(2);
  const before = (await client.call('admin/getVoucherSettings', {}, { token: admin })).coupon;
  const coupon = (enabled: boolean, reason: string) =>
    client.call('admin/saveVoucherSettings', { enabled, amount: 500, minSpend: 0, reason }, { token: admin });
  await coupon(true, 'Journey: the coupon on the campaign page');
  try {
    await page.goto('/campaign/christmas');
    const vouchers = page.getByTestId('campaign-voucher-section');
    await expect(vouchers.getByTestId('first-order-coupon')).toHaveAttribute('data-state', 'visitor');
    await expect(vouchers.getByTestId('first-order-coupon')).toContainText('$5.00');
    const deals = page.getByTestId('campaign-deals');
    await expect(deals).toContainText('Group deals');
    for (const id of christmas.dealIds) await expect(deals.getByTestId(`deal-${id}`)).toBeVisible();
    await expect(deals.getByTestId('deal-state').first()).toHaveText('In progress');
    const first = deals.getByTestId(`deal-${christmas.dealIds[0]}`);
    await expect(first).toHaveAttribute('href', `/tasks/${christmas.dealIds[0]}`);
    // A visitor is asked to sign in on the way to the deal.
    await first.click();
    await expect(page).toHaveURL(new RegExp(`redirect=%2Ftasks%2F${christmas.dealIds[0]}$`));

    // The coupon off: its card leaves the campaign page too.
    await coupon(false, 'Journey: the coupon off');
    await page.goto('/campaign/christmas');
    await expect(page.getByTestId('campaign-deals')).toBeVisible();
    await expect(page.getByTestId('first-order-coupon')).toHaveCount(0);
  } finally {
    await client.call(
      'admin/saveVoucherSettings',
      { ...before, reason: 'Journey: the coupon put back' },
      { token: admin },
    );
  }
});
