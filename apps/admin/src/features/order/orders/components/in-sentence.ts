/**
 * A value (a date, a number with its unit) placed inside a translated sentence, isolated so it
 * reads as one unit whatever the sentence's direction (Unicode first-strong isolate).
 */
export function inSentence(value: string): string {
  return `\u2068${value}\u2069`;
}
