import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, signInWithForm } from './helpers';
import { pickCountry } from './seller-helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

test('a visitor reads /sell with the configured commission, applies as a creator, staff approve, the applicant sees "approved"', async ({
  page,
  client,
  kit,
}) => {
  const terms = await client.call('marketing/getSellTerms', {});
  // The landing page: the figures come from configuration (5 % by default), the levels from the table.
  await page.goto('/sell');
  await expect(page.getByTestId('sell-commission')).toContainText(`${terms.commissionBps / 100}%`);
  await expect(page.getByTestId('sell-withdrawals').locator('tbody tr')).toHaveCount(
    terms.withdrawals.length,
  );
  await expect(page.getByTestId('sell-levels').locator('tbody tr')).toHaveCount(terms.levels.length);
  await expect(page.getByTestId('sell-register')).toBeVisible();

  // It leads to the creators page, where a visitor is told to sign in to follow an application.
  await page.getByTestId('more-creators').click();
  await expect(page).toHaveURL(/\/creators$/);
  await expect(page.getByTestId('creators-page')).toBeVisible();
  await expect(page.getByText('Sign in first to follow your application on this page')).toBeVisible();

  const applicant = await kit.buyer({ tag: 'creator' });
  // Its sign-in link comes back here.
  await page.getByTestId('application-signin').click();
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcreators$/);
  await signInWithForm(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/creators$/);
  // The email is the account's; the rest is the applicant's to fill, each rule with its message.
  await expect(field(page, 'email')).toHaveValue(applicant.email);
  await field(page, 'name').fill('Lina Haddad');
  await page.getByTestId('application-submit').click();
  await expect(page.getByText('Please enter the link to your channel or company website')).toBeVisible();
  await expect(page.getByText('Please choose your audience or company size')).toBeVisible();
  await expect(page.getByText('Please read and agree to the agreement')).toBeVisible();
  await pickCountry(page, 'Jordan');
  await field(page, 'link').fill('video.example.com/@linadramas');
  await page.getByText('10,000–100,000 followers').click();
  await page.locator('textarea[name="message"]').fill('Weekly family dramas, 12 episodes a season.');
  await page.getByTestId('application-agree').locator('.adm-checkbox-icon').click();
  await page.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-sent')).toContainText(applicant.email);
  const mine = page.getByTestId('my-applications');
  await expect(mine.getByTestId('application-status')).toHaveText('Under review');
  await expect(mine).toContainText('https://video.example.com/@linadramas');

  // Staff approve it in the console's queue (here through its call).
  const staff = await kit.staffToken();
  const { list } = await client.call(
    'admin/getApplicationList',
    { kind: 'creator', status: 'reviewing', keyword: applicant.email },
    { token: staff },
  );
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ name: 'Lina Haddad', country: 'JO', user: { email: applicant.email } });
  await client.call('admin/reviewApplication', { id: list[0]!.id, action: 'approve' }, { token: staff });

  await page.reload();
  await expect(page.getByTestId('my-applications').getByTestId('application-status')).toHaveText('Approved');
  await expect(page.getByText('Our partnerships team will write to you by email')).toBeVisible();
});

test('the partners page asks for a company’s website and team size, and links to the other two pages', async ({
  page,
}) => {
  await page.goto('/partners');
  await expect(page.getByTestId('partners-page')).toBeVisible();
  await expect(page.getByText('Company website')).toBeVisible();
  await expect(page.getByText('Team size')).toBeVisible();
  // From here the other two pages are one tap away.
  await expect(page.getByTestId('more-sell')).toHaveAttribute('href', '/sell');
  await expect(page.getByTestId('more-creators')).toHaveAttribute('href', '/creators');
});
