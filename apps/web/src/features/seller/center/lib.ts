import type { MyStoreData, StoreLevel } from '@app/contract';

/** How far the store is from its level's threshold to the next one (0–100), from its recorded sales. */
export function levelProgress(store: Pick<MyStoreData, 'level' | 'levels' | 'completedSales' | 'nextLevel'>) {
  if (!store.nextLevel) return 100;
  const from = store.levels.find((l) => l.level === store.level)?.minSales ?? 0;
  const span = store.nextLevel.minSales - from;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((store.completedSales - from) / span) * 100)));
}

/** Basis points as a percent for people ("25%", "12.5%") in their language. */
export function percentOf(bps: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

export type { StoreLevel };
