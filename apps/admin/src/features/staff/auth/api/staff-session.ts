import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';
import { staffToken } from '#admin/lib/staff-token';
import { useStaffToken } from '#admin/lib/access';

export const staffKeys = {
  me: (token: string | null) => ['staff', 'me', token] as const,
};

export function staffInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: staffKeys.me(token),
    queryFn: ({ signal }) => request('admin/getStaffInfo', {}, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The signed-in staff member, re-read when the token changes. */
export function useStaffInfo() {
  const token = useStaffToken();
  return { token, ...useQuery(staffInfoQuery(token)) };
}

export function useSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/signin'>) => request('admin/signin', body),
    onSuccess: (session) => {
      queryClient.setQueryData(staffKeys.me(session.token), session.staff);
      staffToken.set(session.token);
    },
  });
}

/** Revokes the session on the server; the console signs out locally even if that fails. */
export function useSignout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('admin/signout', {}),
    onSettled: () => {
      staffToken.clear();
      queryClient.clear();
    },
  });
}
