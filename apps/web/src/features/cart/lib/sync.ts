import { call, ApiError } from '#web/lib/request';
import { localStore } from '#web/lib/storage';
import { queryClient } from '#web/lib/query-client';
import { cartKeys, serverCartQuery } from '#web/features/cart/api/cart';
import { setServerCartCount } from './badge';

let merging: Promise<void> | null = null;

/**
 * After sign-in, a visitor's local lines join the account's cart once (`cart/merge`), then leave
 * local storage. Single-flight: the sign-in watch and a checkout that needs the cart share it.
 */
export function ensureCartMerged(): Promise<void> {
  if (merging) return merging;
  const { token, cartIds } = localStore.getState();
  if (!token || cartIds.length === 0) return Promise.resolve();
  merging = (async () => {
    try {
      const data = await call('cart/merge', { items: cartIds }, { silent: true });
      localStore.setState({ cartIds: [] });
      queryClient.setQueryData(cartKeys.server(token), data);
      setServerCartCount(data.count);
    } catch (error) {
      // A refusal would repeat on every visit: drop the lines. Offline or a lost session: keep them.
      const refused =
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![401, 408, 429].includes(error.status);
      if (refused) localStore.setState({ cartIds: [] });
    } finally {
      merging = null;
    }
  })();
  return merging;
}

/** On sign-in: merge the visitor's lines, or at least learn the cart's count for the badge. */
export async function syncCart(): Promise<void> {
  await ensureCartMerged();
  const token = localStore.getState().token;
  if (!token) return;
  try {
    await queryClient.prefetchQuery(serverCartQuery(token));
  } catch {
    // The badge just stays unknown; the cart page asks again.
  }
}
