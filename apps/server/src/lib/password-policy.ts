import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from './errors.js';

/**
 * The ~49,000 most common passwords of leaked password lists, as zxcvbn-ts ships them (a
 * well-kept list, decision 0019), compared without case: "Password1" is as weak as "password1".
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** A new password passes the spec's rule (the contract) and is not a common one. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, 'validation.passwordCommon', 'common');
}
