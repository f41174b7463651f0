import { useMatches } from 'react-router';
import type { RouteFlags } from './guard';

/** Where a page sits: under the marketplace tab bar, the drama tab bar, or a stack page with a back bar. */
export type RouteLayout = 'mall' | 'tv' | 'stack';

export interface RouteHandle extends RouteFlags {
  title: string;
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
