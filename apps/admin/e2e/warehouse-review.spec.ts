import sharp from 'sharp';
import { consoleSignin, expect, test } from './fixtures';

/** A small PNG of one colour, as a picture a person would pick. */
const png = (colour: string) =>
  sharp({ create: { width: 80, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();

test.describe('the warehouse and product review', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff add a warehouse product with two specifications, turn product review on with a reason, reject one seller product and approve another', async ({
    page,
    client,
    kit,
    baseURL,
  }) => {
    const staff = await kit.staffToken();
    const tag = Date.now().toString(36);
    const title = `Journey Desk Lamp ${tag}`;

    // ---- the warehouse ----
    await consoleSignin(page);
    await page.getByRole('menuitem', { name: 'Warehouse' }).click();
    await expect(page).toHaveURL(/\/admin\/warehouse$/);
    await page.getByTestId('warehouse-new').click();
    const drawer = page.getByTestId('warehouse-drawer');
    await expect(drawer.getByText('New warehouse product')).toBeVisible();

    // Saving empty names what is missing, and nothing is written.
    await drawer.getByTestId('warehouse-title').fill('');
    await page.getByTestId('warehouse-save').click();
    await expect(drawer.getByText('Add at least one image')).toBeVisible();

    await drawer.getByTestId('warehouse-category').click();
    await page.keyboard.type('Building');
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: 'Building & Blocks' }).click();
    await drawer.getByTestId('warehouse-title').fill(title);
    await drawer
      .getByTestId('warehouse-images')
      .locator('input[type=file]')
      .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: await png('#f5c542') });
    await expect(drawer.getByTestId('warehouse-images').getByText('Cover', { exact: true })).toBeVisible();
    await drawer.getByLabel('Description').fill('A warm LED desk lamp with a weighted base.');

    const skus = drawer.getByTestId('warehouse-skus');
    await skus.getByTestId('warehouse-sku-name').first().fill('Small');
    await skus.getByTestId('warehouse-sku-wholesaleCost').first().fill('12.50');
    await skus.getByTestId('warehouse-sku-originalPrice').first().fill('29.99');
    await skus.getByTestId('warehouse-sku-stock').first().fill('40');
    await drawer.getByTestId('warehouse-add-sku').click();
    await skus.getByTestId('warehouse-sku-name').nth(1).fill('Large');
    await skus.getByTestId('warehouse-sku-wholesaleCost').nth(1).fill('18');
    await skus.getByTestId('warehouse-sku-stock').nth(1).fill('25');
    await page.getByTestId('warehouse-save').click();
    await expect(page.getByText('Warehouse product created')).toBeVisible();

    // Found by its title, with its cost range, stock and no listings yet.
    await page.getByTestId('warehouse-search').getByRole('searchbox').fill(title);
    await page.getByTestId('warehouse-search').getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('warehouse-table').locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(title);
    // Amounts are isolated for right-to-left text (U+2066 … U+2069).
    await expect(row.getByTestId('warehouse-cost')).toHaveText(/^\W*\$12\.50\W* to \W*\$18\.00\W*$/);
    await expect(row.getByTestId('warehouse-stock')).toHaveText('65');
    await expect(row.getByTestId('warehouse-listings')).toHaveText('0');
    const stored = await client.call('admin/getWarehouseList', { keyword: title }, { token: staff });
    expect(stored.list).toHaveLength(1);
    expect(stored.list[0]!.skus.map((k) => [k.name, k.wholesaleCost, k.originalPrice, k.stock])).toEqual([
      ['Small', 1250, 2999, 40],
      ['Large', 1800, 0, 25],
    ]);

    // ---- product review: on, with a reason ----
    await page.getByRole('menuitem', { name: 'Product review' }).click();
    await expect(page).toHaveURL(/\/admin\/product-review$/);
    const state = page.getByTestId('review-switch-state');
    await expect(state).toHaveText('Off');
    await page.getByTestId('review-switch').click();
    // The dialog has opened before its button is pressed.
    await expect(page.getByTestId('review-switch-reason')).toBeVisible();
    await page.getByTestId('review-switch-confirm').click();
    await expect(page.getByText('Please give a reason')).toBeVisible();
    await page.getByTestId('review-switch-reason').fill('Checking new sellers during the launch week');
    await page.getByTestId('review-switch-confirm').click();
    await expect(page.getByText('Product review is on')).toBeVisible();
    await expect(state).toHaveText('On');

    try {
      expect((await client.call('admin/getProductReview', {}, { token: staff })).on).toBe(true);

      // ---- a new seller's two products wait in the queue ----
      const seller = await kit.buyer({ tag: `wr${tag}` });
      await client.call(
        'user/openStore',
        {
          storeName: `Review Journey ${tag}`,
          storeAddress: '1 Market Street, Leeds',
          country: 'GB',
          whatsapp: '+447700900123',
        },
        { token: seller.token },
      );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await png('#3a7bd5'))], { type: 'image/png' }), 'p.png');
      form.append('path', 'goods');
      const uploaded = (await (
        await fetch(`${baseURL}/v1/file/upload`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${seller.token}` },
        })
      ).json()) as { data: { url: string } };
      const { list: roots } = await client.call('category/getCategoryList', {});
      const leaf = roots.flatMap((r) => r.children).find((c) => c.name === 'Building & Blocks')!;
      const product = (name: string) =>
        client.call(
          'store/saveGoods',
          {
            categoryId: leaf.id,
            title: name,
            images: [uploaded.data.url],
            description: 'Hand-made in small batches.',
            shippingFee: 0,
            maxPerCustomer: 0,
            onSale: true,
            skus: [{ name: 'Standard', price: 2500, originalPrice: 0, stock: 10 }],
          },
          { token: seller.token },
        );
      const doubtful = await product(`Mystery Box ${tag}`);
      const fine = await product(`Oak Puzzle ${tag}`);
      expect([doubtful.review, fine.review]).toEqual(['reviewing', 'reviewing']);
      // Off again at once: other journeys running beside this one add products that must go on sale.
      // Products already waiting stay in the queue.
      await client.call(
        'admin/setProductReview',
        { on: false, reason: 'End of the review journey' },
        { token: staff },
      );

      await page.getByRole('button', { name: 'Refresh' }).click();
      const queue = page.getByTestId('goods-review-table');
      const doubtfulRow = queue.locator('tbody tr.ant-table-row', { hasText: `Mystery Box ${tag}` });
      const fineRow = queue.locator('tbody tr.ant-table-row', { hasText: `Oak Puzzle ${tag}` });
      await expect(doubtfulRow).toContainText(`Review Journey ${tag}`);
      await expect(doubtfulRow).toContainText('$25.00');

      // Rejecting needs a reason, which the seller reads.
      await doubtfulRow.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByText('Please give a reason')).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('textbox')
        .fill('The pictures do not show what is in the box.');
      await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByText('Product rejected')).toBeVisible();
      await expect(doubtfulRow).toHaveCount(0);

      await fineRow.getByRole('button', { name: 'Approve' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
      // The product's title is isolated inside the sentence (U+2068 … U+2069).
      await expect(page.locator('.ant-message')).toContainText(/Approved: \W?Oak Puzzle/);
      await expect(fineRow).toHaveCount(0);

      const rejected = await client.call('store/getGoodsInfo', { id: doubtful.id }, { token: seller.token });
      expect(rejected).toMatchObject({
        review: 'rejected',
        reviewReason: 'The pictures do not show what is in the box.',
      });
      const live = await client.call('store/getGoodsInfo', { id: fine.id }, { token: seller.token });
      expect(live).toMatchObject({ review: 'live', onSale: true });

      // The rejected tab keeps the product with the reason given.
      await page.getByRole('tab', { name: 'Rejected' }).click();
      await expect(
        queue
          .locator('tbody tr.ant-table-row', { hasText: `Mystery Box ${tag}` })
          .getByTestId('goods-review-reason'),
      ).toHaveText('The pictures do not show what is in the box.');

      // A live product can be taken down, with a reason too. (The first rejection's notice has gone
      // first, so the one awaited below is the take-down's own.)
      await expect(page.getByText('Product rejected')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Live' }).click();
      await queue
        .locator('tbody tr.ant-table-row', { hasText: `Oak Puzzle ${tag}` })
        .getByTestId('goods-review-take-down')
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('It is taken off sale at once.');
      await dialog.getByRole('textbox').fill('The oak is plywood in the photos.');
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByText('Product rejected')).toBeVisible();
      const down = await client.call('store/getGoodsInfo', { id: fine.id }, { token: seller.token });
      expect(down).toMatchObject({ review: 'rejected', reviewReason: 'The oak is plywood in the photos.' });
    } finally {
      // Off for the other journeys, however this one ended.
      await client.call(
        'admin/setProductReview',
        { on: false, reason: 'End of the review journey' },
        { token: staff },
      );
    }
  });
});
