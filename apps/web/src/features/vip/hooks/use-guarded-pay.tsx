import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePayWithWallet,
  type ChargeConfirm,
  type PasswordRule,
  type PayWithWalletOptions,
  type WalletSend,
} from '#web/components/pay-with-wallet';
import '#web/features/vip/vip.css';

export const TRADE_PASSWORD_PATH = '/vip/safety_trade';

export type { ChargeConfirm, PasswordRule };

/**
 * A wallet payment of the drama app (VIP, unlocks): the shared payment with the drama app's words
 * and sheet. Resolves true when paid, false otherwise; a failure the payment does not answer
 * itself (trade password, top-up when `topUp` words one) goes to `onError`.
 */
export function useGuardedPay(
  onError: (error: unknown) => void | Promise<void>,
  topUp?: PayWithWalletOptions['topUp'],
) {
  const { t } = useTranslation('drama');
  const failed = useRef(onError);
  failed.current = onError;
  const wallet = usePayWithWallet({
    sheet: {
      classPrefix: 'vip-sheet',
      radius: 16,
      testIds: { sheet: 'vip-password-sheet', confirm: 'vip-password-confirm' },
      labels: {
        title: t('vip.password.title'),
        hint: t('vip.password.hint'),
        amount: t('vip.password.amount'),
        confirm: t('vip.password.confirm'),
        forgot: t('vip.password.forgot'),
      },
    },
    tradePasswordPath: TRADE_PASSWORD_PATH,
    noPassword: {
      title: t('vip.password.noneTitle'),
      content: t('vip.password.noneText'),
      confirm: t('vip.password.setNow'),
      cancel: t('action.cancel', { ns: 'common' }),
    },
    ...(topUp ? { topUp } : {}),
  });

  const { pay: payWithWallet } = wallet;
  const pay = useCallback(
    async (
      amount: number,
      send: WalletSend,
      rule?: PasswordRule,
      confirm?: ChargeConfirm,
    ): Promise<boolean> => {
      try {
        return (await payWithWallet(amount, send, rule, confirm)) === 'paid';
      } catch (error) {
        await failed.current(error);
        return false;
      }
    },
    [payWithWallet],
  );

  return { pay, paying: wallet.paying, sheet: wallet.sheet };
}
