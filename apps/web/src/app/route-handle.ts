import { useLocation, useMatches } from 'react-router';
import type { RouteFlags } from './guard';

/** Where a page sits: under the marketplace tab bar, the drama tab bar, or a stack page with a back bar. */
export type RouteLayout = 'mall' | 'tv' | 'stack';

export interface RouteHandle extends RouteFlags {
  title: string;
  /** The title when the URL lacks a query parameter: a form without `?id=` makes something new. */
  titleWithout?: { param: string; title: string };
  layout: RouteLayout;
  customHeader?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'layout' in value;
}

/** The handle of the deepest matched page route, if any. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The i18n key of the current page's title ("New address" at /mall/addresses/edit, "Edit address" with ?id=). */
export function useRouteTitle(handle: RouteHandle | undefined): string | undefined {
  const { search } = useLocation();
  if (!handle) return undefined;
  const alt = handle.titleWithout;
  return alt && !new URLSearchParams(search).has(alt.param) ? alt.title : handle.title;
}
