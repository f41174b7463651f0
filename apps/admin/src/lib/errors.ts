import type { TFunction } from 'i18next';
import { ApiError } from './request';

/**
 * The text to show for a failure: the server's localized message when it sent one,
 * else the shared error catalogue, else a generic line.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.error === 'NETWORK') return t('staff:error.network');
    if (error.error === 'TIMEOUT') return t('staff:error.timeout');
    if (error.error === 'BAD_RESPONSE') return t('staff:error.badResponse', { status: error.status });
    if (error.message) return error.message;
    return t(`errors:${error.error}`, { defaultValue: t('staff:error.generic') });
  }
  return t('staff:error.generic');
}
