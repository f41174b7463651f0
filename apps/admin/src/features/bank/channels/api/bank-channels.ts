import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@app/contract';
import { request } from '#admin/lib/request';

export type BankChannelRow = ApiData<'admin/getBankChannelConfigList'>['list'][number];
export type SaveBankChannelBody = ApiBody<'admin/saveBankChannel'>;

export const bankChannelKeys = {
  all: ['config', 'bank-channels'] as const,
};

export function useBankChannelList() {
  return useQuery({
    queryKey: bankChannelKeys.all,
    queryFn: ({ signal }) => request('admin/getBankChannelConfigList', {}, { signal }),
  });
}

export function useSaveBankChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBankChannelBody) => request('admin/saveBankChannel', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankChannelKeys.all }),
  });
}
