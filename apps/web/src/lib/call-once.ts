import type { ApiBody, ApiData, ApiPath } from '@app/contract';
import { call, type CallOptions } from './request';
import type { SubmitAttempt } from './submit-attempt';

/**
 * A call that moves money, sent with its submit attempt's `Idempotency-Key`. The attempt keeps the
 * key only while the outcome is unknown, so a retry of the same values is the same attempt and
 * has exactly one effect.
 */
export async function callOnce<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  attempt: SubmitAttempt,
  options: Omit<CallOptions, 'idempotencyKey'> = {},
): Promise<ApiData<P>> {
  const idempotencyKey = attempt.keyFor(body);
  try {
    const data = await call(path, body, { ...options, idempotencyKey });
    attempt.settle();
    return data;
  } catch (error) {
    attempt.settle(error);
    throw error;
  }
}
