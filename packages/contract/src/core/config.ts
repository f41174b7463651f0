import type { Locale } from './locales.js';

/** Client-facing constants (spec §9) shared by both clients. */
export const BRAND_COLOR = '#fc573f';
export const APP_SHORT_NAME = 'DramaMall';
export const REQUEST_TIMEOUT_MS = 60_000;
/** Spec §9: the client's cached user info is re-fetched 60 s after it was stored. */
export const USER_INFO_TTL_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOADING_DELAY_MS = 200;
export const LOADING_ERROR_AFTER_MS = 60_000;
/** The websocket path for live chat (spec §7, client configuration). */
export const CHAT_SOCKET_PATH = '/v1/ws';
/** Local storage keys (spec §3). */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
  searchCache: 'searchCache',
  cartIds: 'cartIds',
  hideBalance: 'hideBalance',
  /** The drama player unlocks a locked next episode without asking (off by default; not a spec key). */
  autoUnlock: 'autoUnlock',
} as const;
/**
 * A random id the client keeps for good and sends as `X-Device-Id`: a sign-in from a device the
 * account has not used before is mailed to its owner (decision 0019). Not one of the spec's keys.
 */
export const DEVICE_ID_KEY = 'deviceId';
/** Marketplace portals by region (auth screens). */
export const PORTAL_REGIONS = ['global', 'southeastAsia', 'europe', 'northAmerica'] as const;
export type PortalRegion = (typeof PORTAL_REGIONS)[number];

/** Cart and order limits (used by the client's local cart too, so kept free of schemas). */
export const CART_MAX_LINES = 100;
export const ORDER_QUANTITY_MAX = 999;

/** How long after load the web client takes the API answers the server put into the page's HTML. */
export const DATA_FIRST_VIEW_MS = 10_000;

/**
 * The key of one call's answer embedded in an entry page's HTML (decision 58): the same text on
 * the server that writes it and the client that takes it: the path and the body with keys sorted.
 */
export function callKey(path: string, body: unknown): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return `${path} ${JSON.stringify(sorted(body ?? {}))}`;
}

/** One language's words for the web client: namespace → key → text (`dist/words/<lng>.json`). */
export type WebWords = Record<string, Record<string, string>>;

/**
 * What the server asks of the web client's server build (`apps/web/src/entry-server.tsx`, decision
 * 60) for one entry page, and what it answers: one shape for both sides.
 */
export interface RenderRequest {
  url: string;
  entry: 'mall' | 'tv';
  lng: Locale;
  words: WebWords;
  /** The first calls' answers by `callKey`, as `<script id="app-data">` carries them. */
  answers: Record<string, unknown>;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The filled queries, for `<script id="app-queries">` (TanStack Query's dehydrated state). */
  queries: unknown;
}
