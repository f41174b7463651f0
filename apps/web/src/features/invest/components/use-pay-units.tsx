import { useCallback } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { standardPayOptions, usePayWithWallet } from '#web/components/pay-with-wallet';
import { isolateText } from '#web/lib/bidi';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { payReservation, useInvestChanged } from '#web/features/invest/api/invest';

export const INVEST_WALLET_PATHS = { deposit: '/vip/deposit', tradePassword: '/vip/safety_trade' };

export interface Payable {
  reservationId: number;
  amount: number;
  units: number;
  drama: string;
}

/**
 * Paying a reservation from the wallet: asks first with its cost and the balance, then the trade
 * password above the configured amount; a short balance offers a top-up. One attempt, one key.
 */
export function usePayUnits(tradePasswordOver: number | null) {
  const { t } = useTranslation('invest');
  const attempt = useSubmitAttempt();
  const changed = useInvestChanged();
  const wallet = usePayWithWallet(standardPayOptions(t, INVEST_WALLET_PATHS));
  const { pay } = wallet;
  const payUnits = useCallback(
    async (p: Payable) => {
      try {
        const outcome = await pay(
          p.amount,
          async (tradePassword) => {
            await payReservation(
              { reservationId: p.reservationId, ...(tradePassword ? { tradePassword } : {}) },
              attempt,
            );
            changed();
          },
          { over: tradePasswordOver },
          { title: t('pay.title'), detail: t('pay.detail', { drama: isolateText(p.drama), units: p.units }) },
        );
        if (outcome === 'paid') Toast.show({ icon: 'success', content: t('pay.done') });
      } catch (error) {
        toastError(error);
        changed();
      }
    },
    [attempt, changed, pay, t, tradePasswordOver],
  );
  return { payUnits, paying: wallet.paying, sheet: wallet.sheet };
}
