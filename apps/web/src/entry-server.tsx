import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { RenderRequest, RenderedPage } from '@app/contract';
import { AppFrame } from './app/app';
import type { AppEntry } from './app/entry';
import { appRouteObjects } from './app/router';
import { serveFirstAnswers } from './lib/first-data';
import { setServerLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';

/**
 * Server rendering of an entry page's markup (decision 0060), built by `vite build --ssr` and
 * imported once by the server (apps/server/src/plugins/first-view.ts). It renders the tree the
 * browser renders for the URL, for a visitor not signed in: the same routes, the same words, and
 * the queries answered from the first calls' answers the HTML carries; nothing is asked over the
 * network, so a query without an answer renders as it does while loading. Its request and answer
 * are the contract's `RenderRequest` and `RenderedPage`, the shape the server calls it with.
 */

/** Renders that fill queries found by the previous one (a banner shown once the home answered…). */
const MAX_PASSES = 4;

const handlers = new Map<AppEntry, ReturnType<typeof createStaticHandler>>();
const handlerOf = (entry: AppEntry) => {
  let handler = handlers.get(entry);
  if (!handler) {
    handler = createStaticHandler(appRouteObjects(entry));
    handlers.set(entry, handler);
  }
  return handler;
};

/** A query a render asked for that is still waiting, and could be answered. */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/** Runs the query's own function (its `call()` takes the carried answer); a failure leaves it pending. */
async function fill(query: Query): Promise<boolean> {
  const { queryFn, initialPageParam } = query.options as typeof query.options & {
    initialPageParam?: unknown;
  };
  if (typeof queryFn !== 'function') return false;
  const infinite = initialPageParam !== undefined;
  const context = {
    client: queryClient,
    queryKey: query.queryKey,
    signal: new AbortController().signal,
    meta: query.meta,
    ...(infinite ? { pageParam: initialPageParam, direction: 'forward' as const } : {}),
  };
  try {
    const data: unknown = await (queryFn as (c: typeof context) => unknown)(context);
    queryClient.setQueryData(
      query.queryKey,
      infinite ? { pages: [data], pageParams: [initialPageParam] } : data,
    );
    return true;
  } catch {
    return false;
  }
}

async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const handler = handlerOf(request.entry);
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  // A redirect (the route guard) or a failed loader: the browser handles it as today.
  if (context instanceof Response || context.errors) return undefined;
  await setServerLanguage(request.lng, request.words);
  queryClient.clear();
  serveFirstAnswers({ lng: request.lng, at: Date.now(), answers: request.answers });
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    const tree = () => (
      <AppFrame>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    );
    let html = renderToString(tree());
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const open = queryClient.getQueryCache().getAll().filter(waiting);
      const filled = await Promise.all(open.map(fill));
      if (!filled.some(Boolean)) break;
      html = renderToString(tree());
    }
    return { html, queries: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
    serveFirstAnswers(undefined);
  }
}

// The app's singletons (words, query cache, first answers) serve one render at a time; a render is
// CPU work on the server's one thread, so queueing them costs nothing.
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderedPage | undefined> {
  const next = queue.then(() => renderPage(request));
  queue = next.catch(() => undefined);
  return next;
}
