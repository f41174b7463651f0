import { useCallback } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TrafficPlan, TrafficPlanListData } from '@app/contract';
import { usePayWithWallet } from '#web/components/pay-with-wallet';
import { currentLocale } from '#web/lib/i18n';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { buyTrafficPackage, useTrafficChanged } from '#web/features/seller/traffic/api/traffic';
import { formatMoment } from '#web/features/seller/traffic/lib/format';

const DAY_MS = 86_400_000;
export const TRAFFIC_WALLET_PATHS = { deposit: '/wallet/deposit', tradePassword: '/me/trade-password' };

/**
 * Buying a package: asks first with its price, the wallet balance and when it starts and ends
 * (now, or after the store's last package), then the trade password above the configured amount;
 * a short balance offers the wallet's top-up. One attempt is one `Idempotency-Key`.
 */
export function useBuyTraffic() {
  const { t } = useTranslation('traffic');
  const attempt = useSubmitAttempt();
  const changed = useTrafficChanged();
  const wallet = usePayWithWallet({
    sheet: {
      classPrefix: 'pay-sheet',
      testIds: { sheet: 'trade-password-sheet', confirm: 'pay-confirm' },
      labels: {
        title: t('buy.passwordTitle'),
        hint: t('buy.passwordHint'),
        amount: t('buy.amount'),
        confirm: t('buy.pay'),
        forgot: t('buy.forgot'),
      },
    },
    tradePasswordPath: TRAFFIC_WALLET_PATHS.tradePassword,
    noPassword: {
      title: t('buy.noPasswordTitle'),
      content: t('buy.noPasswordText'),
      confirm: t('buy.setPassword'),
      cancel: t('common:action.cancel'),
    },
    topUp: {
      content: t('buy.short'),
      confirm: t('buy.topUp'),
      cancel: t('common:action.cancel'),
      path: TRAFFIC_WALLET_PATHS.deposit,
    },
  });
  const { pay } = wallet;
  const buy = useCallback(
    async (plan: TrafficPlan, offer: TrafficPlanListData) => {
      const locale = currentLocale();
      const now = Date.now();
      const queued = Date.parse(offer.nextStartsAt) > now + 60_000;
      const start = queued ? Date.parse(offer.nextStartsAt) : now;
      const end = new Date(start + plan.days * DAY_MS).toISOString();
      const detail = queued
        ? t('buy.detailQueued', {
            name: plan.name,
            start: formatMoment(offer.nextStartsAt, locale),
            end: formatMoment(end, locale),
          })
        : t('buy.detailNow', { name: plan.name, end: formatMoment(end, locale) });
      try {
        const outcome = await pay(
          plan.price,
          async (tradePassword) => {
            await buyTrafficPackage(
              { planId: plan.id, ...(tradePassword ? { tradePassword } : {}) },
              attempt,
            );
            changed();
          },
          { over: offer.tradePasswordOver },
          { title: t('buy.title'), detail },
        );
        if (outcome === 'paid') Toast.show({ icon: 'success', content: t('buy.done') });
      } catch (error) {
        toastError(error);
      }
    },
    [attempt, changed, pay, t],
  );
  return { buy, paying: wallet.paying, sheet: wallet.sheet };
}
