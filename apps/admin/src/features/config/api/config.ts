import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@app/contract';
import { request } from '../../../lib/request';

export type CurrencyRow = ApiData<'chain/getCurrencyList'>['list'][number];
export type SaveCurrencyBody = ApiBody<'admin/saveCurrency'>;
export type BankChannelRow = ApiData<'admin/getBankChannelConfigList'>['list'][number];
export type SaveBankChannelBody = ApiBody<'admin/saveBankChannel'>;

export const configKeys = {
  currencies: ['config', 'currencies'] as const,
  bankChannels: ['config', 'bank-channels'] as const,
};

/** Every currency with its settings, enabled or not. */
export function useCurrencyList() {
  return useQuery({
    queryKey: configKeys.currencies,
    queryFn: ({ signal }) => request('chain/getCurrencyList', {}, { signal }),
  });
}

/** Create or change a currency; the list is read again whatever the answer. */
export function useSaveCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCurrencyBody) => request('admin/saveCurrency', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.currencies }),
  });
}

export function useBankChannelList() {
  return useQuery({
    queryKey: configKeys.bankChannels,
    queryFn: ({ signal }) => request('admin/getBankChannelConfigList', {}, { signal }),
  });
}

export function useSaveBankChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBankChannelBody) => request('admin/saveBankChannel', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.bankChannels }),
  });
}
