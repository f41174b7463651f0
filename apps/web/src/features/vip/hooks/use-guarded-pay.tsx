import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/request';
import '#web/features/vip/vip.css';

export const TRADE_PASSWORD_PATH = '/vip/safety_trade';

// The sheet (a form with its validation) loads only when a payment first needs it, so the player
// and the drama page start without the form library.
const TradePasswordSheet = lazy(() =>
  import('#web/components/trade-password-sheet').then((m) => ({ default: m.TradePasswordSheet })),
);

/** When a payment needs the trade password before it is sent (as `getVipCfg` states it). */
export interface PasswordRule {
  /** Payments above this need the trade password. */
  over: number;
  hasTradePassword: boolean | undefined;
}

/** Pays, with the trade password when given; success effects (toast, refresh) belong inside. */
export type GuardedSend = (tradePassword?: string) => Promise<void>;

function isError(error: unknown, name: string): boolean {
  return error instanceof ApiError && error.error === name;
}

/**
 * A wallet payment of the drama app (VIP, unlocks) guarded by the trade password: asks for it up
 * front when the rule is known and the amount needs it, otherwise when the server says so
 * (`TRADE_PASSWORD_REQUIRED`); offers to set one when there is none. A wrong password stays in
 * the sheet; any other failure goes to `onError`.
 */
export function useGuardedPay(onError: (error: unknown) => void | Promise<void>) {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<{ amount: number; send: GuardedSend } | null>(null);
  const [paying, setPaying] = useState(false);
  // Mounted from the first prompt on, so that it can animate open and closed.
  const [sheetUsed, setSheetUsed] = useState(false);
  const busy = useRef(false);
  const failed = useRef(onError);
  failed.current = onError;

  const offerToSet = useCallback(async () => {
    const go = await Dialog.confirm({
      title: t('vip.password.noneTitle'),
      content: t('vip.password.noneText'),
      confirmText: t('vip.password.setNow'),
      cancelText: t('action.cancel', { ns: 'web' }),
    });
    if (go) void navigate(TRADE_PASSWORD_PATH);
  }, [navigate, t]);

  /** Resolves true when paid now; false when refused, failed, or waiting for the password sheet. */
  const pay = useCallback(
    async (amount: number, send: GuardedSend, rule?: PasswordRule): Promise<boolean> => {
      if (busy.current) return false;
      if (rule && amount > rule.over) {
        if (rule.hasTradePassword === false) await offerToSet();
        else {
          setSheetUsed(true);
          setPrompt({ amount, send });
        }
        return false;
      }
      busy.current = true;
      setPaying(true);
      try {
        await send();
        return true;
      } catch (error) {
        if (isError(error, 'TRADE_PASSWORD_REQUIRED')) {
          setSheetUsed(true);
          setPrompt({ amount, send });
        } else if (isError(error, 'TRADE_PASSWORD_NOT_SET')) await offerToSet();
        else await failed.current(error);
        return false;
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    [offerToSet],
  );

  const sheet = !sheetUsed ? null : (
    <Suspense fallback={null}>
      <TradePasswordSheet
        visible={prompt !== null}
        amount={prompt?.amount ?? 0}
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
            await prompt.send(password);
            setPrompt(null);
          } catch (error) {
            if (isError(error, 'TRADE_PASSWORD_WRONG')) throw error;
            setPrompt(null);
            if (isError(error, 'TRADE_PASSWORD_NOT_SET')) await offerToSet();
            else await failed.current(error);
          }
        }}
      />
    </Suspense>
  );

  return { pay, paying, sheet };
}
