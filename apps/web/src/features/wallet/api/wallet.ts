import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, DepositBody, RechargeBody, TransferBody, WithdrawBody } from '@app/contract';
import { ApiError, call, upload } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const walletKeys = {
  all: ['wallet'] as const,
  wallet: ['wallet', 'getWallet'] as const,
  currencies: ['wallet', 'currencies'] as const,
  addresses: ['wallet', 'addresses'] as const,
  bankChannels: ['wallet', 'bankChannels'] as const,
  address: (id: number) => ['wallet', 'address', id] as const,
  list: (path: string, filter: unknown) => ['wallet', 'list', path, filter] as const,
};

export function useWallet() {
  return useQuery({ queryKey: walletKeys.wallet, queryFn: () => call('user_wallet/getWallet', {}) });
}

export function useCurrencies() {
  return useQuery({
    queryKey: walletKeys.currencies,
    queryFn: async () => (await call('chain/getCurrencyList', {})).list,
    staleTime: 60_000,
  });
}

export function useAddresses() {
  return useQuery({
    queryKey: walletKeys.addresses,
    queryFn: async () => (await call('user_wallet/getWalletAddressList', {})).list,
  });
}

export function useAddressInfo(id: number | null) {
  return useQuery({
    queryKey: walletKeys.address(id ?? 0),
    queryFn: () => call('user_wallet/getWalletAddressInfo', { id: id! }),
    enabled: id !== null,
  });
}

/** Everything that shows money changes after a money call. */
function useRefreshWallet() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletKeys.all });
}

export function useSubmitDeposit(attempt: SubmitAttempt) {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (body: DepositBody) => callOnce('user_wallet/submitDeposit', body, attempt),
    onSuccess: refresh,
  });
}

export function useWithdraw(attempt: SubmitAttempt) {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (body: WithdrawBody) => callOnce('user_wallet/withdraw', body, attempt),
    onSuccess: refresh,
  });
}

export function useTransfer(attempt: SubmitAttempt) {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (body: TransferBody) => callOnce('user_wallet/transfer', body, attempt),
    onSuccess: refresh,
  });
}

export function useSaveAddress() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (body: ApiBody<'user_wallet/saveAddress'>) => call('user_wallet/saveAddress', body),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (id: number) => call('user_wallet/delWalletAddress', { id }),
    onSuccess: refresh,
  });
}

/**
 * Bank top-up step 1: the platform's bank accounts. The server answers NO_BANK_CHANNEL when none
 * is open, which is an empty list here (the screen shows it as such, not as a failure).
 */
export function useBankChannels() {
  return useQuery({
    queryKey: walletKeys.bankChannels,
    queryFn: async () => {
      try {
        return (await call('bank/getChannelList', {}, { silent: true })).list;
      } catch (error) {
        if (error instanceof ApiError && error.error === 'NO_BANK_CHANNEL') return [];
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useSubmitRecharge(attempt: SubmitAttempt) {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (body: RechargeBody) => callOnce('bank/submitRecharge', body, attempt),
    onSuccess: refresh,
  });
}

export function useCancelRecharge() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: (id: number) => call('bank/cancelRecharge', { id }),
    onSuccess: refresh,
  });
}

export function useUploadVoucher() {
  return useMutation({ mutationFn: (file: File) => upload(file, 'voucher', file.name) });
}

export type ListPath =
  | 'user_wallet/getWalletLogList'
  | 'user_wallet/getDepositList'
  | 'user_wallet/getWithdrawList'
  | 'user_wallet/getUserTransferList'
  | 'user_wallet/getReceiveList'
  | 'bank/getRechargeList';

export const PAGE_SIZE = 20;

/** A list's filters: its body without the paging. */
export type ListFilter<P extends ListPath> = Omit<ApiBody<P>, 'page' | 'pageSize'>;

/** One record list, page by page, for an infinite scroll. */
export function useRecordList<P extends ListPath>(path: P, filter: ListFilter<P>) {
  return useInfiniteQuery({
    queryKey: walletKeys.list(path, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(path, { ...filter, page: pageParam, pageSize: PAGE_SIZE } as ApiBody<P>, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}
