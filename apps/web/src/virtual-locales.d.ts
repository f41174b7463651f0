/** Built by vite.config.ts: the app's words per namespace, English at once and the others per language. */
declare module 'virtual:locales' {
  type Bundles = Record<string, Record<string, string>>;
  export const english: Bundles;
  export const others: Record<string, () => Promise<{ default: Bundles }>>;
}
