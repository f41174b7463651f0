import type { AppEntry } from '#web/app/entry';
import type { AppRoute } from './app-route';
import { accountRoutes } from './account';
import { mallHome, mallRoutes } from './mall';
import { marketingRoutes } from './marketing';
import { campaignRoutes } from './campaign';
import { sellerRoutes } from './seller';
import { tvHome, tvRoutes } from './tv';
import { walletRoutes } from './wallet';

export type { AppRoute, RouteLayout } from './app-route';
export { MallLayout } from './mall';
export { TvLayout } from './tv';

/** `/` is an alias of the deployment's entry page (DESIGN §1: ENTRY=mall|tv). */
function indexRoute(entry: AppEntry): AppRoute {
  return { ...(entry === 'tv' ? tvHome : mallHome), path: '/' };
}

/**
 * Every route of the client, one module per area: a route sits in the area its URL belongs to
 * (the seller's entry points in `seller`), its page in the area of what it shows.
 */
export function appRoutes(entry: AppEntry): AppRoute[] {
  return [
    indexRoute(entry),
    ...tvRoutes,
    ...mallRoutes,
    ...accountRoutes,
    ...walletRoutes,
    ...sellerRoutes,
    ...marketingRoutes,
    ...campaignRoutes,
  ];
}
