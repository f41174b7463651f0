import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const lotteryKeys = {
  all: ['lottery'] as const,
  draws: (page: number) => ['lottery', 'draws', page] as const,
};

/** The rules, the prize table with wins and stock, the milestones and the totals. */
export function useLotteryAdmin() {
  return useQuery({
    queryKey: lotteryKeys.all,
    queryFn: ({ signal }) => request('admin/getLottery', {}, { signal }),
  });
}

/** Replaces the prize table and milestones with the reason (audited; shown as changed once running). */
export function useSaveLotteryPrizes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/saveLotteryPrizes'>) => request('admin/saveLotteryPrizes', body),
    onSuccess: (data) => queryClient.setQueryData(lotteryKeys.all, data),
  });
}

export function useSaveLotteryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/saveLotteryRules'>) => request('admin/saveLotteryRules', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}

/** Every draw, newest first. */
export function useLotteryDraws(page: number, enabled: boolean) {
  return useQuery({
    queryKey: lotteryKeys.draws(page),
    queryFn: ({ signal }) => request('admin/getLotteryDrawList', { page, pageSize: 10 }, { signal }),
    enabled,
  });
}

/** Products on sale to pick a goods prize's specification from, by name (the first 30). */
export function useGoodsChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lottery', 'goods', keyword] as const,
    enabled,
    queryFn: ({ signal }) =>
      request('admin/getGoodsList', { pageSize: 30, ...(keyword ? { keyword } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
