import type { ComponentType } from 'react';
import { QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '#web/lib/query-client';

/**
 * Data providers come with the first page instead of the entry chunk (DESIGN §8 budget);
 * every page shares the one QueryClient, so its cache survives navigation.
 */
export function withPageProviders(Page: ComponentType): ComponentType {
  function ProvidedPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  ProvidedPage.displayName = `Provided(${Page.displayName ?? Page.name})`;
  return ProvidedPage;
}

/**
 * The queries the server filled for its markup (`<script id="app-queries">`, decision 0060), put
 * into the client's cache before hydrating so the first render shows the same data.
 */
export function restoreFirstQueries(doc: Document = document): void {
  const script = doc.getElementById('app-queries');
  if (!script?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
  } catch {
    // Unreadable: the page's queries ask the server as they would without it.
  }
}
