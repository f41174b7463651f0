import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type AuditQuery = ApiBody<'admin/getAuditList'>;

export function auditQuery(query: AuditQuery) {
  return queryOptions({
    queryKey: ['audit', query] as const,
    queryFn: ({ signal }) => request('admin/getAuditList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditList(query: AuditQuery) {
  return useQuery(auditQuery(query));
}
