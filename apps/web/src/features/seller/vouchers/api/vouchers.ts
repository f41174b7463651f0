import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const sellerVoucherKeys = { all: ['seller', 'vouchers'] as const };

const PAGE_SIZE = 20;

/** The store's vouchers, newest first, page by page. */
export function useSellerVouchers() {
  return useInfiniteQuery({
    queryKey: sellerVoucherKeys.all,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('store/getVoucherList', { page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}

/** After a voucher changed: the list, the wallet and the buyer-side voucher tickets reload. */
export function useVouchersChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: sellerVoucherKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: ['voucher'] });
  };
}

/** Creates a voucher (its budget leaves the wallet): once per attempt. */
export function saveVoucher(body: ApiBody<'store/saveVoucher'>, attempt: SubmitAttempt) {
  return callOnce('store/saveVoucher', body, attempt, { silent: true });
}

export function endVoucher(id: number, attempt: SubmitAttempt) {
  return callOnce('store/endVoucher', { id }, attempt);
}
