import { formatMoney } from '@app/contract';
import { devices } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The journey server's embedded PostgreSQL (playwright.config.ts: PG_PORT = PORT + 48,000). */
const PG_URL = `postgres://postgres:postgres@127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 48_000}/dramamall`;
const DRAMA = "The Fake Bride's Revenge";

/**
 * Issue 15, whole: a viewer snaps up revenue-share units in a rush and pays; another viewer unlocks
 * the drama's episodes; the night passes and the day is settled; the holder sees that day's payout
 * and how it was worked out on the earnings dashboard. (The advertiser's side: adv.spec.ts.)
 */
test('units bought in a rush earn their share of the episodes another viewer unlocked, settled the next day', async ({
  browser,
  client,
  kit,
}) => {
  test.setTimeout(180_000);
  const staff = await kit.staffToken();
  const { list } = await client.call('video/getVideoList', { pageSize: 50 });
  const drama = list.find((v) => v.title === DRAMA)!;
  expect(drama).toBeDefined();
  const now = Date.now();
  const offering = await client.call(
    'admin/saveOffering',
    {
      videoId: drama.id,
      unitsIssued: 100,
      unitPrice: 20,
      shareBp: 5_000,
      vipLevel: 0,
      perPersonLimit: 20,
      rushStartsAt: new Date(now - HOUR).toISOString(),
      rushEndsAt: new Date(now + 2 * DAY).toISOString(),
      earnsUntil: new Date(now + 90 * DAY).toISOString(),
      reason: 'Revenue share journey',
    },
    { token: staff },
  );

  // The holder snaps up 10 units in the rush and pays from the wallet.
  const holder = await kit.buyer({ tag: 'holder', funds: 10 });
  const holderPage = await (await browser.newContext(devices['Pixel 7'])).newPage();
  await holderPage.goto('/tv/signin');
  await signInWithForm(holderPage, holder.email, holder.password);
  await expect(holderPage).not.toHaveURL(/signin/);
  await holderPage.goto('/vip/member');
  await holderPage.getByText('Copyright shares').click();
  const card = holderPage.getByTestId(`invest-offering-${offering.id}`);
  await expect(card).toHaveAttribute('data-state', 'inProgress');
  await card.getByTestId('invest-snap').click();
  const sheet = holderPage.getByTestId('invest-snap-sheet');
  for (let i = 1; i < 10; i++) await sheet.locator('.adm-stepper-plus').click();
  await expect(holderPage.getByTestId('invest-snap-amount')).toHaveText('$2.00');
  await holderPage.getByTestId('invest-snap-confirm').click();
  await holderPage.getByTestId('charge-pay').click();
  await expect(card).toHaveAttribute('data-state', 'participated');
  await expect(card.getByTestId('invest-left')).toHaveText('90 / 100');

  // Another viewer opens the drama and unlocks every locked episode.
  const viewer = await kit.buyer({ tag: 'watcher', funds: 50 });
  const viewerPage = await (await browser.newContext(devices['Pixel 7'])).newPage();
  await viewerPage.goto('/tv/signin');
  await signInWithForm(viewerPage, viewer.email, viewer.password);
  await expect(viewerPage).not.toHaveURL(/signin/);
  await viewerPage.goto(`/tv/detail?id=${drama.id}`);
  const unlockAll = viewerPage.getByTestId('unlock-all');
  await expect(unlockAll).toBeVisible();
  await unlockAll.click();
  await viewerPage.getByTestId('charge-pay').click();
  await expect(unlockAll).toBeHidden();
  const episodes = (
    await client.call('video/getVideoItemList', { videoId: drama.id }, { token: viewer.token })
  ).list;
  const gross = episodes.filter((e) => e.unlocked).reduce((n, e) => n + e.price, 0);
  expect(gross).toBeGreaterThan(0);

  // The night passes (the browser cannot wait for it): the holding was paid the day before
  // yesterday and the unlocks happened yesterday, as the clock would have recorded them.
  const yesterday = new Date(now - DAY).toISOString().slice(0, 10);
  const db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  await db.query(
    `update share_reservations set reserved_at = reserved_at - interval '2 days', paid_at = paid_at - interval '2 days'
      where offering_id = $1`,
    [offering.id],
  );
  await db.query(
    `update video_unlocks set created_at = ($1::date + time '12:00') at time zone 'UTC'
      where video_id = $2 and user_id = (select id from users where email = $3)`,
    [yesterday, drama.id, viewer.email],
  );
  await db.end();

  // The 00:00 job settles yesterday (here staff run it; a rerun would pay nothing).
  await client.call(
    'admin/runSettlement',
    { day: yesterday, reason: 'Revenue share journey' },
    { token: staff },
  );
  const settlements = await client.call(
    'admin/getSettlementList',
    { from: yesterday, to: yesterday, videoId: drama.id },
    { token: staff },
  );
  const settled = settlements.list.find((s) => s.videoId === drama.id)!;
  expect(settled.unlockGross).toBe(gross);
  // net = gross − the disclosed 10 % deduction; pool = 50 % of net; 10 of 100 units get a tenth.
  const net = gross - Math.floor(gross / 10);
  expect(settled.net).toBe(net);
  const payout = Math.floor(Math.floor(net / 2) / 10);

  // The holder sees the day's payout with its breakdown on the earnings dashboard.
  await holderPage.goto('/vip/member');
  await holderPage.getByText('Earnings dashboard').click();
  await expect(holderPage).toHaveURL(/\/vip\/dashboard$/);
  await expect(holderPage.getByTestId('profit-total')).toHaveText(formatMoney(payout, 'en'));
  const profit = await client.call('profit/getProfit', {}, { token: holder.token });
  const [latest] = profit.recent;
  expect(latest).toMatchObject({ day: yesterday, amount: payout, units: 10, unitsIssued: 100 });
  await holderPage.getByTestId(`profit-payout-${latest!.id}`).click();
  const breakdown = holderPage.getByTestId('profit-breakdown');
  await expect(breakdown).toContainText(DRAMA);
  await expect(holderPage.getByTestId('profit-breakdown-net')).toContainText(formatMoney(net, 'en'));
  await expect(holderPage.getByTestId('profit-breakdown-amount')).toHaveText(formatMoney(payout, 'en'));
  await expect(breakdown).toContainText('× 10 ÷ 100');
  const wallet = await client.call('user_wallet/getWallet', {}, { token: holder.token });
  expect(wallet.balance).toBe(1_000 - 200 + payout);
});
