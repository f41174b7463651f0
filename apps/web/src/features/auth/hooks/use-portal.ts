import { useCallback, useState } from 'react';
import { PORTAL_REGIONS, type PortalRegion } from '@app/contract';

// Not one of the spec's storage keys: the portal is a marketplace-only preference.
const PORTAL_KEY = 'portal';

function readPortal(): PortalRegion | null {
  const value = localStorage.getItem(PORTAL_KEY);
  return (PORTAL_REGIONS as readonly string[]).includes(value ?? '') ? (value as PortalRegion) : null;
}

/** The chosen regional portal, remembered across visits. */
export function usePortal(): [PortalRegion | null, (region: PortalRegion) => void] {
  const [portal, setPortal] = useState(readPortal);
  const choose = useCallback((region: PortalRegion) => {
    localStorage.setItem(PORTAL_KEY, region);
    setPortal(region);
  }, []);
  return [portal, choose];
}
