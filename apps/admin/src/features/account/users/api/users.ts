import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type UserListQuery = ApiBody<'admin/getUserList'>;
export type SetUserStatusBody = ApiBody<'admin/setUserStatus'>;

export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

export function userListQuery(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => request('admin/getUserList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserList(query: UserListQuery) {
  return useQuery(userListQuery(query));
}

export function userDetailQuery(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => request('admin/getUser', { id }, { signal }),
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({ ...userDetailQuery(id ?? 0), enabled: id !== null });
}

/** Disable or re-enable; afterwards the list and the detail are read again. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetUserStatusBody) => request('admin/setUserStatus', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
