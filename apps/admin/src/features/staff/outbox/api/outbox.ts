import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type OutboxQuery = ApiBody<'admin/getOutboxList'>;

export function outboxQuery(query: OutboxQuery) {
  return queryOptions({
    queryKey: ['outbox', query] as const,
    queryFn: ({ signal }) => request('admin/getOutboxList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(query: OutboxQuery) {
  return useQuery(outboxQuery(query));
}
