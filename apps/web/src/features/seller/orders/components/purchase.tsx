import { useCallback } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SellerOrder } from '@app/contract';
import { usePayWithWallet } from '#web/components/pay-with-wallet';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { purchaseOrder, useOrderChanged } from '#web/features/seller/orders/api/orders';
import { SELLER_ORDER_PATHS } from '#web/features/seller/orders/paths';

/**
 * "Purchase from the warehouse": asks first with the wholesale cost and the wallet balance after,
 * then the trade password when the server asks for it (above the payment threshold); a short
 * balance offers the wallet's top-up. One attempt is one `Idempotency-Key`.
 */
export function usePurchase() {
  const { t } = useTranslation('seller');
  const attempt = useSubmitAttempt();
  const changed = useOrderChanged();
  const wallet = usePayWithWallet({
    sheet: {
      classPrefix: 'pay-sheet',
      testIds: { sheet: 'trade-password-sheet', confirm: 'pay-confirm' },
      labels: {
        title: t('orders.purchase.passwordTitle'),
        hint: t('orders.purchase.passwordHint'),
        amount: t('orders.money.wholesale'),
        confirm: t('orders.purchase.pay'),
        forgot: t('orders.purchase.forgot'),
      },
    },
    tradePasswordPath: SELLER_ORDER_PATHS.tradePassword,
    noPassword: {
      title: t('orders.purchase.noPasswordTitle'),
      content: t('orders.purchase.noPasswordText'),
      confirm: t('orders.purchase.setPassword'),
      cancel: t('action.cancel', { ns: 'common' }),
    },
    topUp: {
      content: t('orders.purchase.short'),
      confirm: t('orders.purchase.topUp'),
      cancel: t('action.cancel', { ns: 'common' }),
      path: SELLER_ORDER_PATHS.deposit,
    },
  });
  const { pay } = wallet;
  const purchase = useCallback(
    async (order: SellerOrder) => {
      try {
        const outcome = await pay(
          order.wholesaleTotal,
          async (tradePassword) => {
            const next = await purchaseOrder(
              { id: order.id, ...(tradePassword ? { tradePassword } : {}) },
              attempt,
            );
            changed(next);
          },
          undefined,
          {
            title: t('orders.action.purchase'),
            detail: t('orders.purchase.detail', { orderNo: order.orderNo }),
          },
        );
        if (outcome === 'paid') Toast.show({ icon: 'success', content: t('orders.purchase.done') });
      } catch (error) {
        toastError(error);
      }
    },
    [attempt, changed, pay, t],
  );
  return { purchase, paying: wallet.paying, sheet: wallet.sheet };
}
