import { useCallback } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { VipPlan, VipState } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import { payVip, useRefreshVip } from '#web/features/vip/api/vip';
import { formatVipDate } from '#web/features/vip/lib/plans';
import { DEPOSIT_PATH } from '#web/features/vip/lib/paths';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { toastError } from '#web/lib/toast-error';
import { useGuardedPay, type PasswordRule } from './use-guarded-pay';

/** Buys a plan from the wallet (trade password when needed), toasts and refreshes on success. */
export function usePayVip(onPaid: (vip: VipState) => void) {
  const { t } = useTranslation('drama');
  const attempt = useSubmitAttempt();
  const refresh = useRefreshVip();
  const guarded = useGuardedPay(
    (error) => {
      toastError(error);
      void refresh();
    },
    {
      content: t('vip.short'),
      confirm: t('vip.topUp'),
      cancel: t('action.cancel', { ns: 'common' }),
      path: DEPOSIT_PATH,
    },
  );

  const send = useCallback(
    async (plan: VipPlan, tradePassword?: string) => {
      const { vip } = await payVip({ planId: plan.id, ...(tradePassword ? { tradePassword } : {}) }, attempt);
      const until = vip.endsAt ? formatVipDate(vip.endsAt, currentLocale()) : '';
      // antd-mobile's toast breaks words anywhere; keep the date's digits together.
      Toast.show({
        icon: 'success',
        content: <span className="vip-toast">{t('vip.paid', { date: until })}</span>,
      });
      onPaid(vip);
      await refresh();
    },
    [attempt, onPaid, refresh, t],
  );

  const { pay: guardedPay } = guarded;
  const pay = useCallback(
    (plan: VipPlan, rule: PasswordRule) =>
      guardedPay(plan.price, (password) => send(plan, password), rule, {
        title: t('vip.confirm.title'),
        detail: t('vip.confirm.detail', {
          plan: t(`vip.plan.${plan.period}`),
          days: t('vip.days', { count: plan.days }),
        }),
      }),
    [guardedPay, send, t],
  );

  return { pay, paying: guarded.paying, sheet: guarded.sheet };
}
