import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type FeedbackQuery = ApiBody<'admin/getFeedbackList'>;

export const feedbackKeys = {
  all: ['content', 'feedback'] as const,
  list: (query: FeedbackQuery) => ['content', 'feedback', query] as const,
};

export function useFeedbackList(query: FeedbackQuery) {
  return useQuery({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => request('admin/getFeedbackList', query, { signal }),
    placeholderData: keepPreviousData,
    // New feedback arrives on its own; the inbox looks again now and then.
    refetchInterval: 60_000,
  });
}

/** Marked handled or its note changed: the inbox is read again. */
export function useHandleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; note?: string }) => request('admin/handleFeedback', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
