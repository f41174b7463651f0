/**
 * The error catalogue: stable names and numbers. Localized messages live in the
 * i18n package under the `errors` namespace, keyed by name.
 */
export const ERRORS = {
  INTERNAL: { code: 1000, status: 500 },
  VALIDATION_FAILED: { code: 1001, status: 400 },
  UNAUTHORIZED: { code: 1002, status: 401 },
  FORBIDDEN: { code: 1003, status: 403 },
  NOT_FOUND: { code: 1004, status: 404 },
  RATE_LIMITED: { code: 1005, status: 429 },
  PAYLOAD_TOO_LARGE: { code: 1006, status: 413 },
  SERVICE_UNAVAILABLE: { code: 1007, status: 503 },
  INVALID_CREDENTIALS: { code: 2001, status: 400 },
  ACCOUNT_LOCKED: { code: 2002, status: 429 },
  ACCOUNT_DISABLED: { code: 2003, status: 403 },
  EMAIL_TAKEN: { code: 2004, status: 409 },
  CODE_INVALID: { code: 2005, status: 400 },
  CODE_TOO_FREQUENT: { code: 2006, status: 429 },
  CODE_ATTEMPTS_EXCEEDED: { code: 2007, status: 429 },
  OLD_PASSWORD_WRONG: { code: 2008, status: 400 },
  INVITE_CODE_INVALID: { code: 2009, status: 400 },
  SAME_PASSWORD: { code: 2010, status: 400 },
  UPLOAD_MISSING: { code: 3001, status: 400 },
  UPLOAD_TOO_LARGE: { code: 3002, status: 413 },
  UPLOAD_TYPE_NOT_ALLOWED: { code: 3003, status: 415 },
  STAFF_INVALID_CREDENTIALS: { code: 4001, status: 400 },
  STAFF_ROLE_REQUIRED: { code: 4002, status: 403 },
} as const;

export type ErrorName = keyof typeof ERRORS;
export const ERROR_NAMES = Object.keys(ERRORS) as ErrorName[];

/** One failed rule on one field of a request. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/** The body of every failed call (DESIGN §5). */
export interface ErrorBody {
  code: number;
  error: ErrorName;
  message: string;
  msg: string;
  fields?: FieldError[];
}
