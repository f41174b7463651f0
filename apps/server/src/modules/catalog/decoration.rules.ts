import type { StoreBackgroundConfig, StoreSectionConfig } from '#server/db/schema/index.js';

/** A section as the seller sends it (the seed may add the title's translations). */
export interface SentSection {
  id?: string;
  title: string;
  columns: number;
  goodsIds: number[];
  onHome: boolean;
  /** Locale → title; only the demo seed sends these (the editor has one title). */
  titles?: Partial<Record<string, string>>;
}

/** The pictures a decoration shows, each with the field that names it in an error. */
export function decorationImages(d: {
  cover: string | null;
  banners: string[];
  background: StoreBackgroundConfig | null;
}): [field: string, url: string][] {
  return [
    ...(d.cover ? [['cover', d.cover] as [string, string]] : []),
    ...d.banners.map((url, i): [string, string] => [`banners.${i}`, url]),
    ...(d.background?.kind === 'image' ? [['background.image', d.background.image] as [string, string]] : []),
  ];
}

/**
 * The sections to store: a sent id must be one of the store's saved sections (sent once); a new
 * section is named `s<n>` with the smallest unused n. A title's translations are kept while the
 * title is unchanged and dropped when the seller rewrites it (they would say something else).
 * Returns the index of a section whose id is refused instead.
 */
export function nameSections(
  sent: SentSection[],
  saved: StoreSectionConfig[],
): { sections: StoreSectionConfig[] } | { refused: number } {
  const byId = new Map(saved.map((s) => [s.id, s]));
  const seen = new Set<string>();
  for (const [i, s] of sent.entries()) {
    if (s.id === undefined) continue;
    if (!byId.has(s.id) || seen.has(s.id)) return { refused: i };
    seen.add(s.id);
  }
  let n = 1;
  const nextId = () => {
    while (seen.has(`s${n}`)) n++;
    seen.add(`s${n}`);
    return `s${n}`;
  };
  return {
    sections: sent.map((s) => {
      const before = s.id === undefined ? undefined : byId.get(s.id);
      const titles = s.titles ?? (before && before.title === s.title ? before.titles : undefined);
      return {
        id: s.id ?? nextId(),
        title: s.title,
        ...(titles ? { titles } : {}),
        columns: s.columns,
        goodsIds: s.goodsIds,
        onHome: s.onHome,
      };
    }),
  };
}
