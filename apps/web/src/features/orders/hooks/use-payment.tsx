import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/request';
import { sendOnce, useRefreshOrders } from '#web/features/orders/api/orders';
import { TradePasswordSheet } from '#web/components/trade-password-sheet';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import { useSubmitAttempt } from '#web/lib/submit-attempt';

export type PayOutcome = 'paid' | 'cancelled';

interface Prompt {
  total: number;
  run: (tradePassword: string) => Promise<void>;
  resolve: (done: boolean) => void;
  reject: (error: unknown) => void;
}

/** Shows a failure the screen did not show itself (the calls here are silent). */
export function toastError(error: unknown): void {
  const message = error instanceof ApiError ? error.message : String(error);
  Toast.show({ icon: 'fail', content: message, position: 'center' });
}

export interface PasswordRule {
  /** Payments above this amount need the trade password; null when not known (the server says). */
  over: number | null;
  hasTradePassword: boolean | null;
}

/**
 * Runs a payment step with the trade password when it is needed: asked first when the amount is
 * known to need it, or when the server says so. No trade password yet: offer to set one.
 * Resolves 'paid' once `run` succeeded, 'cancelled' when the buyer stopped; rejects with any other
 * failure of `run` (the caller tells the buyer).
 */
export function usePasswordStep() {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  const offerToSet = useCallback(async () => {
    const go = await Dialog.confirm({
      title: t('pay.noPasswordTitle'),
      content: t('pay.noPasswordText'),
      confirmText: t('pay.setPassword'),
      cancelText: t('action.cancel', { ns: 'web' }),
    });
    if (go) void navigate(ORDER_PATHS.tradePassword);
  }, [navigate, t]);

  const ask = useCallback(
    (total: number, run: (tradePassword: string) => Promise<void>) =>
      new Promise<boolean>((resolve, reject) => setPrompt({ total, run, resolve, reject })),
    [],
  );

  const withPassword = useCallback(
    async (
      total: number,
      rule: PasswordRule,
      run: (tradePassword?: string) => Promise<void>,
    ): Promise<PayOutcome> => {
      if (rule.over !== null && total > rule.over) {
        if (rule.hasTradePassword === false) {
          await offerToSet();
          return 'cancelled';
        }
        return (await ask(total, run)) ? 'paid' : 'cancelled';
      }
      try {
        await run();
        return 'paid';
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.error === 'TRADE_PASSWORD_REQUIRED') return (await ask(total, run)) ? 'paid' : 'cancelled';
        if (error.error === 'TRADE_PASSWORD_NOT_SET') {
          await offerToSet();
          return 'cancelled';
        }
        throw error;
      }
    },
    [ask, offerToSet],
  );

  const close = (done: boolean) => {
    prompt?.resolve(done);
    setPrompt(null);
  };

  const sheet = (
    <TradePasswordSheet
      visible={prompt !== null}
      amount={prompt?.total ?? 0}
      classPrefix="pay-sheet"
      testIds={{ sheet: 'trade-password-sheet', confirm: 'pay-confirm' }}
      labels={{
        title: t('pay.passwordTitle'),
        hint: t('pay.passwordHint'),
        amount: t('pay.amount'),
        confirm: t('pay.confirm'),
        forgot: t('pay.forgot'),
      }}
      onClose={() => close(false)}
      onForgot={() => {
        close(false);
        void navigate(ORDER_PATHS.tradePassword);
      }}
      onSubmit={async (password) => {
        if (!prompt) return;
        try {
          await prompt.run(password);
          close(true);
        } catch (error) {
          if (error instanceof ApiError && error.error === 'TRADE_PASSWORD_WRONG') throw error;
          prompt.reject(error);
          setPrompt(null);
        }
      }}
    />
  );

  return { withPassword, sheet };
}

/** Pays unpaid orders from the wallet (the order list and detail). */
export function usePayOrders() {
  const { t } = useTranslation('order');
  const attempt = useSubmitAttempt();
  const refresh = useRefreshOrders();
  const { withPassword, sheet } = usePasswordStep();
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);

  const pay = useCallback(
    async (ids: number[], total: number) => {
      if (busy.current) return;
      busy.current = true;
      setPaying(true);
      try {
        const outcome = await withPassword(
          total,
          { over: null, hasTradePassword: null },
          async (tradePassword) => {
            await sendOnce('order/pay', { ids, ...(tradePassword ? { tradePassword } : {}) }, attempt);
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
    [attempt, refresh, t, withPassword],
  );

  return { pay, paying, sheet };
}
