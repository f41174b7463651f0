import { ERRORS, type ErrorName } from '@app/contract';

export interface FieldIssue {
  field: string;
  rule: string;
  key: string;
  params?: Record<string, unknown>;
}

/** The one error type of the app: a stable catalogue name, message parameters, field issues. */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, unknown> = {},
    readonly fields: FieldIssue[] = [],
  ) {
    super(errorName);
    this.status = ERRORS[errorName].status;
    this.code = ERRORS[errorName].code;
  }
}

export function fieldError(field: string, key: string, rule = key.replace(/^validation\./, '')) {
  return new AppError('VALIDATION_FAILED', {}, [{ field, rule, key }]);
}
