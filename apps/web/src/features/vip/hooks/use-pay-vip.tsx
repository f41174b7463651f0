import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { VipPlan, VipState } from '@app/contract';
import { ApiError } from '../../../lib/request';
import { currentLocale } from '../../../lib/i18n';
import { payVip, useRefreshVip } from '../api/vip';
import { TradePasswordSheet } from '../../../components/trade-password-sheet';
import { formatVipDate } from '../lib/plans';
import { useSubmitAttempt } from '../../../lib/submit-attempt';

export const TRADE_PASSWORD_PATH = '/vip/safety_trade';

interface Rule {
  /** Payments above this need the trade password. */
  over: number;
  hasTradePassword: boolean | undefined;
}

function toastError(error: unknown): void {
  const message = error instanceof ApiError ? error.message : String(error);
  Toast.show({ icon: 'fail', content: message, position: 'center' });
}

/**
 * Buys a plan from the wallet: asks for the trade password first when the price needs it (or when
 * the server says so), offers to set one when there is none, toasts and refreshes on success.
 */
export function usePayVip(onPaid: (vip: VipState) => void) {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const attempt = useSubmitAttempt();
  const refresh = useRefreshVip();
  const [paying, setPaying] = useState(false);
  const [prompt, setPrompt] = useState<VipPlan | null>(null);
  const busy = useRef(false);

  const offerToSet = useCallback(async () => {
    const go = await Dialog.confirm({
      title: t('vip.password.noneTitle'),
      content: t('vip.password.noneText'),
      confirmText: t('vip.password.setNow'),
      cancelText: t('action.cancel', { ns: 'web' }),
    });
    if (go) void navigate(TRADE_PASSWORD_PATH);
  }, [navigate, t]);

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

  const pay = useCallback(
    async (plan: VipPlan, rule: Rule) => {
      if (busy.current) return;
      if (plan.price > rule.over) {
        if (rule.hasTradePassword === false) return offerToSet();
        setPrompt(plan);
        return;
      }
      busy.current = true;
      setPaying(true);
      try {
        await send(plan);
      } catch (error) {
        if (error instanceof ApiError && error.errorName === 'TRADE_PASSWORD_REQUIRED') setPrompt(plan);
        else if (error instanceof ApiError && error.errorName === 'TRADE_PASSWORD_NOT_SET')
          await offerToSet();
        else {
          toastError(error);
          void refresh();
        }
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    [offerToSet, refresh, send],
  );

  const sheet = (
    <TradePasswordSheet
      visible={prompt !== null}
      amount={prompt?.price ?? 0}
      classPrefix="vip-sheet"
      radius={16}
      testIds={{ sheet: 'vip-password-sheet', confirm: 'vip-password-confirm' }}
      labels={{
        title: t('vip.password.title'),
        hint: t('vip.password.hint'),
        amount: t('vip.password.amount'),
        confirm: t('vip.password.confirm'),
        forgot: t('vip.password.forgot'),
      }}
      onClose={() => setPrompt(null)}
      onForgot={() => {
        setPrompt(null);
        void navigate(TRADE_PASSWORD_PATH);
      }}
      onSubmit={async (password) => {
        if (!prompt) return;
        try {
          await send(prompt, password);
          setPrompt(null);
        } catch (error) {
          if (error instanceof ApiError && error.errorName === 'TRADE_PASSWORD_WRONG') throw error;
          setPrompt(null);
          if (error instanceof ApiError && error.errorName === 'TRADE_PASSWORD_NOT_SET') await offerToSet();
          else toastError(error);
        }
      }}
    />
  );

  return { pay, paying, sheet };
}
