import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { mallKit } from '#server/modules/order/mall.test-kit.js';

const t = await createTestApp();
const kit = mallKit(t);

describe('console: stores and products', () => {
  it('staff freeze a store with a reason; the store then cannot sell or be contacted', async () => {
    const s = await kit.store();
    const p = await kit.product(s.id);
    const admin = await t.kit.staffToken();
    const noReason = await t.call('admin/saveStore', { id: s.id, status: 'frozen' }, { token: admin });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.[0]?.field).toBe('reason');
    const support = await t.kit.staffToken('support@demo.local');
    const forbidden = await t.call(
      'admin/saveStore',
      { id: s.id, status: 'frozen', reason: 'x' },
      { token: support },
    );
    expect(forbidden.status).toBe(403);
    const frozen = await t.call(
      'admin/saveStore',
      { id: s.id, status: 'frozen', reason: 'Complaints about counterfeit goods' },
      { token: admin },
    );
    expect(frozen.body.data.status).toBe('frozen');
    const info = await t.call('goods/getGoodsInfo', { id: p.id });
    expect(info.body.data).toMatchObject({ onSale: false, store: { contactable: false } });
    const audit = await t.call('admin/getAuditList', {}, { token: admin });
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'store.changed',
      reason: 'Complaints about counterfeit goods',
    });
  });

  it('staff create and change a product with specifications and stock; the catalog shows it', async () => {
    const s = await kit.store();
    const admin = await t.kit.staffToken();
    const categoryId = await kit.rootCategory();
    const body = {
      storeId: s.id,
      categoryId,
      title: 'Console-made Travel Mug',
      images: ['/media/goods/mug.webp'],
      description: 'Keeps coffee hot.',
      shippingFee: 0,
      maxPerCustomer: 0,
      onSale: true,
      skus: [
        { name: '350 ml', price: 1_500, originalPrice: 2_000, stock: 20, wholesaleCost: 900 },
        { name: '500 ml', price: 1_800, originalPrice: 0, stock: 5, wholesaleCost: 1_000 },
      ],
    };
    const created = await t.call('admin/saveGoods', body, { token: admin });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ price: 1_500, stock: 25 });
    const [small, large] = created.body.data.skus;
    const changed = await t.call(
      'admin/saveGoods',
      { ...body, id: created.body.data.id, skus: [{ ...body.skus[0]!, id: small!.id, stock: 7 }] },
      { token: admin },
    );
    expect(changed.body.data.skus.find((k) => k.id === large!.id)?.stock).toBe(0);
    expect(changed.body.data.stock).toBe(7);
    const info = await t.call('goods/getGoodsInfo', {
      id: created.body.data.id,
    });
    expect(info.body.data.title).toBe('Console-made Travel Mug');
    const bad = await t.call('admin/saveGoods', { ...body, skus: [] }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('skus');
    const finance = await t.kit.staffToken('finance@demo.local');
    expect((await t.call('admin/saveGoods', body, { token: finance })).status).toBe(403);
  });
});
