import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Every failure already toasts (spec §8); silent retries would repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
