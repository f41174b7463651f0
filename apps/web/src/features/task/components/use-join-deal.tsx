import { useCallback } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { standardPayOptions, usePayWithWallet } from '#web/components/pay-with-wallet';
import { isolateText } from '#web/lib/bidi';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { joinTask, useTaskChanged } from '#web/features/task/api/task';
import { TASK_PATHS } from '#web/features/task/lib/paths';

/**
 * Joining a deal: asks first with its price and the balance, then the trade password above the
 * configured amount; a short balance offers a top-up. One attempt, one key.
 */
export function useJoinDeal(tradePasswordOver: number | null) {
  const { t } = useTranslation('task');
  const attempt = useSubmitAttempt();
  const changed = useTaskChanged();
  const wallet = usePayWithWallet(standardPayOptions(t, TASK_PATHS));
  const { pay } = wallet;
  const join = useCallback(
    async (deal: { id: number; price: number; title: string }, addressId: number) => {
      try {
        const outcome = await pay(
          deal.price,
          async (tradePassword) => {
            await joinTask({ id: deal.id, addressId, ...(tradePassword ? { tradePassword } : {}) }, attempt);
            changed();
          },
          { over: tradePasswordOver },
          { title: t('pay.title'), detail: t('pay.detail', { title: isolateText(deal.title) }) },
        );
        if (outcome === 'paid') Toast.show({ icon: 'success', content: t('pay.done') });
      } catch (error) {
        toastError(error);
        changed();
      }
    },
    [attempt, changed, pay, t, tradePasswordOver],
  );
  return { join, paying: wallet.paying, sheet: wallet.sheet };
}
