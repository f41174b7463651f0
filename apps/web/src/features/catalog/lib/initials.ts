/** Brand-friendly circle colours for categories and stores without a picture. */
const PALETTE = ['#fc573f', '#ff9f1a', '#22a06b', '#1e88e5', '#8e44ad', '#e91e63', '#00897b', '#6d4c41'];

/** One or two letters standing for a name: "Home & Kitchen" -> "HK", "audio" -> "A". */
export function initials(name: string): string {
  const words = name
    .split(/[\s&/,+-]+/u)
    .map((w) => w.trim())
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/** A stable colour for an id, so a category keeps its colour everywhere. */
export function circleColor(id: number): string {
  return PALETTE[Math.abs(Math.trunc(id)) % PALETTE.length]!;
}
