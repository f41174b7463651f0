import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { localStore } from '#web/lib/storage';
import { readAppEntry } from './entry';
import { guardRedirect } from './guard';
import { loadChunk } from './lazy';
import { appRoutes, MallLayout, TvLayout, type AppRoute, type RouteLayout } from './routes';
import type { RouteHandle } from './route-handle';
import { RootLayout, StackLayout } from './layouts';
import { NotFound, PageLoading, RouteError } from './route-status';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = {
    title: route.title,
    titleWithout: route.titleWithout,
    layout: route.layout,
    customHeader: route.customHeader,
    loginRequired: route.loginRequired,
    loginNotAllowed: route.loginNotAllowed,
  };
  return {
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

export function createAppRouter() {
  const routes = appRoutes(readAppEntry());
  const byLayout = (layout: RouteLayout) => routes.filter((r) => r.layout === layout).map(toRouteObject);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { element: <MallLayout />, errorElement: <RouteError />, children: byLayout('mall') },
        { element: <TvLayout />, errorElement: <RouteError />, children: byLayout('tv') },
        {
          element: <StackLayout />,
          errorElement: <RouteError />,
          children: [
            ...byLayout('stack'),
            { path: '*', element: <NotFound />, handle: { title: 'common:route.notFound', layout: 'stack' } },
          ],
        },
      ],
    },
  ]);
}
