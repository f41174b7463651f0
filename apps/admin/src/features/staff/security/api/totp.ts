import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#admin/lib/request';
import { staffToken } from '#admin/lib/staff-token';
import { staffKeys } from '#admin/features/staff/auth/api/staff-session';

/** A new secret to scan; not active until a first code confirms it. */
export function useSetupTotp() {
  return useMutation({ mutationFn: () => request('admin/setupTotp', {}) });
}

/** Turn two-factor sign-in on or off with a code; the member's info (and so the menu) follows. */
export function useToggleTotp(on: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (totp: string) => request(on ? 'admin/enableTotp' : 'admin/disableTotp', { totp }),
    onSuccess: (staff) => queryClient.setQueryData(staffKeys.me(staffToken.get()), staff),
  });
}
