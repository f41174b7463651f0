import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { call } from '#web/lib/request';

export const helpKeys = {
  articles: ['help', 'articles'] as const,
};

/** Published help articles in the order staff set. The page shows its own error state. */
export function useHelpArticles() {
  return useQuery({
    queryKey: helpKeys.articles,
    queryFn: ({ signal }) => call('help/getHelpList', {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** Sends feedback; server refusals (rate limit, validation) toast through the request helper. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: ApiBody<'feedback/submit'>) => call('feedback/submit', body),
  });
}
