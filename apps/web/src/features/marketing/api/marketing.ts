import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyBody } from '@app/contract';
import { call } from '#web/lib/request';
import { useLocal } from '#web/lib/storage';

export const sellTermsKey = ['marketing', 'sellTerms'] as const;
export const myApplicationsKey = ['marketing', 'myApplications'] as const;

/** The figures of `/sell` from configuration; the page renders first and they fill in. */
export function useSellTerms() {
  return useQuery({
    queryKey: sellTermsKey,
    queryFn: () => call('marketing/getSellTerms', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's applications (none asked for a visitor). */
export function useMyApplications() {
  const token = useLocal((s) => s.token);
  return useQuery({
    queryKey: [...myApplicationsKey, token],
    queryFn: () => call('marketing/getMyApplications', {}, { silent: true }),
    enabled: token !== null,
  });
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => call('marketing/apply', body),
    onSuccess: () => client.invalidateQueries({ queryKey: myApplicationsKey }),
  });
}
