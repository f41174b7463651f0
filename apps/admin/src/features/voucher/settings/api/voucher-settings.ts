import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const voucherSettingsKey = ['voucher', 'settings'] as const;

/** The first-order coupon's rule and what coupons and store vouchers hold and have cost. */
export function useVoucherSettings() {
  return useQuery({
    queryKey: voucherSettingsKey,
    queryFn: ({ signal }) => request('admin/getVoucherSettings', {}, { signal }),
  });
}

/** Changes the coupon's rule with a reason (admins; audited). */
export function useSaveVoucherSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/saveVoucherSettings'>) => request('admin/saveVoucherSettings', body),
    onSuccess: (data) => client.setQueryData(voucherSettingsKey, data),
  });
}
