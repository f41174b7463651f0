import {
  SECTION_ITEMS_MAX,
  type DecorationData,
  type GoodsCard,
  type SaveDecorationBody,
  type StoreBackground,
  type StorePageData,
} from '@app/contract';

/** A section being edited: `key` names it on screen; `id` is the saved section's (none for a new one). */
export interface DraftSection {
  key: string;
  id?: string;
  title: string;
  columns: number;
  onHome: boolean;
  goods: GoodsCard[];
}

/** The decoration the seller is editing, before it is saved. */
export interface Draft {
  cover: string | null;
  banners: string[];
  background: StoreBackground | null;
  sections: DraftSection[];
}

let counter = 0;
export const newKey = () => `new-${++counter}`;

export function draftOf(data: DecorationData): Draft {
  return {
    cover: data.cover,
    banners: data.banners,
    background: data.background,
    sections: data.sections.map((s) => ({ key: s.id, ...s })),
  };
}

/** What the save call sends. */
export function bodyOf(d: Draft): SaveDecorationBody {
  return {
    cover: d.cover,
    banners: d.banners,
    background: d.background,
    sections: d.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title,
      columns: s.columns,
      goodsIds: s.goods.map((g) => g.id),
      onHome: s.onHome,
    })),
  };
}

/** What the buyer's store page would show with the unsaved values (the live preview). */
export function previewOf(d: Draft, store: DecorationData['store']): StorePageData {
  return {
    store: { ...store, cover: d.cover },
    banners: d.banners,
    background: d.background,
    sections: d.sections
      .filter((s) => s.goods.length > 0)
      .map((s) => ({ id: s.key, title: s.title, columns: s.columns, goods: s.goods })),
  };
}

/** Moves the item at `from` one place up (-1) or down (+1); the list is unchanged at its ends. */
export function moved<T>(list: T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Picks or unpicks a product for a section, never past the spec's 10 (§5). */
export function toggled(goods: GoodsCard[], card: GoodsCard): GoodsCard[] {
  if (goods.some((g) => g.id === card.id)) return goods.filter((g) => g.id !== card.id);
  return goods.length >= SECTION_ITEMS_MAX ? goods : [...goods, card];
}
