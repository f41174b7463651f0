import { QueryClient, onlineManager } from '@tanstack/react-query';

// TanStack Query learns of the connection from online/offline events only; a page opened offline
// (the service worker's shell, decision 0061) has had none: its queries wait instead of failing,
// and go out by themselves when the connection returns.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  defaultOptions: {
    // Every failure already toasts (spec §8); silent retries would repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
