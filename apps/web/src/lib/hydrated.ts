import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates server markup, true afterwards (and at once
 * when nothing was server-rendered). What depends on the browser (local storage, the window)
 * waits for it, so the first client render matches the server's (decision 0060).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
