import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  CART_MAX_LINES,
  ORDER_QUANTITY_MAX,
  SIGNED_IN_COOKIE,
  STORAGE_KEYS,
  USER_INFO_TTL_MS,
  isLocale,
  type Locale,
  type UserInfo,
} from '@app/contract';

/** The cached user info carries the time after which it must be re-fetched (spec §3, §9). */
export type CachedUserInfo = UserInfo & { expiresAt: number };

/** A visitor's cart line, kept in local storage until sign-in merges it into the account's cart. */
export interface CartLineLocal {
  skuId: number;
  quantity: number;
}

export interface LocalState {
  token: string | null;
  userInfo: CachedUserInfo | null;
  language: Locale | null;
  searchCache: string[];
  /** The spec's "cart ids" key: a visitor's cart lines. */
  cartIds: CartLineLocal[];
  hideBalance: boolean;
  /** Auto-unlock the next episode in the drama player: this device, the signed-in account, off by default. */
  autoUnlock: boolean;
}

type Key = keyof LocalState;

// Token and language are plain strings so other tools (and tests) can read them as-is.
const PLAIN_KEYS: ReadonlySet<Key> = new Set<Key>(['token', 'language']);

function readKey<K extends Key>(key: K, fallback: LocalState[K]): LocalState[K] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS[key]);
    if (raw == null) return fallback;
    return (PLAIN_KEYS.has(key) ? raw : JSON.parse(raw)) as LocalState[K];
  } catch {
    return fallback;
  }
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * Visitor cart lines as stored, made safe: older clients stored bare specification ids (one unit
 * each); duplicates are merged, quantities capped at the order maximum and the list at the cart's.
 */
export function normalizeCartLines(raw: unknown): CartLineLocal[] {
  if (!Array.isArray(raw)) return [];
  const lines = new Map<number, number>();
  for (const entry of raw) {
    const line =
      typeof entry === 'object' && entry !== null
        ? (entry as { skuId?: unknown; quantity?: unknown })
        : { skuId: entry, quantity: 1 };
    if (!isCount(line.skuId) || !isCount(line.quantity)) continue;
    if (!lines.has(line.skuId) && lines.size >= CART_MAX_LINES) continue;
    lines.set(line.skuId, Math.min((lines.get(line.skuId) ?? 0) + line.quantity, ORDER_QUANTITY_MAX));
  }
  return [...lines].map(([skuId, quantity]) => ({ skuId, quantity }));
}

function readAll(): LocalState {
  const language = readKey('language', null);
  return {
    token: readKey('token', null) || null,
    userInfo: readKey('userInfo', null),
    language: isLocale(language) ? language : null,
    searchCache: readKey('searchCache', []),
    cartIds: normalizeCartLines(readKey('cartIds', [])),
    hideBalance: readKey('hideBalance', false) === true,
    autoUnlock: readKey('autoUnlock', false) === true,
  };
}

function writeKey(key: Key, value: unknown): void {
  const storageKey = STORAGE_KEYS[key];
  try {
    if (value == null) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, PLAIN_KEYS.has(key) ? String(value) : JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the in-memory state still works for this visit.
  }
}

/**
 * Local state kept in localStorage, one entry per key of STORAGE_KEYS (spec §3), so the
 * names match the spec instead of zustand's single persisted blob.
 */
export const localStore = createStore<LocalState>(() => readAll());

/** Tells the server not to render the visitor's view of a page for this browser (decision 0060). */
function tellServerSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
tellServerSignedIn(localStore.getState().token !== null);

let syncing = false;
localStore.subscribe((next, prev) => {
  if (next.token !== prev.token) tellServerSignedIn(next.token !== null);
  if (syncing) return;
  for (const key of Object.keys(next) as Key[]) {
    if (next[key] !== prev[key]) writeKey(key, next[key]);
  }
});

// Another tab signing in or out must be reflected here too.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.storageArea !== localStorage) return;
  syncing = true;
  localStore.setState(readAll());
  syncing = false;
});

export function useLocal<T>(selector: (state: LocalState) => T): T {
  return useStore(localStore, selector);
}

export const isUserInfoFresh = (info: CachedUserInfo | null, now = Date.now()): info is CachedUserInfo =>
  info != null && info.expiresAt > now;

export function setSession(token: string, user: UserInfo): void {
  localStore.setState({ token, userInfo: { ...user, expiresAt: Date.now() + USER_INFO_TTL_MS } });
}

export function cacheUserInfo(user: UserInfo): void {
  localStore.setState({ userInfo: { ...user, expiresAt: Date.now() + USER_INFO_TTL_MS } });
}

export function clearSession(): void {
  // Auto-unlock spends the account's money: whoever signs in next starts with it off.
  localStore.setState({ token: null, userInfo: null, autoUnlock: false });
}

/** "Clear cache" in settings: search history and cached user info, never the session. */
export function clearLocalCache(): void {
  localStore.setState({ searchCache: [], userInfo: null });
}
