/** Built by vite.config.ts: the app's words per namespace, one lazy chunk per language. */
declare module 'virtual:locales' {
  type Bundles = Record<string, Record<string, string>>;
  export const loaders: Record<string, () => Promise<{ default: Bundles }>>;
}
