/** A version number stays left-to-right inside Arabic text. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
