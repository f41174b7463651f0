import { useMutation, useQuery } from '@tanstack/react-query';
import { AUTH_UPLOAD_PATH, type SaveAuthBody, type UserAuth } from '@app/contract';
import { call, upload } from '#web/lib/request';
import { queryClient } from '#web/lib/query-client';
import { localStore, useLocal } from '#web/lib/storage';

const authKey = ['user/getUserAuth'] as const;

/** My real-name authentication (its image addresses are signed and short-lived: fetched fresh). */
export function useUserAuth() {
  const token = useLocal((s) => s.token);
  return useQuery({
    queryKey: [...authKey, token],
    queryFn: () => call('user/getUserAuth', {}),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useSaveAuth() {
  return useMutation({
    mutationFn: (body: SaveAuthBody) => call('user/saveAuth', body),
    onSuccess: (auth: UserAuth) => queryClient.setQueryData([...authKey, localStore.getState().token], auth),
  });
}

/** ID photos and licences go to the private folder: the answer's address is not public. */
export function useUploadAuthImage() {
  return useMutation({ mutationFn: (file: File) => upload(file, AUTH_UPLOAD_PATH, file.name) });
}
