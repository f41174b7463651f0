import type { Page } from '@playwright/test';
import type { ApiClient } from '@app/contract';

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A form input by its field name (labels sit outside antd-mobile's input wrapper). */
export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

export async function signInWithForm(page: Page, email: string, password: string) {
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A product of the store's own (no wholesale cost, free shipping, no per-buyer limit), listed by
 * staff in `storeId` (or the first listed product's store), with the category and image of a
 * product already there.
 */
export async function staffProduct(
  client: ApiClient,
  staff: string,
  product: { storeId?: number; title: string; sku: string; price: number; stock: number },
) {
  const { list } = await client.call(
    'admin/getGoodsList',
    { ...(product.storeId ? { storeId: product.storeId } : {}), pageSize: 1 },
    { token: staff },
  );
  const model = list[0]!;
  return client.call(
    'admin/saveGoods',
    {
      storeId: product.storeId ?? model.storeId,
      categoryId: model.categoryId,
      title: `${product.title} ${Date.now().toString(36)}`,
      images: model.images.slice(0, 1),
      shippingFee: 0,
      maxPerCustomer: 0,
      onSale: true,
      skus: [
        {
          name: product.sku,
          price: product.price,
          originalPrice: product.price,
          stock: product.stock,
          wholesaleCost: 0,
        },
      ],
    },
    { token: staff },
  );
}
