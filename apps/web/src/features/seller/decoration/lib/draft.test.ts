import { describe, expect, it } from 'vitest';
import type { DecorationData, GoodsCard } from '@app/contract';
import { bodyOf, draftOf, moved, previewOf, toggled } from './draft';

const card = (id: number): GoodsCard => ({
  id,
  title: `P${id}`,
  image: '/media/goods/p.webp',
  price: 1000,
  originalPrice: 0,
  sold: 0,
  freeShipping: true,
  promotion: null,
  rating: 0,
  storeId: 1,
  storeName: 'S',
  sponsored: false,
});

const data = {
  store: { id: 1, cover: '/media/store/old.webp' },
  cover: '/media/store/old.webp',
  banners: ['/media/store/b1.webp'],
  background: { kind: 'color', color: 'mint' },
  sections: [{ id: 's1', title: 'Picks', columns: 3, onHome: true, goods: [card(1), card(2)] }],
} as unknown as DecorationData;

describe('the decoration draft', () => {
  it('sends what the seller set, keeping saved section ids and leaving new ones unnamed', () => {
    const d = draftOf(data);
    d.sections.push({ key: 'new-1', title: 'New', columns: 2, onHome: false, goods: [card(3)] });
    expect(bodyOf(d)).toEqual({
      cover: '/media/store/old.webp',
      banners: ['/media/store/b1.webp'],
      background: { kind: 'color', color: 'mint' },
      sections: [
        { id: 's1', title: 'Picks', columns: 3, goodsIds: [1, 2], onHome: true },
        { title: 'New', columns: 2, goodsIds: [3], onHome: false },
      ],
    });
  });

  it('previews the unsaved values; a section without products shows nothing, as on the store page', () => {
    const d = { ...draftOf(data), cover: null };
    d.sections.push({ key: 'new-2', title: 'Empty', columns: 2, onHome: false, goods: [] });
    const p = previewOf(d, data.store);
    expect(p.store.cover).toBeNull();
    expect(p.sections.map((s) => s.title)).toEqual(['Picks']);
    expect(p.sections[0]!.columns).toBe(3);
  });

  it('moves within the list and never past its ends; picks at most 10 products', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    let goods: GoodsCard[] = [];
    for (let i = 1; i <= 11; i++) goods = toggled(goods, card(i));
    expect(goods.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(toggled(goods, card(4)).map((g) => g.id)).not.toContain(4);
  });
});
