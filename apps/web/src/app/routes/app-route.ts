import type { ComponentType } from 'react';
import type { RouteFlags } from '#web/app/guard';
import type { RouteLayout } from '#web/app/route-handle';

export type { RouteLayout };

export type PageModule = { default: ComponentType };

export interface AppRoute extends RouteFlags {
  path: string;
  /** i18n key of the page's title, with its namespace: the domain of the page (`order:route.mall.orders`). */
  title: string;
  /** The title when the URL lacks a query parameter (`{ param: 'id', title: 'address:route.mall.addressNew' }`). */
  titleWithout?: { param: string; title: string };
  layout: RouteLayout;
  page: () => Promise<PageModule>;
  /** The page draws its own header instead of the layout's bar. */
  customHeader?: boolean;
}

export const member = { loginRequired: true } as const;
export const guestOnly = { loginNotAllowed: true } as const;

// Each page is its own chunk; the entry only carries the router, layouts and i18n.
const comingSoon = () => import('#web/app/pages/coming-soon');

/** A page of a later issue: the one finished "coming soon" page, titled by the route. */
export function soon(
  path: string,
  title: string,
  layout: RouteLayout = 'stack',
  flags: RouteFlags = {},
  page: () => Promise<PageModule> = comingSoon,
): AppRoute {
  return { path, title, layout, page, ...flags };
}
