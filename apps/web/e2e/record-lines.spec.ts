import { devices } from '@playwright/test';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

/** The text without its direction isolates (U+2066 … U+2069). */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

// Issue 12 part 6: wallet record lines are built from localized templates (decision 27), not English memos.
test('wallet record lines read in German and Arabic, with amounts kept left to right', async ({
  page,
  client,
  kit,
}) => {
  // The sender's trade password needs a second mailed code, a minute after its sign-up code.
  test.setTimeout(180_000);
  const buyer = await kit.buyer({ tag: 'lines', funds: 12.5 });
  const friend = await kit.buyer({ tag: 'lines-friend', tradePassword: true, funds: 5 });
  await client.call(
    'user_wallet/transfer',
    { to: buyer.email, amount: '2', tradePassword: TEST_TRADE_PASSWORD },
    { token: friend.token },
  );
  await page.addInitScript(
    ([token, lang]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('language', lang!);
    },
    [buyer.token, 'de'],
  );

  await page.goto('/wallet/records');
  const lines = page.getByTestId('log-description');
  await expect(lines).toHaveCount(2);
  expect((await lines.allTextContents()).map(plain)).toEqual([
    `Überweisung von ${friend.user.nickname}`,
    'Einzahlung 12.5 USDT über TRC20',
  ]);
  // Never the other side's full email.
  await expect(page.getByTestId('log-item').first()).not.toContainText(friend.email);

  // The drama app's wallet reads the same lines.
  await page.goto('/vip/wallet');
  await expect(page.getByTestId('log-description').first()).toHaveText(/Überweisung von/);

  // Init scripts run in order: this one sets Arabic after the German one.
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/wallet/records');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(lines).toHaveCount(2);
  // A sentence reads right to left even when it starts with a left-to-right name or title.
  await expect(lines.first()).toHaveAttribute('dir', 'rtl');
  const arabic = await lines.allTextContents();
  // The asset amount is an isolated left-to-right run inside the Arabic sentence.
  expect(arabic[1]).toBe('إيداع \u206612.5\u2069 USDT عبر TRC20');
  expect(plain(arabic[0]!)).toBe(`تحويل من ${friend.user.nickname}`);
});
