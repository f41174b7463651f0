import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { STORAGE_KEYS, USER_INFO_TTL_MS, isLocale, type Locale, type UserInfo } from '@app/contract';

/** The cached user info carries the time after which it must be re-fetched (spec §3, §9). */
export type CachedUserInfo = UserInfo & { expiresAt: number };

export interface LocalState {
  token: string | null;
  userInfo: CachedUserInfo | null;
  language: Locale | null;
  searchCache: string[];
  cartIds: number[];
  hideBalance: boolean;
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

function readAll(): LocalState {
  const language = readKey('language', null);
  return {
    token: readKey('token', null) || null,
    userInfo: readKey('userInfo', null),
    language: isLocale(language) ? language : null,
    searchCache: readKey('searchCache', []),
    cartIds: readKey('cartIds', []),
    hideBalance: readKey('hideBalance', false) === true,
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

let syncing = false;
localStore.subscribe((next, prev) => {
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
  localStore.setState({ token: null, userInfo: null });
}

/** "Clear cache" in settings: search history and cached user info, never the session. */
export function clearLocalCache(): void {
  localStore.setState({ searchCache: [], userInfo: null });
}
