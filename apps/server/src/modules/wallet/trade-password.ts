import type { UserRow } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';

/** The trade password, checked with the sign-in throttle so wrong guesses count towards the lock-out. */
export async function checkTradePassword(
  throttle: SigninThrottle,
  user: UserRow,
  tradePassword: string,
  ip: string,
) {
  if (!user.tradePasswordHash) throw new AppError('TRADE_PASSWORD_NOT_SET');
  await throttle.checkPassword(
    'trade',
    String(user.id),
    { passwordHash: user.tradePasswordHash },
    tradePassword,
    {
      invalid: 'TRADE_PASSWORD_WRONG',
      ip,
    },
  );
}

/**
 * Payments above the configured amount need the trade password (DESIGN §2). Checked before the
 * payment's transaction, so a wrong password counts towards the lock-out even though nothing is paid.
 */
export async function checkPaymentPassword(
  throttle: SigninThrottle,
  overMinor: number,
  user: UserRow,
  tradePassword: string | undefined,
  amount: number,
  ip: string,
) {
  if (amount <= overMinor) return;
  if (!user.tradePasswordHash) throw new AppError('TRADE_PASSWORD_NOT_SET');
  if (!tradePassword) {
    throw new AppError('TRADE_PASSWORD_REQUIRED', {}, [
      { field: 'tradePassword', rule: 'required', key: 'validation.tradePasswordRequired' },
    ]);
  }
  await checkTradePassword(throttle, user, tradePassword, ip);
}
