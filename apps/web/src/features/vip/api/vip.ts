import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const vipKeys = {
  all: ['vip'] as const,
  cfg: ['vip', 'cfg'] as const,
};
/** The wallet's own key (the wallet feature reads the same call), so both stay in step. */
const WALLET_KEY = ['wallet', 'getWallet'] as const;

/** The plans, the viewer's membership and the trade password threshold. */
export function useVipCfg() {
  return useQuery({
    queryKey: vipKeys.cfg,
    queryFn: ({ signal }) => call('user_wallet/getVipCfg', {}, { signal }),
  });
}

export function useVipWallet() {
  return useQuery({
    queryKey: WALLET_KEY,
    queryFn: ({ signal }) => call('user_wallet/getWallet', {}, { signal }),
  });
}

/** Buys or renews with one `Idempotency-Key` per attempt; silent, the caller shows failures. */
export async function payVip(
  body: ApiBody<'user_wallet/payVip'>,
  attempt: SubmitAttempt,
): Promise<ApiData<'user_wallet/payVip'>> {
  return callOnce('user_wallet/payVip', body, attempt, { silent: true });
}

/** After a payment: the membership, the wallet, and anything the membership unlocks (dramas). */
export function useRefreshVip() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: vipKeys.all }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
      client.invalidateQueries({ queryKey: ['drama'] }),
    ]);
}
