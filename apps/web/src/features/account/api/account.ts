import { useMutation } from '@tanstack/react-query';
import type { UpdateEmailBody, UpdateInfoBody, UpdatePwdBody, UpdateTradePwdBody } from '@app/contract';
import { call, upload } from '#web/lib/request';
import { updateCurrentUser } from '#web/lib/session';

export function useUpdateInfo() {
  return useMutation({
    mutationFn: (body: UpdateInfoBody) => call('user/updateInfo', body),
    onSuccess: updateCurrentUser,
  });
}

export function useUpdateEmail() {
  return useMutation({
    mutationFn: (body: UpdateEmailBody) => call('user/updateEmail', body),
    onSuccess: updateCurrentUser,
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: (body: UpdatePwdBody) => call('user/updatePwd', body) });
}

export function useUpdateTradePassword() {
  return useMutation({ mutationFn: (body: UpdateTradePwdBody) => call('user/updateTradePwd', body) });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: (file: File) => upload(file, 'avatar', file.name) });
}
