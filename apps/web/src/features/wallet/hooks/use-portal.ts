import { useCallback, useSyncExternalStore } from 'react';
import { PORTAL_REGIONS, showsSecondCurrency, type PortalInfo, type PortalRegion } from '@app/contract';
import { usePortals } from '#web/features/wallet/api/portals';

// Not one of the spec's storage keys: the portal is a marketplace-only preference.
const PORTAL_KEY = 'portal';
const listeners = new Set<() => void>();

function readPortal(): PortalRegion | null {
  const value = localStorage.getItem(PORTAL_KEY);
  return (PORTAL_REGIONS as readonly string[]).includes(value ?? '') ? (value as PortalRegion) : null;
}

const noPortal = () => null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The chosen regional portal, remembered across visits and shared by every screen at once. */
export function usePortal(): [PortalRegion | null, (region: PortalRegion) => void] {
  // None on the server and while hydrating: the choice lives in this browser (decision 0060).
  const portal = useSyncExternalStore(subscribe, readPortal, noPortal);
  const choose = useCallback((region: PortalRegion) => {
    localStorage.setItem(PORTAL_KEY, region);
    listeners.forEach((listener) => listener());
  }, []);
  return [portal, choose];
}

/**
 * The chosen portal when it shows prices in a currency other than the wallet's (decision 0028);
 * null for no choice, a US dollar portal, or while the rates load: then only wallet amounts show.
 */
export function useDisplayPortal(): PortalInfo | null {
  const [region] = usePortal();
  const { data } = usePortals();
  const portal = region ? data?.find((p) => p.region === region) : undefined;
  return portal && showsSecondCurrency(portal.currency) ? portal : null;
}
