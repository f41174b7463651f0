import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const loanKeys = {
  all: ['loan', 'loans'] as const,
  list: (query: ApiBody<'admin/getLoanList'>) => ['loan', 'loans', 'list', query] as const,
  info: (id: number) => ['loan', 'loans', 'info', id] as const,
};

export function useLoans(query: ApiBody<'admin/getLoanList'>) {
  return useQuery({
    queryKey: loanKeys.list(query),
    queryFn: ({ signal }) => request('admin/getLoanList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLoanInfo(id: number | null) {
  return useQuery({
    queryKey: loanKeys.info(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => request('admin/getLoanInfo', { id: id! }, { signal }),
  });
}

/** Whatever the answer (done, or decided by someone else meanwhile), the loans are read again. */
function useLoanMutation<P extends 'admin/reviewLoan' | 'admin/reviewEarlyRepayment' | 'admin/runLoanJob'>(
  path: P,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<P>) => request(path, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loanKeys.all }),
        client.invalidateQueries({ queryKey: ['loan', 'products'] }),
        client.invalidateQueries({ queryKey: ['ledger'] }),
      ]),
  });
}

export const useReviewLoan = () => useLoanMutation('admin/reviewLoan');
export const useReviewEarlyRepayment = () => useLoanMutation('admin/reviewEarlyRepayment');
export const useRunLoanJob = () => useLoanMutation('admin/runLoanJob');
