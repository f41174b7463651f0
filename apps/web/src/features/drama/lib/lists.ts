/** Recent drama searches kept under the spec's `searchCache` key: newest first, once each. */
export const RECENT_SEARCH_MAX = 10;

export function addRecentSearch(
  history: readonly string[],
  keyword: string,
  max = RECENT_SEARCH_MAX,
): string[] {
  const word = keyword.trim();
  if (!word) return history.slice(0, max);
  const key = word.toLocaleLowerCase();
  return [word, ...history.filter((w) => w.trim().toLocaleLowerCase() !== key)].slice(0, max);
}

/** Whatever is stored under the key, as a clean list of words. */
export function readRecentSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
    .slice(0, RECENT_SEARCH_MAX);
}

/** A playback position as `m:ss` (or `h:mm:ss` past an hour). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}

/** The top of a ranking with its 1-based rank. */
export function ranked<T>(list: readonly T[], max = 10): { rank: number; item: T }[] {
  return list.slice(0, max).map((item, i) => ({ rank: i + 1, item }));
}
