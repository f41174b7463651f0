import { useQuery } from '@tanstack/react-query';
import { USER_INFO_TTL_MS, type UserInfo } from '@app/contract';
import { call } from './request';
import {
  cacheUserInfo,
  clearSession,
  localStore,
  setSession,
  useLocal,
  type CachedUserInfo,
} from './storage';
import { queryClient } from './query-client';

const userKey = ['user/getUserInfo'] as const;

function withoutExpiry(cached: CachedUserInfo): UserInfo {
  const { expiresAt: _expiresAt, ...user } = cached;
  return user;
}

export function useIsSignedIn(): boolean {
  return useLocal((s) => s.token !== null);
}

/**
 * The signed-in user. The cached copy in local storage is used until it expires
 * (USER_INFO_TTL_MS after it was stored), then getUserInfo is fetched again.
 */
export function useCurrentUser() {
  const token = useLocal((s) => s.token);
  const cached = useLocal((s) => s.userInfo);
  return useQuery({
    queryKey: [...userKey, token],
    queryFn: async () => {
      const user = await call('user/getUserInfo', {});
      cacheUserInfo(user);
      return user;
    },
    enabled: token !== null,
    initialData: cached ? withoutExpiry(cached) : undefined,
    initialDataUpdatedAt: cached ? cached.expiresAt - USER_INFO_TTL_MS : undefined,
    staleTime: USER_INFO_TTL_MS,
  });
}

/** After sign-in or sign-up. */
export function startSession(token: string, user: UserInfo): void {
  queryClient.clear();
  setSession(token, user);
}

/** After a profile change: the screen and the local cache show the new values at once. */
export function updateCurrentUser(user: UserInfo): void {
  cacheUserInfo(user);
  queryClient.setQueryData([...userKey, localStore.getState().token], user);
}

/** Revokes the session on the server (best effort) and forgets it here. */
export async function endSession(): Promise<void> {
  try {
    await call('user/signout', {}, { silent: true });
  } catch {
    // Already expired or offline: forgetting it locally is what the user asked for.
  }
  clearSession();
  queryClient.clear();
}
