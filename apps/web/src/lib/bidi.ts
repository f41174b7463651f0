/**
 * Text that must read left to right inside a translated sentence of either direction (an amount
 * with "US$", a version number, a date): isolated with U+2066 … U+2069 so Arabic does not reorder it.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * What someone typed (a reason, a name) inside a translated sentence: isolated with U+2068 (first
 * strong isolate) … U+2069, so it keeps its own direction, English in Arabic or Arabic in English.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
