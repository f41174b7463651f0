import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

test('a member searches the help center, then sends feedback and sees the thanks', async ({
  page,
  client,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'help' });
  const { list: articles } = await client.call('help/getHelpList', {});
  expect(articles.length).toBeGreaterThan(1);
  const wanted = articles.at(-1)!;

  // A member page: a guest signs in first and comes back.
  await page.goto('/vip/help');
  await expect(page).toHaveURL(/\/tv\/signin\?redirect=/);
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/vip\/help$/);

  const titles = page.getByTestId('help-article-title');
  await expect(titles).toHaveCount(articles.length);

  // Searching narrows the list and opens the best match, line breaks and all.
  const search = page.getByPlaceholder('Search help articles');
  await search.fill(wanted.title);
  await expect(titles.first()).toHaveText(wanted.title);
  await expect(page.getByTestId('help-article').first()).toContainText(wanted.body.split('\n')[0]!);
  await search.fill('zzz-no-such-words');
  await expect(page.getByTestId('help-no-match')).toContainText('Nothing found');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(titles).toHaveCount(articles.length);

  await page.getByTestId('help-feedback').click();
  await expect(page).toHaveURL(/\/vip\/feedback$/);
  const contact = page.locator('input[name="contact"]');
  const description = page.locator('textarea[name="description"]');
  await expect(contact).toHaveValue(buyer.email);

  // Both fields are required, each with its own message.
  await contact.fill('');
  await page.getByTestId('feedback-submit').click();
  await expect(page.locator('[role="alert"][data-field="contact"]')).toHaveText(
    'Please tell us how to reach you',
  );
  await expect(page.locator('[role="alert"][data-field="description"]')).toHaveText('Please write something');

  // The description survives a reload (a draft in session storage).
  const text = `The player stops after episode 3.\nSeen on ${Date.now()}.`;
  await description.fill(text);
  await page.reload();
  await expect(description).toHaveValue(text);

  await contact.fill('  whatsapp +44 7700 900123 ');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-done')).toContainText('Thanks, we read every message');
  await expect(page.getByTestId('feedback-done')).toContainText('whatsapp +44 7700 900123');

  // Staff read it, trimmed, with the sender.
  const inbox = await client.call(
    'admin/getFeedbackList',
    { page: 1, pageSize: 20 },
    { token: await kit.staffToken() },
  );
  const mine = inbox.list.find((f) => f.description === text);
  expect(mine).toMatchObject({ contact: 'whatsapp +44 7700 900123', user: { email: buyer.email } });

  // Sent: the draft is gone and "Back" returns to the help center.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/vip\/help$/);
  await page.goto('/vip/feedback');
  await expect(description).toHaveValue('');
});

test('a member who reads German gets the help articles in German, none marked as shown in English', async ({
  page,
  client,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'help-de' });
  const { list: german } = await client.call(
    'help/getHelpList',
    {},
    { headers: { 'Accept-Language': 'de' } },
  );
  await page.addInitScript((token) => {
    localStorage.setItem('language', 'de');
    localStorage.setItem('token', token);
  }, buyer.token);
  await page.goto('/vip/help');
  const titles = page.getByTestId('help-article-title');
  await expect(titles.filter({ hasText: 'Wie schalte ich eine Folge frei?' })).toHaveCount(1);
  await titles.filter({ hasText: 'Wie schalte ich eine Folge frei?' }).click();
  await expect(page.getByTestId('help-article').first()).toContainText(
    'Die ersten Folgen jedes Dramas sind kostenlos.',
  );
  // Only articles the server answered in English carry the note (the seed has all three in German).
  await expect(page.getByTestId('help-fallback')).toHaveCount(german.filter((a) => a.fallback).length);
});
