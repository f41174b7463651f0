import { useMutation } from '@tanstack/react-query';
import type { OpenStoreBody, SellerSignupBody } from '@app/contract';
import { call } from '#web/lib/request';
import { startSession, updateCurrentUser } from '#web/lib/session';

/** Seller registration: the account and its store; the answer signs the new seller in. */
export function useSellerSignup() {
  return useMutation({
    mutationFn: (body: SellerSignupBody) => call('user/sellerSignup', body),
    onSuccess: (session) => startSession(session.token, session.user),
  });
}

/** A signed-in buyer opens their store (one account buys and sells). */
export function useOpenStore() {
  return useMutation({
    mutationFn: (body: OpenStoreBody) => call('user/openStore', body),
    onSuccess: (data) => updateCurrentUser(data.user),
  });
}
