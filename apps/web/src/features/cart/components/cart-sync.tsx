import { useEffect } from 'react';
import { useLocal } from '#web/lib/storage';
import { setServerCartCount } from '#web/features/cart/lib/badge';

/**
 * Mounted once for the whole app. When a user signs in with lines in the visitor cart, they are
 * merged into the account's cart once. The work is loaded on demand so the entry stays small.
 */
export function CartSync() {
  const token = useLocal((s) => s.token);
  const waiting = useLocal((s) => s.token !== null && s.cartIds.length > 0);
  useEffect(() => {
    if (!token) {
      setServerCartCount(null);
      return;
    }
    void import('#web/features/cart/lib/sync').then((m) => m.syncCart());
  }, [token, waiting]);
  return null;
}
