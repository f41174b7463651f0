import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

const ruleKey = ['invite-rule'] as const;

/** The invitation reward rule as the server enforces it. */
export function useInviteRule() {
  return useQuery({
    queryKey: ruleKey,
    queryFn: ({ signal }) => request('admin/getInviteRule', {}, { signal }),
  });
}

/** Change it with a reason (admins; audited). */
export function useSetInviteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/setInviteRule'>) => request('admin/setInviteRule', body),
    onSuccess: (data) => queryClient.setQueryData(ruleKey, data),
  });
}
