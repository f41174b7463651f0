import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LANGUAGE_COOKIE,
  RTL_LOCALES,
  SIGNED_IN_COOKIE,
  callKey,
  isLocale,
  pickLocale,
  type Locale,
  type RenderRequest,
  type RenderedPage,
  type WebWords as Words,
} from '@app/contract';

/**
 * The first view of the web client's entry pages (decision 0058): what the HTML carries so the
 * first render waits for nothing but the code it names.
 *
 * - the stylesheets the entry and the page need, inlined (no render-blocking requests);
 * - the page's own chunks as `modulepreload`, fetched with the entry instead of after it ran;
 * - the visitor's language's words (cookie `lng`, else Accept-Language), so no translations call;
 * - the answers of the page's first API calls for a visitor not signed in, which the client's
 *   `call()` takes instead of asking again;
 * - the page's markup, rendered by the web client's own server build (decision 0060).
 *
 * It reads what the build wrote: `dist/.vite/manifest.json` (chunks per source file) and
 * `dist/words/<lng>.json` (vite.config.ts).
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** One API call a page makes at start, answered into the HTML (see `call()` in the web client). */
export interface FirstCall {
  path: string;
  body: Record<string, unknown>;
}

export interface FirstViewPage {
  /** The page's module in the web sources, as the manifest names it. */
  page: string;
  calls: FirstCall[];
  /** The page's largest picture (its LCP element), read from the first calls' answers. */
  hero?: (answers: Record<string, unknown>) => unknown;
}

/** The four entry pages (issue 18): path → page module and the calls its first render makes. */
export function firstViewPage(
  urlPath: string,
  query: URLSearchParams,
  entry: string,
): FirstViewPage | undefined {
  const mallHome: FirstViewPage = {
    page: 'src/app/pages/mall/home.tsx',
    calls: [
      { path: 'mall/getHome', body: {} },
      { path: 'category/getCategoryList', body: {} },
      { path: 'campaign/getRunning', body: {} },
    ],
    // The running campaign's banner fills the first screen (none: the carousel's pictures).
    hero: (answers) =>
      (answers[callKey('campaign/getRunning', {})] as { banner?: { image?: unknown } } | undefined)?.banner
        ?.image,
  };
  const tvHome = {
    page: 'src/app/pages/tv/home.tsx',
    calls: [
      { path: 'home/getBanner', body: { place: 'tv' } },
      { path: 'campaign/getRunning', body: {} },
      { path: 'video_adv/getAds', body: { place: 'feed' } },
      ...['featured', 'rank', 'hot', 'latest'].map((sort) => ({
        path: 'video/getVideoList',
        body: { sort, page: 1, pageSize: 10 },
      })),
    ],
  };
  if (urlPath === '/mall' || (urlPath === '/' && entry !== 'tv')) return mallHome;
  if (urlPath === '/tv/index' || (urlPath === '/' && entry === 'tv')) return tvHome;
  const product = /^\/mall\/product\/(\d{1,9})$/.exec(urlPath);
  if (product) {
    const body = { id: Number(product[1]) };
    return {
      page: 'src/app/pages/mall/product.tsx',
      calls: [{ path: 'goods/getGoodsInfo', body }],
      hero: (answers) =>
        (answers[callKey('goods/getGoodsInfo', body)] as { images?: unknown[] } | undefined)?.images?.[0],
    };
  }
  if (urlPath === '/tv/video') {
    const id = Number(query.get('id'));
    if (!Number.isSafeInteger(id) || id <= 0) return { page: 'src/app/pages/tv/video.tsx', calls: [] };
    return {
      page: 'src/app/pages/tv/video.tsx',
      calls: [
        { path: 'video/getVideo', body: { id } },
        { path: 'video/getVideoItemList', body: { videoId: id } },
      ],
    };
  }
  return undefined;
}

/** JSON inside a `<script>`: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const cookieValue = (cookie: string | undefined, name: string): string | undefined =>
  cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The language for a request: the chosen one (cookie), else the browser's. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = cookieValue(cookie, LANGUAGE_COOKIE);
  const decoded = chosen ? decodeURIComponent(chosen) : undefined;
  return isLocale(decoded) ? decoded : pickLocale(acceptLanguage);
}

/** The web client says someone is signed in on this browser: no visitor's markup for them. */
export const signedInHint = (cookie: string | undefined): boolean =>
  cookieValue(cookie, SIGNED_IN_COOKIE) === '1';

export interface FirstView {
  /** The HTML with the entry's stylesheets inlined (the same for every page). */
  html: string;
  /** What goes into `<head>` for a page: its chunks' preloads and its own styles. */
  pageHead(page: string): string;
  words(lng: Locale): string | undefined;
  /** The same words as an object, for the server rendering. */
  wordsOf(lng: Locale): Words | undefined;
}

/** Reads the build once at start; undefined when the build has no manifest (an older build). */
export function loadFirstView(dir: string, html: string): FirstView | undefined {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const entryKeys = closure('index.html');
  const entryCss = new Set([...entryKeys].flatMap((k) => manifest[k]!.css ?? []));

  // A stylesheet inlined as <style>; the client marks it as loaded for Vite's chunk loader, so a
  // lazy page does not fetch it again (apps/web/src/lib/inlined-styles.ts).
  const inline = (file: string) =>
    `<style data-href="/${file}">${read(file).replaceAll('</style', '<\\/style')}</style>`;

  let page = html;
  for (const file of entryCss) {
    page = page.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${file}"[^>]*>`), () => inline(file));
  }

  const heads = new Map<string, string>();
  const pageHead = (key: string): string => {
    const known = heads.get(key);
    if (known !== undefined) return known;
    const keys = [...closure(key), ...closure('src/app/page-providers.tsx')].filter((k) => !entryKeys.has(k));
    const unique = [...new Set(keys)];
    const css = [...new Set(unique.flatMap((k) => manifest[k]!.css ?? []))].filter((f) => !entryCss.has(f));
    const head =
      unique.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}" />`).join('') +
      css.map(inline).join('');
    heads.set(key, head);
    return head;
  };

  const words = new Map<Locale, { json: string; parsed: Words }>();
  const wordsOf = (lng: Locale) => {
    if (!words.has(lng)) {
      const file = path.join(dir, 'words', `${lng}.json`);
      if (!fs.existsSync(file)) return undefined;
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Words;
      words.set(lng, { json: scriptJson({ lng, words: parsed }), parsed });
    }
    return words.get(lng);
  };
  return {
    html: page,
    pageHead,
    words: (lng) => wordsOf(lng)?.json,
    wordsOf: (lng) => wordsOf(lng)?.parsed,
  };
}

export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderedPage | undefined>;
}

/** Where the build's index.html lets the server put the page's markup (the launch screen today). */
const ROOT_SLOT = /<div id="root">\s*<!--app-root-->[\s\S]*?<!--\/app-root-->\s*<\/div>/;

/** The web client's server build, imported once at start; none for a build without it (or dev). */
export async function loadServerRenderer(file: string, html: string): Promise<ServerRenderer | undefined> {
  if (!ROOT_SLOT.test(html) || !fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<ServerRenderer>;
  return typeof module.render === 'function' ? (module as ServerRenderer) : undefined;
}

/** How long a page's render may take before the page goes out with an empty root. */
export const RENDER_BUDGET_MS = 1000;

/**
 * A render, bounded: one that throws, answers nothing or is late leaves the root as the build
 * wrote it (the client renders it as before), never fails the page.
 */
export async function renderBounded(
  renderer: ServerRenderer,
  request: RenderRequest,
  onFailure: (reason: string, error?: unknown) => void,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderedPage | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    const result = await Promise.race([renderer.render(request), late]);
    if (result === 'late') {
      onFailure(`server rendering of ${request.url} took over ${budgetMs} ms`);
      return undefined;
    }
    return result && typeof result.html === 'string' ? result : undefined;
  } catch (error) {
    onFailure(`server rendering of ${request.url} failed`, error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The page's markup in the root, marked so the client hydrates it instead of rendering anew. */
export function withRootMarkup(html: string, markup: string): string {
  return html.replace(ROOT_SLOT, () => `<div id="root" data-server-rendered>${markup}</div>`);
}

/** `<html lang dir>` for the language the page is written in. */
export function withDocumentLanguage(html: string, lng: Locale): string {
  const dir = RTL_LOCALES.has(lng) ? 'rtl' : 'ltr';
  return html.replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lng}" dir="${dir}">`);
}

/**
 * The page's largest picture, named first in `<head>` (after the charset): requested before the
 * dozens of script preloads, which on HTTP/1.1's six connections per host would otherwise go first.
 */
export function withImagePreload(html: string, href: string): string {
  const link = `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
  const charset = /<meta charset="[^"]*" \/>/.exec(html);
  if (!charset) return html.replace('</head>', () => `${link}</head>`);
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + link + html.slice(at);
}
