import sharp from 'sharp';
import { formatMoney } from '@app/contract';
import { expect, test } from './fixtures';
import { field, signInWithForm } from './helpers';

const HOUR = 3_600_000;

/** A slot whose rush is open now and whose 3 days start the day after tomorrow (UTC days). */
function slotBody(videoId: number, price: number) {
  const first = new Date(Date.now() + 2 * 24 * HOUR);
  const firstDay = first.toISOString().slice(0, 10);
  return {
    videoId,
    firstDay,
    days: 3,
    price,
    stock: 2,
    rushStartsAt: new Date(Date.now() - HOUR).toISOString(),
    rushEndsAt: new Date(`${firstDay}T00:00:00Z`).toISOString(),
    reason: 'Journey: an advertiser buys a placement',
  };
}

// Issue 15 part 4: an advertiser snaps up a placement in its rush, gives the ad and pays from the wallet.
test('an advertiser snaps up an ad slot, gives the creative and pays; the ad waits for its period', async ({
  page,
  client,
  kit,
}) => {
  const staff = await kit.staffToken();
  const [drama] = (await client.call('video/getVideoList', { sort: 'latest', pageSize: 1 })).list;
  const price = 1_500;
  const slot = await client.call('admin/saveAdSlot', slotBody(drama!.id, price), { token: staff });
  const advertiser = await kit.buyer({ tag: 'adv', funds: 50 });

  await page.goto('/auth/signin');
  await signInWithForm(page, advertiser.email, advertiser.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/vip/adv');
  // Honest words first: display only, no share of the drama.
  await expect(page.getByTestId('adv-note')).toContainText('pays you nothing and is no share of the drama');
  const item = page.getByTestId(`adv-slot-${slot.id}`);
  await expect(item.getByTestId('adv-slot-state')).toHaveText('In progress');
  await expect(item).toContainText(formatMoney(price, 'en'));
  await expect(item).toContainText('2 of 2');
  await item.getByTestId(`adv-snap-${slot.id}`).click();

  const form = page.getByTestId('adv-creative-form');
  await field(page, 'headline').fill('Fresh noodles near the river');
  await form.locator('input[type=file]').setInputFiles({
    name: 'noodles.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c0563a' } })
      .png()
      .toBuffer(),
  });
  await expect(form.locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
  await field(page, 'link').fill('/mall');
  await page.getByTestId('adv-creative-submit').click();

  // The wallet asks first with the price and the balance, then pays (below the trade password's amount).
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm.getByTestId('charge-cost')).toHaveText(formatMoney(price, 'en'));
  await page.getByTestId('charge-pay').click();
  await expect(page.getByText('Paid. Your ad runs in its period.')).toBeVisible();
  await expect(item.getByTestId('adv-slot-state')).toHaveText('Bought');
  await expect(item).toContainText('1 of 2');

  await page.getByRole('tab', { name: 'My ads' }).click();
  const mine = page.getByTestId('adv-mine').locator('li').first();
  await expect(mine.getByTestId('adv-mine-state')).toHaveText('Paid, starts soon');
  await expect(mine).toContainText('Fresh noodles near the river');
  await expect(mine).toContainText(formatMoney(price, 'en'));
  const log = await client.call('user_wallet/getWalletLogList', {}, { token: advertiser.token });
  expect(log.list[0]).toMatchObject({ amount: -price, line: { kind: 'adPlacement', days: 3 } });
});

// The demo buyer's placement runs today (seed): a viewer sees it in the feed, the advertiser its impression.
test('a sponsored card in the drama feed is counted when seen, and the advertiser sees the impression', async ({
  page,
  client,
}) => {
  const buyer = { email: 'buyer@demo.local', password: 'Demo12345' };
  const { token } = await client.call('user/signin', buyer);
  const running = async () =>
    (await client.call('video_adv/getMyAdvList', {}, { token })).list.find((p) => p.state === 'running')!;
  const before = await running();
  expect(before).toBeDefined();

  // A visitor scrolls the drama home: the card, marked Sponsored, stays in view.
  await page.goto('/tv/index');
  const card = page.getByTestId(`sponsored-${before.id}`);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('sponsored-mark')).toHaveText('Sponsored');
  // Counted after a second in view, sent with the next batch (every 5 seconds).
  await expect
    .poll(async () => (await running()).impressions, { timeout: 15_000 })
    .toBeGreaterThan(before.impressions);

  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/vip/adv?tab=mine');
  const mine = page.getByTestId(`adv-mine-${before.id}`);
  await expect(mine.getByTestId('adv-mine-state')).toHaveText('Running');
  const now = await running();
  await expect(mine.getByTestId('adv-mine-impressions')).toHaveText(now.impressions.toLocaleString('en'));
  await expect(mine.getByTestId('adv-mine-days')).toBeVisible();
});
