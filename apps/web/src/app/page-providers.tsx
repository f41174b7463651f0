import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
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
