import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const TITLE = 'Midnight Heiress';

/** Seconds the page's video has played (the video really advances, not just a poster). */
const playedSeconds = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLVideoElement>('[data-testid="drama-video"]')?.currentTime ?? 0,
  );

/** Wallet minor units as the English app shows them. */
const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

async function expectPlaying(page: Page) {
  await expect(page.getByTestId('lock-overlay')).toBeHidden();
  // Episodes are transcoded in the background after the server starts; a fresh one may still be
  // "being prepared" (the player polls), so this waits longer than a normal step.
  await expect.poll(() => playedSeconds(page), { timeout: 120_000, intervals: [500] }).toBeGreaterThan(1);
}

test('the drama journey: free episode, locked one, top up, unlock and watch, VIP, like and favourite, member pages', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(300_000);
  const buyer = await kit.buyer({ tag: 'drama' });
  const { token } = buyer;

  // Open the app: the drama home, signed in through the drama's own sign-in page.
  await page.goto('/tv/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).not.toHaveURL(/signin/);
  await page.goto('/tv/index');
  await page.getByTestId('tv-hottest').getByTestId('poster').filter({ hasText: TITLE }).click();
  await expect(page).toHaveURL(/\/tv\/detail\?id=\d+/);
  const dramaId = Number(new URL(page.url()).searchParams.get('id'));

  // A free episode plays.
  await page.getByTestId('drama-play').click();
  await expect(page).toHaveURL(new RegExp(`/tv/video\\?id=${dramaId}&ep=1$`));
  await expect(page.getByTestId('episode-title')).toContainText('Episode 1');
  await expectPlaying(page);

  // Episode 4 is the first locked one: the price is shown before paying.
  await page.getByTestId('episodes-button').click();
  await page.getByRole('button', { name: 'Episode 4', exact: true }).click();
  await expect(page).toHaveURL(/ep=4$/);
  const lock = page.getByTestId('lock-overlay');
  await expect(lock).toBeVisible();
  await expect(page.getByTestId('unlock-one')).toContainText(/Unlock this episode for \u2066?\$\d+\.\d\d/);

  // Nothing in the wallet yet: the confirmation says by how much the balance is short, offers a
  // top-up and charges nothing.
  const episodes = (await client.call('video/getVideoItemList', { videoId: dramaId }, { token })).list;
  const [ep4, ep5] = [4, 5].map((n) => episodes.find((e) => e.index === n)!);
  await page.getByTestId('unlock-one').click();
  await expect(page.getByTestId('charge-cost')).toHaveText(usd(ep4!.price));
  await expect(page.getByTestId('charge-balance')).toHaveText('$0.00');
  await expect(page.getByTestId('charge-short')).toHaveText(usd(ep4!.price));
  await expect(page.getByTestId('charge-pay')).toHaveCount(0);
  await page.getByTestId('charge-top-up').click();
  await expect(page).toHaveURL(/\/vip\/deposit/);
  await kit.fund(token, 50);
  const funded = await client.call('user_wallet/getWallet', {}, { token });
  expect(funded.balance).toBeGreaterThan(0);
  await page.goBack();

  // Unlocking asks first with the cost and the balance after; cancelling charges nothing.
  await expect(lock).toBeVisible();
  await page.getByTestId('unlock-one').click();
  await expect(page.getByTestId('charge-cost')).toHaveText(usd(ep4!.price));
  await expect(page.getByTestId('charge-balance')).toHaveText(usd(funded.balance));
  await expect(page.getByTestId('charge-after')).toHaveText(usd(funded.balance - ep4!.price));
  await page.getByTestId('charge-cancel').click();
  await expect(page.getByTestId('charge-confirm')).toBeHidden();
  await expect(lock).toBeVisible();
  expect((await client.call('user_wallet/getWallet', {}, { token })).balance).toBe(funded.balance);

  // Unlock it and watch it.
  await page.getByTestId('unlock-one').click();
  await page.getByTestId('charge-pay').click();
  await expect(page.getByText('Unlocked. Enjoy!')).toBeVisible();
  await expectPlaying(page);
  await expect(page.getByTestId('episode-title')).toContainText('Episode 4');

  // Auto-unlock is off: moving on to the locked episode 5 shows the lock and charges nothing.
  await page.getByTestId('next-episode').click();
  await expect(page).toHaveURL(/ep=5$/);
  await expect(lock).toBeVisible();
  const switchInPlayer = page.getByTestId('auto-unlock-switch');
  await expect(switchInPlayer).toHaveAttribute('aria-checked', 'false');
  const afterFour = funded.balance - ep4!.price;
  expect((await client.call('user_wallet/getWallet', {}, { token })).balance).toBe(afterFour);
  // Switched on at the lock, it does not pay this episode by itself...
  await switchInPlayer.click();
  await expect(switchInPlayer).toHaveAttribute('aria-checked', 'true');
  await expect(lock).toBeVisible();
  expect((await client.call('user_wallet/getWallet', {}, { token })).balance).toBe(afterFour);
  // ...but moving on to it from episode 4 does, without a dialog, and says what it cost.
  await page.getByTestId('episodes-button').click();
  await page.getByRole('button', { name: 'Episode 4', exact: true }).click();
  await expect(page).toHaveURL(/ep=4$/);
  await page.getByTestId('next-episode').click();
  await expect(page).toHaveURL(/ep=5$/);
  // The amount is an isolated left-to-right run (U+2066 … U+2069) inside the sentence.
  await expect(page.getByTestId('auto-unlocked')).toHaveText(
    `Auto-unlocked for \u2066${usd(ep5!.price)}\u2069`,
  );
  await expect(page.getByTestId('charge-confirm')).toHaveCount(0);
  await expectPlaying(page);
  expect((await client.call('user_wallet/getWallet', {}, { token })).balance).toBe(afterFour - ep5!.price);
  // The setting shows in the drama app's settings.
  await page.goto('/vip/setting');
  await expect(page.getByTestId('auto-unlock-setting')).toHaveAttribute('aria-checked', 'true');

  // Episode 6 is still locked (opened directly, so no auto-unlock): become a VIP from the lock screen.
  await page.goto(`/tv/video?id=${dramaId}&ep=6`);
  await expect(lock).toBeVisible();
  await page.getByRole('button', { name: 'Become VIP' }).click();
  await expect(page).toHaveURL(/\/vip\/activate/);
  await page.getByTestId('vip-plan-month').click();
  await page.getByTestId('vip-pay').click();
  await page.getByTestId('charge-pay').click();
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-status', 'active');
  await page.goBack();
  await expect(page).toHaveURL(/ep=6$/);
  await expectPlaying(page);

  // Like and favourite from the player.
  const like = page.getByRole('button', { name: 'Like' });
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // Pausing (a tap on the picture) reports the position watched, as leaving does.
  await page.getByTestId('drama-video').click({ position: { x: 120, y: 200 } });
  await expect(page.getByTestId('play-button')).toBeVisible();
  await expect
    .poll(async () => (await client.call('user/getUserHistoryList', {}, { token })).list[0]?.index)
    .toBe(6);
  await page.goto('/vip/like');
  await expect(page.getByTestId('tv-like-list')).toContainText(TITLE);
  await page.goto('/vip/myvideo');
  await expect(page.getByTestId('tv-myvideo-list')).toContainText(TITLE);

  // History has the drama at the last episode watched; the row opens the player there.
  await page.goto('/vip/history');
  const row = page.getByTestId('history-row').filter({ hasText: TITLE });
  await expect(row).toContainText('Episode 6');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/tv/video\\?id=${dramaId}&ep=6$`));
  await expectPlaying(page);

  // The wallet paid exactly episodes 4 and 5 and the month plan, once each, and the books balance.
  const { plans } = await client.call('user_wallet/getVipCfg', {}, { token });
  const monthPrice = plans.find((p) => p.period === 'month')!.price;
  const wallet = await client.call('user_wallet/getWallet', {}, { token });
  expect(wallet.balance).toBe(funded.balance - ep4!.price - ep5!.price - monthPrice);
  expect((await kit.verifyBooks()).ok).toBe(true);
});
