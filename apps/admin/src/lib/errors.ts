import type { FormInstance } from 'antd';
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

/** Where a server field goes on the form: its name path, or undefined when the form has no such field. */
export type FieldPlace = readonly string[] | ((field: string) => (string | number)[] | undefined);

/**
 * Shows a failed save: the server's named fields (a localized 400) go under their form fields, as
 * `place` says; a failure naming no field of the form becomes the form's one failure line.
 */
export function showSaveFailure(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: FormInstance<any>,
  error: unknown,
  t: TFunction,
  setFailure: (message: string) => void,
  place: FieldPlace,
): void {
  const where =
    typeof place === 'function' ? place : (field: string) => (place.includes(field) ? [field] : undefined);
  const named = (error instanceof ApiError ? error.fields : []).flatMap((f) => {
    const name = where(f.field);
    return name ? [{ name, errors: [f.message] }] : [];
  });
  if (named.length) form.setFields(named);
  else setFailure(errorMessage(error, t));
}
