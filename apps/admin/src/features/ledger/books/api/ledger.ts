import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type LedgerAccountQuery = ApiBody<'admin/getLedgerAccountList'>;
export type LedgerTransferQuery = ApiBody<'admin/getLedgerTransferList'>;

export const ledgerKeys = {
  all: ['ledger'] as const,
  accounts: (query: LedgerAccountQuery) => ['ledger', 'accounts', query] as const,
  transfers: (query: LedgerTransferQuery) => ['ledger', 'transfers', query] as const,
};

export function ledgerAccountListQuery(query: LedgerAccountQuery) {
  return queryOptions({
    queryKey: ledgerKeys.accounts(query),
    queryFn: ({ signal }) => request('admin/getLedgerAccountList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLedgerAccountList(query: LedgerAccountQuery) {
  return useQuery(ledgerAccountListQuery(query));
}

export function ledgerTransferListQuery(query: LedgerTransferQuery) {
  return queryOptions({
    queryKey: ledgerKeys.transfers(query),
    queryFn: ({ signal }) => request('admin/getLedgerTransferList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLedgerTransferList(query: LedgerTransferQuery) {
  return useQuery(ledgerTransferListQuery(query));
}

/** Recomputes every balance from the transfers on the server; nothing is cached. */
export function useVerifyLedger() {
  return useMutation({
    mutationKey: ['ledger', 'verify'],
    mutationFn: () => request('admin/verifyLedger', {}),
  });
}
