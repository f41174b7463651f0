import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { localStore } from '#web/lib/storage';
import type { AppEntry } from './entry';
import { guardRedirect } from './guard';
import { loadChunk } from './lazy';
import { appRoutes, MallLayout, TvLayout, type AppRoute, type RouteLayout } from './routes';
import type { RouteHandle } from './route-handle';
import { RootLayout, StackLayout } from './layouts';
import { NotFound, PageLoading, RouteError } from './route-status';

function toRouteObject(route: AppRoute, id: string): RouteObject {
  const handle: RouteHandle = {
    title: route.title,
    titleWithout: route.titleWithout,
    layout: route.layout,
    customHeader: route.customHeader,
    loginRequired: route.loginRequired,
    loginNotAllowed: route.loginNotAllowed,
  };
  return {
    id,
    path: route.path,
    handle,
    // Every navigation (links, tab switches, typed URLs) passes the spec §2 guard here.
    loader: ({ request }) => {
      const url = new URL(request.url);
      const target = guardRedirect(route, localStore.getState().token !== null, url);
      if (target) throw redirect(target);
      return null;
    },
    lazy: async () => {
      const [page, providers] = await Promise.all([
        loadChunk(route.page),
        loadChunk(() => import('./page-providers')),
      ]);
      return { Component: providers.withPageProviders(page.default) };
    },
    hydrateFallbackElement: <PageLoading />,
  };
}

/**
 * The route table, the same on the server (entry-server.tsx) and in the browser. Route ids are
 * given, not generated, so the browser can name the routes the server rendered (decision 0060).
 */
export function appRouteObjects(entry: AppEntry): RouteObject[] {
  const routes = appRoutes(entry);
  const byLayout = (layout: RouteLayout) =>
    routes.filter((r) => r.layout === layout).map((r, i) => toRouteObject(r, `${layout}-${i}`));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { id: 'mall', element: <MallLayout />, errorElement: <RouteError />, children: byLayout('mall') },
        { id: 'tv', element: <TvLayout />, errorElement: <RouteError />, children: byLayout('tv') },
        {
          id: 'stack',
          element: <StackLayout />,
          errorElement: <RouteError />,
          children: [
            ...byLayout('stack'),
            {
              id: 'not-found',
              path: '*',
              element: <NotFound />,
              handle: { title: 'common:route.notFound', layout: 'stack' },
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Before hydrating server markup: the matched routes' lazy modules are loaded (as React Router
 * documents for lazy routes with server rendering), so the first render is the page the server
 * rendered and not its loading fallback; their loaders' answers (the guard's null) are given so
 * they do not run again.
 */
export async function prepareHydration(routes: RouteObject[], location: Location): Promise<HydrationState> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) if (route.loader && route.id) loaderData[route.id] = null;
  return { loaderData };
}
