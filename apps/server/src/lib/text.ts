/** A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not Unicode). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same, to remove every occurrence (`text.replace(UNSAFE_TEXT_G, '')`). */
export const UNSAFE_TEXT_G = new RegExp(UNSAFE.source, 'g');

/**
 * The path (`a.b.0`) of the first string in a parsed JSON body, key or value, that holds text no
 * column can store; `''` for the body itself; undefined when all is well.
 */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSAFE.test(key)) return at.replace(UNSAFE_TEXT_G, '?');
      const found = findUnsafeText(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
