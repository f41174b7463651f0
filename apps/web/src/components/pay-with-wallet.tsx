import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'antd-mobile';
import { ApiError } from '#web/lib/request';
import type { TradePasswordSheetProps } from './trade-password-sheet';
import { confirmCharge, type ChargeConfirm } from './charge-confirm';

export type { ChargeConfirm };

// The sheet (a form with its validation) loads when a payment first needs it, so the player and
// the drama page start without the form library.
const TradePasswordSheet = lazy(() =>
  import('./trade-password-sheet').then((m) => ({ default: m.TradePasswordSheet })),
);

export type PayOutcome = 'paid' | 'cancelled';

/** When a payment needs the trade password before it is sent; without a rule the server says. */
export interface PasswordRule {
  /** Payments above this amount need the trade password; null when not known. */
  over: number | null;
  hasTradePassword?: boolean | null;
}

/** Pays, with the trade password when given; success effects (toast, refresh) belong inside. */
export type WalletSend = (tradePassword?: string) => Promise<void>;

interface Offer {
  title?: string;
  content: string;
  confirm: string;
  cancel: string;
}

export interface PayWithWalletOptions {
  /** The sheet's words, look and test ids (each feature keeps its own). */
  sheet: Pick<TradePasswordSheetProps, 'labels' | 'classPrefix' | 'testIds' | 'radius'>;
  /** Where the trade password is set, offered when there is none. */
  tradePasswordPath: string;
  noPassword: Offer;
  /** A top-up offered when the balance is short; without it that failure goes to the caller. */
  topUp?: Offer & { path: string };
  /** Load the sheet with the screen rather than at the first prompt. */
  preloadSheet?: boolean;
}

/**
 * The options of a payment worded by a namespace's standard keys (`pay.passwordTitle`,
 * `pay.passwordHint`, `pay.amount`, `pay.confirm`, `pay.forgot`, `pay.noPasswordTitle`,
 * `pay.noPasswordText`, `pay.setPassword`, and with a deposit path `pay.short`, `pay.topUp`): the shared sheet's look, the
 * offer to set a trade password and the top-up, linking to the feature's own paths.
 */
export function standardPayOptions(
  t: (key: string) => string,
  paths: { tradePassword: string; deposit?: string },
): PayWithWalletOptions {
  return {
    sheet: {
      classPrefix: 'pay-sheet',
      testIds: { sheet: 'trade-password-sheet', confirm: 'pay-confirm' },
      labels: {
        title: t('pay.passwordTitle'),
        hint: t('pay.passwordHint'),
        amount: t('pay.amount'),
        confirm: t('pay.confirm'),
        forgot: t('pay.forgot'),
      },
    },
    tradePasswordPath: paths.tradePassword,
    noPassword: {
      title: t('pay.noPasswordTitle'),
      content: t('pay.noPasswordText'),
      confirm: t('pay.setPassword'),
      cancel: t('common:action.cancel'),
    },
    // Without a deposit path a short balance is the caller's to answer (the marketplace's checkout).
    ...(paths.deposit && {
      topUp: {
        content: t('pay.short'),
        confirm: t('pay.topUp'),
        cancel: t('common:action.cancel'),
        path: paths.deposit,
      },
    }),
  };
}

interface Prompt {
  amount: number;
  send: WalletSend;
  settle: (outcome: PayOutcome) => void;
  fail: (error: unknown) => void;
}

function isError(error: unknown, name: string): boolean {
  return error instanceof ApiError && error.error === name;
}

/**
 * A payment from the wallet, asked first when `confirm` says what it is for (cost, balance now and
 * after), then guarded by the trade password: asked up front when the rule is known
 * and the amount needs it, otherwise when the server says so (`TRADE_PASSWORD_REQUIRED`). No trade
 * password yet: offer to set one; balance short: offer a top-up (when the caller words one). A
 * wrong password stays in the sheet. `pay` resolves 'paid' once `send` succeeded, 'cancelled' when
 * the user stopped or took an offer, and rejects with any other failure (the caller tells the user).
 * `paying` is true while a payment is sent without the sheet (the sheet shows its own progress).
 */
export function usePayWithWallet(options: PayWithWalletOptions) {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [paying, setPaying] = useState(false);
  // Mounted from the first prompt on (or at once), so that it can animate open and closed.
  const [sheetUsed, setSheetUsed] = useState(options.preloadSheet ?? false);
  const busy = useRef(false);
  const current = useRef(options);
  current.current = options;

  const offer = useCallback(
    async ({ title, content, confirm, cancel }: Offer, path: string) => {
      const go = await Dialog.confirm({
        ...(title !== undefined ? { title } : {}),
        content,
        confirmText: confirm,
        cancelText: cancel,
      });
      if (go) void navigate(path);
    },
    [navigate],
  );

  /** The failures answered here with an offer; true when it was one of them. */
  const answered = useCallback(
    async (error: unknown): Promise<boolean> => {
      const { noPassword, tradePasswordPath, topUp } = current.current;
      if (isError(error, 'TRADE_PASSWORD_NOT_SET')) {
        await offer(noPassword, tradePasswordPath);
        return true;
      }
      if (topUp && isError(error, 'INSUFFICIENT_BALANCE')) {
        await offer(topUp, topUp.path);
        return true;
      }
      return false;
    },
    [offer],
  );

  const ask = useCallback(
    (amount: number, send: WalletSend) =>
      new Promise<PayOutcome>((settle, fail) => {
        setSheetUsed(true);
        setPrompt({ amount, send, settle, fail });
      }),
    [],
  );

  const pay = useCallback(
    async (
      amount: number,
      send: WalletSend,
      rule?: PasswordRule,
      confirm?: ChargeConfirm,
    ): Promise<PayOutcome> => {
      if (busy.current) return 'cancelled';
      if (confirm) {
        // Every charge asks first: its cost, the balance now and after (or the top-up when short).
        const { topUp } = current.current;
        busy.current = true;
        try {
          const answer = await confirmCharge(
            amount,
            confirm,
            topUp ? { label: topUp.confirm, go: () => void navigate(topUp.path) } : undefined,
          );
          if (answer !== 'pay') return 'cancelled';
        } finally {
          busy.current = false;
        }
      }
      if (rule && rule.over !== null && amount > rule.over) {
        if (rule.hasTradePassword !== false) return ask(amount, send);
        await offer(current.current.noPassword, current.current.tradePasswordPath);
        return 'cancelled';
      }
      busy.current = true;
      setPaying(true);
      try {
        await send();
        return 'paid';
      } catch (error) {
        if (!isError(error, 'TRADE_PASSWORD_REQUIRED')) {
          if (await answered(error)) return 'cancelled';
          throw error;
        }
      } finally {
        busy.current = false;
        setPaying(false);
      }
      return ask(amount, send);
    },
    [answered, ask, navigate, offer],
  );

  const close = (outcome: PayOutcome) => {
    prompt?.settle(outcome);
    setPrompt(null);
  };

  const sheet = !sheetUsed ? null : (
    <Suspense fallback={null}>
      <TradePasswordSheet
        {...options.sheet}
        visible={prompt !== null}
        amount={prompt?.amount ?? 0}
        onClose={() => close('cancelled')}
        onForgot={() => {
          close('cancelled');
          void navigate(options.tradePasswordPath);
        }}
        onSubmit={async (password) => {
          if (!prompt) return;
          try {
            await prompt.send(password);
            close('paid');
          } catch (error) {
            if (isError(error, 'TRADE_PASSWORD_WRONG')) throw error;
            setPrompt(null);
            if (await answered(error)) prompt.settle('cancelled');
            else prompt.fail(error);
          }
        }}
      />
    </Suspense>
  );

  return { pay, paying, sheet };
}
