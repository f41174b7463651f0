import { campaignSaveBody } from '@app/testkit';
import { consoleSignin, expect, test } from './fixtures';

/**
 * Issue 17 part 5 follow-up: staff pick what a campaign features by searching names, not typing
 * ids. On the (ended) Halloween campaign, so no buyer's page changes meanwhile: the stored products
 * show as names, a running group deal is found by a word of its product and saved; the campaign is
 * put back afterwards.
 */
test('staff pick a campaign’s group deal by searching its product’s name', async ({ page, client, kit }) => {
  const staff = await kit.staffToken();
  const halloween = (await client.call('admin/getCampaignList', {}, { token: staff })).list.find(
    (c) => c.key === 'halloween',
  )!;
  const deal = (await client.call('admin/getDealList', { state: 'running' }, { token: staff })).list[0]!;
  try {
    await consoleSignin(page);
    await page.goto('/admin/campaigns');
    await page.getByTestId('campaign-edit-halloween').click();
    const drawer = page.getByTestId('campaign-drawer');
    await expect(drawer).toBeVisible();
    // The stored products read as names.
    const firstId = halloween.goodsIds[0]!;
    const first = await client.call('goods/getGoodsInfo', { id: firstId });
    await expect(drawer.getByTestId(`chosen-goods-${firstId}`)).toContainText(first.title);

    // The deal, found by a word of its product, chosen and saved with a reason.
    await drawer.getByTestId('campaign-dealIds').click();
    await page.keyboard.type(deal.product.title.split(' ')[0]!);
    await page.getByTestId(`pick-deal-${deal.id}`).click();
    await expect(drawer.getByTestId(`chosen-deal-${deal.id}`)).toContainText(deal.product.title);
    await drawer.getByTestId('campaign-reason').fill('Journey: a deal for Halloween');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Campaign saved')).toBeVisible();

    const after = (await client.call('admin/getCampaignList', {}, { token: staff })).list.find(
      (c) => c.key === 'halloween',
    )!;
    expect(after.dealIds).toEqual([...halloween.dealIds, deal.id]);
    expect(after.goodsIds).toEqual(halloween.goodsIds);
  } finally {
    await client.call('admin/saveCampaign', campaignSaveBody(halloween, 'Journey: put back'), {
      token: staff,
    });
  }
});
