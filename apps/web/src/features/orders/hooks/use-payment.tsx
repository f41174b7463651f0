import { useCallback, useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDiscount } from '@app/contract';
import { standardPayOptions, usePayWithWallet } from '#web/components/pay-with-wallet';
import { discountLabel } from '#web/features/voucher';
import { callOnce } from '#web/lib/call-once';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { useRefreshOrders } from '#web/features/orders/api/orders';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';

/** The marketplace's wallet payment: its words and sheet, the trade password set under "Me". */
export function useOrderPayment() {
  const { t } = useTranslation('order');
  return usePayWithWallet({
    ...standardPayOptions(t, { tradePassword: ORDER_PATHS.tradePassword }),
    // Checkout and the order list show the sheet as soon as it is asked for.
    preloadSheet: true,
  });
}

/** Pays unpaid orders from the wallet (the order list and detail). */
export function usePayOrders() {
  const { t } = useTranslation('order');
  const attempt = useSubmitAttempt();
  const refresh = useRefreshOrders();
  const { pay: payWithWallet, sheet } = useOrderPayment();
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);

  const pay = useCallback(
    async (ids: number[], total: number, discounts: OrderDiscount[] = []) => {
      if (busy.current) return;
      busy.current = true;
      setPaying(true);
      try {
        // From the order list a payment asks first: its cost and the balance after.
        const outcome = await payWithWallet(
          total,
          async (tradePassword) => {
            await callOnce('order/pay', { ids, ...(tradePassword ? { tradePassword } : {}) }, attempt, {
              silent: true,
            });
          },
          undefined,
          {
            title: t('payConfirm.title'),
            // The coupon and voucher taken off, above what is paid (decision 44).
            lines: discounts.map((d) => ({ label: discountLabel(d), minor: -d.amount })),
          },
        );
        if (outcome === 'paid') Toast.show({ icon: 'success', content: t('pay.done') });
      } catch (error) {
        toastError(error);
      } finally {
        busy.current = false;
        setPaying(false);
        void refresh.everything();
      }
    },
    [attempt, payWithWallet, refresh, t],
  );

  return { pay, paying, sheet };
}
