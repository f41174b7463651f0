import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useHydrated } from '#web/lib/hydrated';
import { useLocal } from '#web/lib/storage';

// Light on purpose (no query client, no request helper): the tab bar in the entry chunk can read it.
const serverCount = createStore<{ count: number | null }>(() => ({ count: null }));

/** The signed-in cart's unit count as last answered by the server; null when not known. */
export function setServerCartCount(count: number | null): void {
  if (serverCount.getState().count !== count) serverCount.setState({ count });
}

/**
 * Units in the cart for a badge: the server's count when signed in, the local lines' for a visitor.
 * None while server markup is hydrated: the server cannot see this browser's cart (decision 0060).
 */
export function useCartBadge(): number {
  const hydrated = useHydrated();
  const signedIn = useLocal((s) => s.token !== null);
  const local = useLocal((s) => s.cartIds.reduce((n, l) => n + l.quantity, 0));
  const server = useStore(serverCount, (s) => s.count);
  if (!hydrated) return 0;
  return signedIn ? (server ?? 0) : local;
}
