import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CART_MAX_LINES, ORDER_QUANTITY_MAX, type ApiBody, type CartData } from '@app/contract';
import { useHydrated } from '#web/lib/hydrated';
import { ApiError, call } from '#web/lib/request';
import { localStore, useLocal, type CartLineLocal } from '#web/lib/storage';
import { setServerCartCount } from '#web/features/cart/lib/badge';
import {
  addVisitorLine,
  removeVisitorLines,
  setVisitorQuantity,
  visitorUnits,
} from '#web/features/cart/lib/visitor-cart';

export const cartKeys = {
  all: ['cart'] as const,
  server: (token: string) => ['cart', 'server', token] as const,
  visitor: (lines: readonly CartLineLocal[]) => ['cart', 'visitor', lines] as const,
};

export const EMPTY_CART: CartData = { groups: [], count: 0, selectedCount: 0, selectedTotal: 0 };

/** The signed-in buyer's cart; every answer also refreshes the tab badge. */
export function serverCartQuery(token: string) {
  return queryOptions({
    queryKey: cartKeys.server(token),
    queryFn: async ({ signal }) => {
      const data = await call('cart/getCartList', {}, { signal });
      setServerCartCount(data.count);
      return data;
    },
  });
}

/** A visitor's lines priced by the server (no account needed). */
function visitorCartQuery(lines: readonly CartLineLocal[]) {
  return queryOptions({
    queryKey: cartKeys.visitor(lines),
    queryFn: ({ signal }) =>
      lines.length
        ? call('cart/getCartList', { items: [...lines] }, { signal })
        : Promise.resolve(EMPTY_CART),
    placeholderData: keepPreviousData,
  });
}

/** The cart on screen: the account's when signed in, else the local lines priced by the server. */
export function useCart() {
  const token = useLocal((s) => s.token);
  const lines = useLocal((s) => s.cartIds);
  const server = useQuery({ ...serverCartQuery(token ?? ''), enabled: token !== null });
  const visitor = useQuery({ ...visitorCartQuery(lines), enabled: token === null });
  return { signedIn: token !== null, query: token !== null ? server : visitor };
}

/** Puts a cart answer of a change on screen without asking again. */
function useApplyCart() {
  const client = useQueryClient();
  return useCallback(
    (data: CartData) => {
      const token = localStore.getState().token;
      if (token) client.setQueryData(cartKeys.server(token), data);
      setServerCartCount(data.count);
    },
    [client],
  );
}

export function useUpdateLine() {
  const apply = useApplyCart();
  return useMutation({
    mutationFn: (body: ApiBody<'cart/update'>) => call('cart/update', body),
    onSuccess: apply,
  });
}

export function useSelectLines() {
  const apply = useApplyCart();
  return useMutation({
    mutationFn: (body: ApiBody<'cart/select'>) => call('cart/select', body),
    onSuccess: apply,
  });
}

export function useRemoveLines() {
  const apply = useApplyCart();
  return useMutation({
    mutationFn: (ids: number[]) => call('cart/remove', { ids }),
    onSuccess: apply,
  });
}

/** A visitor's quantity change or removal: local storage only (the priced view follows). */
export const visitorCart = {
  setQuantity(skuId: number, quantity: number) {
    localStore.setState((s) => ({ cartIds: setVisitorQuantity(s.cartIds, skuId, quantity) }));
  },
  remove(skuIds: number[]) {
    localStore.setState((s) => ({ cartIds: removeVisitorLines(s.cartIds, skuIds) }));
  },
};

/**
 * Adds units of a specification: `cart/add` when signed in (the request helper toasts the
 * server's refusal, e.g. the per-buyer limit), else the visitor's local lines. Rejects when
 * nothing was added, after telling the user why; the caller shows its own success feedback.
 */
export function useAddToCart(): (skuId: number, quantity: number) => Promise<void> {
  const client = useQueryClient();
  const apply = useApplyCart();
  const { t } = useTranslation('cart');
  return useCallback(
    async (skuId: number, quantity: number) => {
      if (localStore.getState().token) {
        apply(await call('cart/add', { skuId, quantity }));
        return;
      }
      const result = addVisitorLine(localStore.getState().cartIds, skuId, quantity);
      if (result.error) {
        const message = t(`cart.error.${result.error}`, { max: ORDER_QUANTITY_MAX, lines: CART_MAX_LINES });
        Toast.show({ icon: 'fail', content: message, position: 'center' });
        // The same kind of refusal the server gives a member, already shown as the server's are.
        throw new ApiError({
          status: 400,
          error: result.error === 'cartFull' ? 'VALIDATION_FAILED' : 'QUANTITY_LIMIT',
          message,
        });
      }
      localStore.setState({ cartIds: result.lines });
      void client.invalidateQueries({ queryKey: cartKeys.all });
    },
    [apply, client, t],
  );
}

/** Units in the cart: the server's count when signed in, the local lines' for a visitor. */
export function useCartCount(): number {
  // The server's markup knows no visitor's cart: none until hydrated (decision 0060).
  const hydrated = useHydrated();
  const token = useLocal((s) => s.token);
  const local = useLocal((s) => visitorUnits(s.cartIds));
  const server = useQuery({
    ...serverCartQuery(token ?? ''),
    enabled: token !== null,
    select: (data) => data.count,
  });
  if (!hydrated) return 0;
  return token !== null ? (server.data ?? 0) : local;
}
