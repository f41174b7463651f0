import type { TrafficUnit } from '@app/contract';

/** "1 week", "30 days": the language's own unit words and plurals (Intl). */
export function formatUnits(count: number, unit: TrafficUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}
