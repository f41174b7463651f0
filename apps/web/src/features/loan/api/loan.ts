import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, LoanState } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import { useIsSignedIn } from '#web/lib/session';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const loanKeys = {
  all: ['loan'] as const,
  terms: (signedIn: boolean) => ['loan', 'terms', signedIn] as const,
  list: (status: LoanState | 'all') => ['loan', 'list', status] as const,
  info: (id: number) => ['loan', 'info', id] as const,
};

const PAGE_SIZE = 10;

/** Whether loans are offered, the products with their terms, and the caller's standing. */
export function useLoanTermsQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: loanKeys.terms(signedIn),
    enabled: signedIn,
    queryFn: ({ signal }) => call('loan/getLoanTerms', {}, { signal, silent: true }),
    staleTime: 30_000,
  });
}

export function useLoanList(status: LoanState | 'all', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: loanKeys.list(status),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      call(
        'loan/getLoanList',
        { page: pageParam, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
        { signal, silent: true },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}

export function useLoanInfo(id: number) {
  return useQuery({
    queryKey: loanKeys.info(id),
    enabled: id > 0,
    queryFn: ({ signal }) => call('loan/getLoanInfo', { id }, { signal, silent: true }),
  });
}

/** One application per filled form: the attempt's Idempotency-Key makes a double tap one call. */
export function applyForLoan(body: ApiBody<'loan/apply'>, attempt: SubmitAttempt) {
  return callOnce('loan/apply', body, attempt, { silent: true });
}

export function repayLoan(body: ApiBody<'loan/repay'>, attempt: SubmitAttempt) {
  return callOnce('loan/repay', body, attempt, { silent: true });
}

export function requestEarlyRepayment(body: ApiBody<'loan/requestEarlyRepayment'>, attempt: SubmitAttempt) {
  return callOnce('loan/requestEarlyRepayment', body, attempt, { silent: true });
}

export function cancelEarlyRepayment(body: ApiBody<'loan/cancelEarlyRepayment'>, attempt: SubmitAttempt) {
  return callOnce('loan/cancelEarlyRepayment', body, attempt, { silent: true });
}

/** After any loan call: the terms (open loan), lists, the loan and the wallet reload. */
export function useLoanChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: loanKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}
