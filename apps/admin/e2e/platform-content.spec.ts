import { consoleSignin, expect, test } from './fixtures';

test.describe('platform content in 20 languages', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('staff add a subcategory with its German name, and German buyers read it', async ({
    page,
    client,
  }) => {
    const stamp = Date.now().toString(36);
    await consoleSignin(page);
    await page.goto('/admin/categories');
    await expect(page.getByRole('menuitem', { name: 'Categories' })).toBeVisible();
    const table = page.getByTestId('category-table');
    // The seeded tree is translated everywhere.
    await expect(table.getByText("Women's Fashion")).toBeVisible();
    await expect(table.getByTestId('category-languages').first()).toHaveText('20/20 languages');

    const women = table.getByRole('row', { name: /Women's Fashion/ });
    await women.getByTestId('category-add-child').click();
    const drawer = page.getByTestId('category-drawer');
    await expect(drawer.getByTestId('category-parent')).toContainText("Women's Fashion");
    await expect(drawer.getByTestId('category-language-count')).toHaveText('0/20 languages');
    await drawer.getByTestId('category-name').fill(`Party Wear ${stamp}`);
    await drawer.getByTestId('category-name-de').fill(`Partymode ${stamp}`);
    await expect(drawer.getByTestId('category-language-count')).toHaveText('2/20 languages');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category added')).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(`Party Wear ${stamp}`) });
    await expect(row.getByTestId('category-languages')).toHaveText('18 languages not translated yet');

    const inLang = async (lang: string) => {
      const { list } = await client.call(
        'category/getCategoryList',
        {},
        { headers: { 'Accept-Language': lang } },
      );
      return list.flatMap((c) => c.children).map((c) => c.name);
    };
    expect(await inLang('de')).toContain(`Partymode ${stamp}`);
    // French is not translated yet: French readers get the English name.
    expect(await inLang('fr')).toContain(`Party Wear ${stamp}`);

    // An empty category can be deleted; one with products cannot.
    await expect(table.getByRole('row', { name: /^Dresses/ }).getByTestId('category-delete')).toBeDisabled();
    await row.getByTestId('category-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('staff write a marketplace banner in Japanese and see the preview in that language', async ({
    page,
    client,
  }) => {
    await consoleSignin(page);
    await page.goto('/admin/content/banners?place=mall');
    await expect(page.getByTestId('banner-tab-mall')).toBeVisible();
    const table = page.getByTestId('banner-table');
    await expect(table.getByText('Mega Sale')).toBeVisible();
    await expect(table.getByTestId('banner-languages').first()).toHaveText('20/20 languages');

    await table.getByTestId('banner-edit').first().click();
    const drawer = page.getByTestId('banner-drawer');
    await expect(drawer.getByTestId('banner-preview')).toContainText('Mega Sale');
    await drawer.getByTestId('banner-language').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '日本語' }).click();
    const title = drawer.getByTestId('banner-title-ja');
    const japanese = `${await title.inputValue()}！`;
    await title.fill(japanese);
    await expect(drawer.getByTestId('banner-preview')).toContainText(japanese);
    // Clearing a language shows the English words in the preview, marked "not translated yet".
    await drawer.getByTestId('banner-language').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Deutsch' }).click();
    await drawer.getByTestId('banner-title-de').fill('');
    await drawer.getByTestId('banner-subtitle-de').fill('');
    await drawer.getByTestId('banner-cta-de').fill('');
    await expect(drawer.getByTestId('banner-preview-fallback')).toBeVisible();
    await expect(drawer.getByTestId('banner-preview')).toContainText('Mega Sale');
    await expect(drawer.getByTestId('banner-language-count')).toHaveText('19/20 languages');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Banner saved')).toBeVisible();

    const read = async (lang: string) =>
      (await client.call('home/getBanner', { place: 'mall' }, { headers: { 'Accept-Language': lang } }))
        .list[0]!;
    expect(await read('ja')).toMatchObject({ title: japanese, locale: 'ja', fallback: false });
    expect(await read('de')).toMatchObject({ title: 'Mega Sale', locale: 'en', fallback: true });
  });
});
