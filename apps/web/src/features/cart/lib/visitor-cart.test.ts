import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, ORDER_QUANTITY_MAX, type CartLine } from '@app/contract';
import { normalizeCartLines } from '#web/lib/storage';
import {
  addVisitorLine,
  quantityNote,
  removeVisitorLines,
  selectedSummary,
  setVisitorQuantity,
  visitorUnits,
} from './visitor-cart';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  goodsId: 1,
  skuId: 1,
  title: 'Tee',
  image: '',
  skuName: 'M',
  price: 1000,
  originalPrice: 0,
  quantity: 1,
  stock: 50,
  maxQuantity: 50,
  selected: true,
  available: true,
  ...over,
});

describe('addVisitorLine', () => {
  it('puts a new specification first and adds units to an existing one', () => {
    let { lines } = addVisitorLine([], 7, 2);
    ({ lines } = addVisitorLine(lines, 9, 1));
    ({ lines } = addVisitorLine(lines, 7, 3));
    expect(lines).toEqual([
      { skuId: 9, quantity: 1 },
      { skuId: 7, quantity: 5 },
    ]);
  });

  it('caps a line at the order maximum and refuses only a line already there', () => {
    const near = addVisitorLine([{ skuId: 7, quantity: ORDER_QUANTITY_MAX - 1 }], 7, 10);
    expect(near.error).toBeUndefined();
    expect(near.lines).toEqual([{ skuId: 7, quantity: ORDER_QUANTITY_MAX }]);
    const full = addVisitorLine(near.lines, 7, 1);
    expect(full.error).toBe('quantityMax');
    expect(full.lines).toEqual(near.lines);
  });

  it('refuses a new line when the cart has the most lines it may', () => {
    const lines = Array.from({ length: CART_MAX_LINES }, (_, i) => ({ skuId: i + 1, quantity: 1 }));
    expect(addVisitorLine(lines, 999_999, 1).error).toBe('cartFull');
    // More of a line already there is still fine.
    expect(addVisitorLine(lines, 1, 1).lines[0]).toEqual({ skuId: 1, quantity: 2 });
  });

  it('treats odd quantities as at least one whole unit', () => {
    expect(addVisitorLine([], 3, 0).lines).toEqual([{ skuId: 3, quantity: 1 }]);
    expect(addVisitorLine([], 3, 2.7).lines).toEqual([{ skuId: 3, quantity: 2 }]);
  });
});

describe('visitor line changes', () => {
  const lines = [
    { skuId: 1, quantity: 2 },
    { skuId: 2, quantity: 3 },
  ];
  it('keeps a quantity between one and the order maximum', () => {
    expect(setVisitorQuantity(lines, 2, 0)).toEqual([lines[0], { skuId: 2, quantity: 1 }]);
    expect(setVisitorQuantity(lines, 2, 5000)[1]!.quantity).toBe(ORDER_QUANTITY_MAX);
  });
  it('removes lines and counts units', () => {
    expect(removeVisitorLines(lines, [1])).toEqual([{ skuId: 2, quantity: 3 }]);
    expect(visitorUnits(lines)).toBe(5);
  });
});

describe('normalizeCartLines (the cartIds key)', () => {
  it('reads bare specification ids left by older clients as one unit each', () => {
    expect(normalizeCartLines([4, 5, 4])).toEqual([
      { skuId: 4, quantity: 2 },
      { skuId: 5, quantity: 1 },
    ]);
  });
  it('drops what is not a line and caps what is too much', () => {
    expect(normalizeCartLines('nope')).toEqual([]);
    expect(
      normalizeCartLines([{ skuId: 1, quantity: 5000 }, { skuId: -1, quantity: 1 }, { skuId: 2 }, null, 'x']),
    ).toEqual([{ skuId: 1, quantity: ORDER_QUANTITY_MAX }]);
    const many = Array.from({ length: CART_MAX_LINES + 20 }, (_, i) => ({ skuId: i + 1, quantity: 1 }));
    expect(normalizeCartLines(many)).toHaveLength(CART_MAX_LINES);
  });
});

describe('selectedSummary', () => {
  it('counts the ticked, available lines at no more than they may be ordered in', () => {
    const cart = {
      groups: [
        {
          store: { id: 1, name: 'A', logo: '' },
          lines: [
            line({ id: 1, price: 1000, quantity: 2 }),
            line({ id: 2, price: 500, quantity: 5, maxQuantity: 3 }),
            line({ id: 3, price: 9999, available: false }),
            line({ id: 4, price: 700 }),
          ],
        },
      ],
    };
    expect(selectedSummary(cart, (l) => l.id !== 4)).toEqual({ total: 2000 + 1500, units: 7, lines: 2 });
  });
});

describe('quantityNote', () => {
  it('warns when the quantity is over what may be ordered', () => {
    expect(quantityNote(line({ quantity: 5, maxQuantity: 3, stock: 3 }))).toEqual({ kind: 'over', count: 3 });
  });
  it('names the per-buyer limit when it is tighter than the stock', () => {
    expect(quantityNote(line({ maxQuantity: 2, stock: 80 }))).toEqual({ kind: 'limit', count: 2 });
  });
  it('says "only N left" when stock runs low, nothing otherwise', () => {
    expect(quantityNote(line({ maxQuantity: 4, stock: 4 }))).toEqual({ kind: 'lowStock', count: 4 });
    expect(quantityNote(line())).toBeNull();
    expect(quantityNote(line({ available: false, stock: 0, maxQuantity: 0 }))).toBeNull();
  });
});
