import { randomUUID } from 'node:crypto';
import type { CallContext, UserRow } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';

/** The pause after a password reset or an email change (decision 0019), while it lasts. */
export function fundsHold(user: UserRow) {
  const until = user.fundsHoldUntil;
  if (!until || until.getTime() <= Date.now()) return null;
  return { until: until.toISOString(), reason: user.fundsHoldReason ?? 'password_reset' };
}

/** Refuses moving money out while the pause lasts, saying for how many more hours. */
export function assertNoFundsHold(user: UserRow) {
  const hold = fundsHold(user);
  if (!hold) return;
  const hours = Math.max(1, Math.ceil((Date.parse(hold.until) - Date.now()) / 3_600_000));
  throw new AppError('FUNDS_ON_HOLD', { hours });
}

/** A ledger transfer id: derived from the Idempotency-Key when there is one, so a retry posts once. */
export function callTransferId(call: Pick<CallContext, 'idempotencyKey'>, userId: number, purpose: string) {
  return call.idempotencyKey ? `${purpose}:u${userId}:${call.idempotencyKey}` : `${purpose}:${randomUUID()}`;
}
