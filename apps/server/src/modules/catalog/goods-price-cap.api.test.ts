import { GOODS_PRICE_MAX_MINOR } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { mallKit } from '#server/modules/order/mall.test-kit.js';
import { createTestApp } from '#test/helper.js';

describe('the goods price cap (1,000,000.00) is the server’s rule, not only the console’s', () => {
  it('refuses a price, original price, wholesale cost or shipping fee above it, naming the field; nothing is written', async () => {
    const t = await createTestApp();
    const kit = mallKit(t);
    const s = await kit.store();
    const admin = await t.kit.staffToken();
    const sku = { name: 'One size', price: 1_500, originalPrice: 0, stock: 5, wholesaleCost: 900 };
    const body = {
      storeId: s.id,
      categoryId: await kit.rootCategory(),
      title: 'Capped Travel Mug',
      images: ['/media/goods/mug.webp'],
      shippingFee: 0,
      maxPerCustomer: 0,
      onSale: true,
      skus: [sku],
    };
    const over = GOODS_PRICE_MAX_MINOR + 1;
    const cases = [
      [{ ...body, skus: [{ ...sku, price: over }] }, 'skus.0.price'],
      [{ ...body, skus: [{ ...sku, originalPrice: over }] }, 'skus.0.originalPrice'],
      [{ ...body, skus: [{ ...sku, wholesaleCost: over }] }, 'skus.0.wholesaleCost'],
      [{ ...body, shippingFee: over }, 'shippingFee'],
    ] as const;
    for (const [bad, field] of cases) {
      const res = await t.call('admin/saveGoods', bad, { token: admin, lang: 'de' });
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]).toMatchObject({ field, rule: 'max' });
      expect(res.body.fields?.[0]?.message).toBeTruthy();
    }
    const list = await t.call('admin/getGoodsList', { storeId: s.id }, { token: admin });
    expect(list.body.data.total).toBe(0);
    // The cap itself is allowed.
    const atCap = await t.call(
      'admin/saveGoods',
      { ...body, skus: [{ ...sku, price: GOODS_PRICE_MAX_MINOR }] },
      { token: admin },
    );
    expect(atCap.status).toBe(200);
    expect(atCap.body.data.price).toBe(GOODS_PRICE_MAX_MINOR);
  });
});
