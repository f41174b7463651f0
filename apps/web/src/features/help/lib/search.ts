/** Lower case, accents dropped and spaces collapsed, so "Dépôt" finds "depot". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, folded; blank searches have none. */
export function searchWords(query: string): string[] {
  const folded = foldForSearch(query);
  return folded ? [...new Set(folded.split(' '))] : [];
}

/**
 * Articles containing every word of the search in their title or body; articles whose title
 * holds every word come first, each group in the given (staff) order.
 */
export function filterArticles<T extends { title: string; body: string }>(
  articles: readonly T[],
  query: string,
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...articles];
  const inTitle: T[] = [];
  const inBody: T[] = [];
  for (const article of articles) {
    const title = foldForSearch(article.title);
    const all = `${title} ${foldForSearch(article.body)}`;
    if (!words.every((w) => all.includes(w))) continue;
    (words.every((w) => title.includes(w)) ? inTitle : inBody).push(article);
  }
  return [...inTitle, ...inBody];
}

export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into plain and matching parts for highlighting (case-insensitive, exact letters). */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
