import { consoleSignin, expect, test } from './fixtures';

test.describe('legal pages', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  // The about page, not an agreement: publishing it cannot make another journey's sign-up stale.
  test('staff edit the German about page, publish the next version, and the German web page shows it', async ({
    page,
    client,
  }) => {
    const before = await client.call(
      'legal/getDocument',
      { kind: 'about' },
      { headers: { 'Accept-Language': 'de' } },
    );
    const next = before.version + 1;
    const stamp = Date.now().toString(36);

    await consoleSignin(page);
    await page.getByRole('menuitem', { name: 'Legal pages' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/legal/);
    await page.getByTestId('legal-kinds').getByText('About us').click();
    await expect(page.getByTestId('legal-current')).toContainText(`Version ${before.version}`);

    // Every language has its tab; clearing one marks it "not translated yet".
    await page.getByTestId('legal-tab-ja').click();
    await page.getByTestId('legal-title').fill('');
    await page.getByTestId('legal-body').fill('');
    await expect(page.getByTestId('legal-tab-ja')).toContainText('Not translated yet');

    await page.getByTestId('legal-tab-de').click();
    await page.getByTestId('legal-title').fill(`Über uns ${stamp}`);
    await page
      .getByTestId('legal-body')
      .fill(`## Neu\n\nDiese Fassung ${stamp} kommt aus der Konsole.\n\n- Erster Punkt`);
    await page.getByTestId('legal-publish').click();
    await expect(page.getByTestId('legal-fallback-list')).toContainText('日本語');
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: `Publish version ${next}` })
      .click();
    // The page's status and history, not a toast that may already have gone.
    await expect(page.getByTestId('legal-current')).toContainText(`Version ${next}`);
    await expect(page.getByTestId('legal-versions')).toContainText(`v${next}`);
    await expect(page.getByTestId('legal-versions')).toContainText(`v${before.version}`);

    // The web app in German shows the new version; Japanese falls back to English and says so.
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/about');
    const doc = page.getByTestId('legal-about');
    await expect(doc.getByRole('heading', { level: 1 })).toHaveText(`Über uns ${stamp}`);
    await expect(doc.getByTestId('legal-version')).toContainText(`Fassung ${next}`);
    await expect(doc.getByRole('heading', { name: 'Neu' })).toBeVisible();
    await expect(doc.getByRole('listitem')).toHaveText('Erster Punkt');

    const ja = await client.call(
      'legal/getDocument',
      { kind: 'about' },
      { headers: { 'Accept-Language': 'ja' } },
    );
    expect(ja).toMatchObject({ version: next, locale: 'en', fallback: true, title: 'About us' });
  });
});
