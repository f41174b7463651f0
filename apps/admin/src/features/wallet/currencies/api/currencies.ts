import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@app/contract';
import { request } from '#admin/lib/request';

export type CurrencyRow = ApiData<'chain/getCurrencyList'>['list'][number];
export type SaveCurrencyBody = ApiBody<'admin/saveCurrency'>;

export const currencyKeys = {
  all: ['config', 'currencies'] as const,
};

/** Every currency with its settings, enabled or not. */
export function useCurrencyList() {
  return useQuery({
    queryKey: currencyKeys.all,
    queryFn: ({ signal }) => request('chain/getCurrencyList', {}, { signal }),
  });
}

/** Create or change a currency; the list is read again whatever the answer. */
export function useSaveCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCurrencyBody) => request('admin/saveCurrency', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  });
}
