/** Display rules of spec §9, shared by the server and both clients. */

/** Star (like) counts of 1000 or more show with "k": 1234 -> "1.2k", 1000 -> "1k". */
export function formatStarCount(count: number): string {
  if (!Number.isFinite(count) || count < 1000) return String(Math.max(0, Math.trunc(count || 0)));
  const k = Math.floor(count / 100) / 10;
  return `${Number.isInteger(k) ? k.toFixed(0) : k.toFixed(1)}k`;
}

/**
 * Discount percent as an integer from the price ratio: price 80 of original 100 -> 20.
 * Blank ("") when the result is outside 0 to 100 or the prices make no sense.
 */
export function discountPercent(price: number, originalPrice: number): string {
  if (!(originalPrice > 0) || !Number.isFinite(price)) return '';
  const percent = Math.round((1 - price / originalPrice) * 100);
  if (percent <= 0 || percent >= 100) return '';
  return String(percent);
}

/**
 * Image paths: an absolute URL stays; a relative path gets the media host prefix
 * unless it contains "/goods/" (spec §9).
 */
export function imageUrl(path: string | null | undefined, mediaHost: string): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) {
    return path;
  }
  if (path.includes('/goods/')) return path;
  const host = mediaHost.replace(/\/+$/, '');
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * An email shown to someone who is not its owner: the first letter of the name and the domain
 * ("j***@example.com"), enough to recognise a contact, not to harvest addresses.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
