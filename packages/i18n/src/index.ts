/**
 * Translations live in `locales/<locale>/<namespace>.json`. Every locale has every key of
 * English (`i18n.test.ts` enforces it). Keys are flat within a namespace, grouped by dots.
 */
export const NAMESPACES = [
  'validation',
  'errors',
  'web',
  'admin',
  'mail',
  'shop',
  'order',
  'chat',
  'drama',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
