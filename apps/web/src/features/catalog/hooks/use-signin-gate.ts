import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { useSigninGate } from '#web/lib/signin-gate';
import { storeChatPath } from '#web/features/chat';

/** The marketplace's sign-in gate: "Please log in first", then sign-in and back here. */
export function useShopSigninGate(): () => boolean {
  const { t } = useTranslation('catalog');
  return useSigninGate(t('auth.loginFirst'), '/auth/signin');
}

/**
 * The Chat button of a product or store: sign-in first, then only stores that may be contacted. A
 * product's button opens the chat with that product pinned above the input.
 */
export function useContactStore(): (store: { id: number; contactable: boolean }, goodsId?: number) => void {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const gate = useShopSigninGate();
  return useCallback(
    (store, goodsId) => {
      if (!gate()) return;
      if (!store.contactable) {
        Toast.show({ content: t('store.notContactable'), position: 'center' });
        return;
      }
      void navigate(storeChatPath(store.id, { goodsId }));
    },
    [gate, navigate, t],
  );
}
