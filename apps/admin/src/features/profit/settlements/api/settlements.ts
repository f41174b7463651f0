import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SettlementQuery = ApiBody<'admin/getSettlementList'>;

export const settlementKeys = {
  all: ['profit', 'settlements'] as const,
  list: (query: SettlementQuery) => ['profit', 'settlements', 'list', query] as const,
  info: (id: number) => ['profit', 'settlements', 'info', id] as const,
};

export function useSettlements(query: SettlementQuery) {
  return useQuery({
    queryKey: settlementKeys.list(query),
    queryFn: ({ signal }) => request('admin/getSettlementList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementInfo(id: number | null) {
  return useQuery({
    queryKey: settlementKeys.info(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => request('admin/getSettlementInfo', { id: id! }, { signal }),
  });
}

/** Settles a finished day now (a rerun answers what was settled and pays nothing). */
export function useRunSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/runSettlement'>) => request('admin/runSettlement', body),
    onSettled: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
