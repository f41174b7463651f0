/** Recent searches kept (spec §3 `searchCache`): the latest ones, newest first. */
export const SEARCH_HISTORY_MAX = 10;

/** The history after searching `keyword`: it moves to the front, once, and the oldest fall off. */
export function addSearch(history: readonly string[], keyword: string, max = SEARCH_HISTORY_MAX): string[] {
  const word = keyword.trim();
  if (!word) return history.slice(0, max);
  const key = word.toLocaleLowerCase();
  return [word, ...history.filter((w) => w.trim().toLocaleLowerCase() !== key)].slice(0, max);
}

/** Whatever is stored under the key, as a clean list of words (old or hand-edited values included). */
export function readHistory(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
    .slice(0, SEARCH_HISTORY_MAX);
}
