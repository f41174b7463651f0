import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { localStore } from '#web/lib/storage';

/** Sign-in path that brings the buyer back here afterwards (same shape as the route guard's). */
export function signinPathBack(pathname: string, search: string): string {
  return `/auth/signin?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * Spec §5 "login is required before contacting a merchant or other actions": answers true when
 * signed in; otherwise says "Please log in first" and goes to sign-in, coming back here after.
 */
export function useSigninGate(): () => boolean {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (localStore.getState().token) return true;
    Toast.show({ content: t('auth.loginFirst'), position: 'center' });
    void navigate(signinPathBack(pathname, search));
    return false;
  }, [t, navigate, pathname, search]);
}

/** The Chat button of a product or store: sign-in first, then only stores that may be contacted. */
export function useContactStore(): (store: { id: number; contactable: boolean }) => void {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const gate = useSigninGate();
  return useCallback(
    (store) => {
      if (!gate()) return;
      if (!store.contactable) {
        Toast.show({ content: t('store.notContactable'), position: 'center' });
        return;
      }
      void navigate(`/mall/chat/store/${store.id}`);
    },
    [gate, navigate, t],
  );
}
