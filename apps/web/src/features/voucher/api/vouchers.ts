import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/request';

export const voucherKeys = {
  coupon: ['voucher', 'coupon'] as const,
  store: (storeId: number) => ['voucher', 'store', storeId] as const,
};

/** The first-order coupon's rule and, signed in, whether it is still the buyer's (from the server). */
export function useFirstOrderCoupon() {
  return useQuery({
    queryKey: voucherKeys.coupon,
    queryFn: ({ signal }) => call('voucher/getFirstOrderCoupon', {}, { signal, silent: true }),
    staleTime: 30_000,
  });
}

/** The vouchers a store offers now (their budget covers another use). */
export function useStoreVouchers(storeId: number) {
  return useQuery({
    queryKey: voucherKeys.store(storeId),
    queryFn: ({ signal }) => call('voucher/getStoreVouchers', { storeId }, { signal, silent: true }),
    enabled: storeId > 0,
    staleTime: 30_000,
  });
}
