import { useMatches } from 'react-router';
import type { RouteFlags } from './guard';
import type { RouteLayout } from './routes';

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
