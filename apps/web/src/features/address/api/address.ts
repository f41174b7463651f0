import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { call } from '#web/lib/request';

export const addressKeys = {
  all: ['address'] as const,
  list: ['address', 'list'] as const,
  one: (id: number) => ['address', 'one', id] as const,
};

/** Shipping addresses, the default first. */
export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: addressKeys.list,
    queryFn: async ({ signal }) => (await call('address/getAddressList', {}, { signal })).list,
    enabled,
  });
}

export function useAddress(id: number | null) {
  return useQuery({
    queryKey: addressKeys.one(id ?? 0),
    queryFn: ({ signal }) => call('address/getAddressInfo', { id: id! }, { signal }),
    enabled: id !== null,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: addressKeys.all });
}

export function useSaveAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ApiBody<'address/saveAddress'>) => call('address/saveAddress', body),
    onSuccess: refresh,
  });
}

export function useSetDefaultAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call('address/setDefault', { id }),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call('address/delAddress', { id }),
    onSuccess: refresh,
  });
}
