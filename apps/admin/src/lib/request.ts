import type { ApiBody, ApiData, ApiPath, ErrorBody, ErrorName, FieldError } from '@app/contract';
import { staffToken } from './staff-token';
import { currentLanguage } from './language';

const TIMEOUT_MS = 60_000;

/** A failed call: the server's stable error name, its localized message and per-field rules. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly error: ErrorName | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';
  readonly fields: FieldError[];

  constructor(init: {
    status: number;
    code: number;
    error: ApiError['error'];
    message: string;
    fields?: FieldError[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.error = init.error;
    this.fields = init.fields ?? [];
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && typeof v.error === 'string';
}

function isOkBody(value: unknown): value is { code: 0; data: unknown } {
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 0;
}

/**
 * `POST /v1/<path>` typed by the contract. Resolves with `data`; rejects with an ApiError.
 * A 401 clears the staff token, which sends the console to its sign-in page.
 */
export async function request<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiData<P>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = staffToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`/v1/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    throw new ApiError({
      status: 0,
      code: 0,
      error: timedOut ? 'TIMEOUT' : 'NETWORK',
      message: timedOut ? 'timeout' : 'network',
    });
  }

  const payload: unknown = await response.json().catch(() => null);

  if (response.status === 401) staffToken.clear();

  if (response.ok && isOkBody(payload)) return payload.data as ApiData<P>;

  if (isErrorBody(payload)) {
    throw new ApiError({
      status: response.status,
      code: payload.code,
      error: payload.error,
      message: payload.message || payload.msg,
      fields: payload.fields,
    });
  }
  throw new ApiError({
    status: response.status,
    code: 0,
    error: 'BAD_RESPONSE',
    message: `HTTP ${response.status}`,
  });
}
