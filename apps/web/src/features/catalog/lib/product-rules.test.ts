import { describe, expect, it } from 'vitest';
import type { GoodsInfo, GoodsSku } from '@app/contract';
import {
  clampQuantity,
  defaultSku,
  isPurchasable,
  maxOrderQuantity,
  remainingAllowance,
  starRows,
} from './product-rules';

const sku = (id: number, stock: number): GoodsSku => ({
  id,
  name: `S${id}`,
  price: 100,
  originalPrice: 0,
  stock,
});
const store = (status: GoodsInfo['store']['status']) => ({ status }) as GoodsInfo['store'];

describe('per-customer limit', () => {
  it('has no limit when maxPerCustomer is 0', () => {
    expect(remainingAllowance({ maxPerCustomer: 0, boughtByMe: 5 })).toBe(Infinity);
  });

  it('subtracts what the buyer already bought, never below zero', () => {
    expect(remainingAllowance({ maxPerCustomer: 5, boughtByMe: 2 })).toBe(3);
    expect(remainingAllowance({ maxPerCustomer: 5, boughtByMe: 9 })).toBe(0);
  });

  it('caps the quantity at the stock, the remaining allowance and the order maximum', () => {
    expect(maxOrderQuantity(10, { maxPerCustomer: 5, boughtByMe: 2 })).toBe(3);
    expect(maxOrderQuantity(2, { maxPerCustomer: 5, boughtByMe: 0 })).toBe(2);
    expect(maxOrderQuantity(5000, { maxPerCustomer: 0, boughtByMe: 0 })).toBe(999);
    expect(maxOrderQuantity(0, { maxPerCustomer: 0, boughtByMe: 0 })).toBe(0);
  });

  it('clamps a typed quantity into 1..max', () => {
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(0);
  });
});

describe('isPurchasable', () => {
  it('needs the product on sale, some stock and a store that can sell', () => {
    const base = { onSale: true, stock: 3, skus: [sku(1, 0), sku(2, 3)], store: store('normal') };
    expect(isPurchasable(base)).toBe(true);
    expect(isPurchasable({ ...base, onSale: false })).toBe(false);
    expect(isPurchasable({ ...base, skus: [sku(1, 0)] })).toBe(false);
    expect(isPurchasable({ ...base, store: store('frozen') })).toBe(false);
    expect(isPurchasable({ ...base, store: store('exception') })).toBe(true);
  });
});

describe('defaultSku', () => {
  it('preselects the only specification when it is in stock', () => {
    expect(defaultSku([sku(1, 4)])?.id).toBe(1);
    expect(defaultSku([sku(1, 0)])).toBeNull();
    expect(defaultSku([sku(1, 4), sku(2, 4)])).toBeNull();
  });
});

describe('starRows', () => {
  it('lists 5 to 1 stars with rounded shares', () => {
    expect(starRows([3, 1, 0, 0, 0])).toEqual([
      { star: 5, count: 3, percent: 75 },
      { star: 4, count: 1, percent: 25 },
      { star: 3, count: 0, percent: 0 },
      { star: 2, count: 0, percent: 0 },
      { star: 1, count: 0, percent: 0 },
    ]);
  });

  it('is all zero without reviews', () => {
    expect(starRows([]).every((r) => r.percent === 0 && r.count === 0)).toBe(true);
  });
});
