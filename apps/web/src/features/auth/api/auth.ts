import { useMutation } from '@tanstack/react-query';
import type { ResetPwdBody, SigninBody, SignupBody } from '@app/contract';
import { call } from '#web/lib/request';
import { startSession } from '#web/lib/session';

export function useSignin() {
  return useMutation({
    mutationFn: (body: SigninBody) => call('user/signin', body),
    onSuccess: (session) => startSession(session.token, session.user),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => call('user/signup', body),
    onSuccess: (session) => startSession(session.token, session.user),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPwdBody) => call('user/resetPwd', body) });
}
