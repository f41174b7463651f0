/**
 * Translations live in `locales/<locale>/<namespace>.json`. Every locale has every key of
 * English (`i18n.test.ts` enforces it). Keys are flat within a namespace, grouped by dots.
 *
 * One namespace per domain (decision 20), holding the buyer's and the console's words of that
 * domain; `seller` for the seller area; `common` for the few words many web screens share that no
 * domain owns; `errors`, `validation` and `mail` are also read by the server.
 */
export const NAMESPACES = [
  'validation',
  'errors',
  'mail',
  'common',
  'seller',
  'account',
  'staff',
  'address',
  'wallet',
  'bank',
  'ledger',
  'catalog',
  'cart',
  'order',
  'chat',
  'drama',
  'content',
  'kyc',
  'traffic',
  'decoration',
  'marketing',
  'invite',
  'voucher',
  'promotion',
  'invest',
  'profit',
  'adv',
  'loan',
  'campaign',
  'task',
  'lottery',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * In a namespace both apps read, the console's words are under `console.`; the web app's build
 * leaves them out. `staff` and `ledger` are the console's alone and need no prefix.
 */
export const CONSOLE_PREFIX = 'console.';

/**
 * Words every audience says alike, kept once for buyer, seller and console: the names of order
 * states (`order:status.<state>`), so a state has one name everywhere (decision 7).
 */
export const SHARED_GLOSSARY: Partial<Record<Namespace, RegExp>> = { order: /^status\./ };

/** The web app's namespaces (its build leaves the `console.*` words out); `useTranslation()` is `common`. */
export const WEB_NAMESPACES = [
  'common',
  'seller',
  'account',
  'address',
  'wallet',
  'bank',
  'catalog',
  'cart',
  'order',
  'chat',
  'drama',
  'content',
  'kyc',
  'traffic',
  'decoration',
  'marketing',
  'invite',
  'voucher',
  'promotion',
  'invest',
  'profit',
  'adv',
  'loan',
  'campaign',
  'task',
  'lottery',
  'validation',
  'errors',
] as const satisfies readonly Namespace[];
export const WEB_DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * The console's namespaces: its shell (`staff`, what `useTranslation()` gives), the domains it manages
 * (their `console.*` words), and the server's catalogues.
 */
export const CONSOLE_NAMESPACES = [
  'staff',
  'account',
  'wallet',
  'bank',
  'ledger',
  'catalog',
  'order',
  'chat',
  'drama',
  'content',
  'kyc',
  'traffic',
  'marketing',
  'invite',
  'voucher',
  'promotion',
  'invest',
  'profit',
  'adv',
  'loan',
  'campaign',
  'task',
  'lottery',
  'errors',
  'validation',
] as const satisfies readonly Namespace[];
export const CONSOLE_DEFAULT_NAMESPACE = 'staff' satisfies Namespace;
