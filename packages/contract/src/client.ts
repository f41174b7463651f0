import type { ApiBody, ApiData, ApiPath } from './api.js';
import type { ErrorBody, ErrorName, FieldError } from './core/errors.js';

/** Why a call failed when the server gave no answer of its own. */
export type TransportFailure = 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

/**
 * A failed call, the one shape every client sees: the HTTP status (0 when the server was never
 * reached), the catalogue's code and name, the localized message and the per-field rules.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly error: ErrorName | TransportFailure;
  readonly fields: FieldError[];

  constructor(init: {
    status: number;
    code?: number;
    error: ErrorName | TransportFailure;
    message: string;
    fields?: FieldError[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? 0;
    this.error = init.error;
    this.fields = init.fields ?? [];
  }
}

/** One HTTP exchange as the client sees it; a browser sends it with fetch, tests with inject. */
export interface ApiRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal?: AbortSignal;
  keepalive?: boolean;
}
export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  json: unknown;
}
export type ApiSend = (request: ApiRequest) => Promise<ApiResponse>;

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` on calls that move money: one key per submit attempt. */
  idempotencyKey?: string;
  /** A bearer token for this call only (tests and scripts acting as several people). */
  token?: string;
  /** Let the request outlive the page (a last progress report when the tab is closed). */
  keepalive?: boolean;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Where `/v1/` lives: '' in a browser, `http://localhost:3000` in a script. */
  baseUrl?: string;
  /** Headers every call carries (language, device, the signed-in token). */
  headers?: () => Record<string, string>;
  /** The exchange; defaults to fetch with a timeout. */
  send?: ApiSend;
  timeoutMs?: number;
  /** Told about every failure before it is thrown (a browser drops its session on 401). */
  onError?: (error: ApiError) => void;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && typeof v.error === 'string';
}

function isOkBody(value: unknown): value is { code: 0; data: unknown } {
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 0;
}

/** Sends with fetch; a timeout or a network failure becomes an ApiError with status 0. */
export function fetchSend(timeoutMs = 60_000): ApiSend {
  return async ({ url, headers, body, signal, keepalive }) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const any = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: any,
        ...(keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      // A caller's own abort is not a failure of the server: it goes up as it is.
      if (signal?.aborted) throw cause;
      const timedOut = timeout.aborted;
      throw new ApiError({
        status: 0,
        error: timedOut ? 'TIMEOUT' : 'NETWORK',
        message: timedOut ? 'timeout' : 'network',
      });
    }
    const json: unknown = await response.json().catch(() => undefined);
    return { status: response.status, json };
  };
}

/** The answer of `POST /v1/<path>`: its `data`, or an ApiError with the server's words. */
export function readAnswer<P extends ApiPath>(response: ApiResponse): ApiData<P> {
  const { status, json } = response;
  if (status === 200 && isOkBody(json)) return json.data as ApiData<P>;
  if (isErrorBody(json)) {
    throw new ApiError({
      status,
      code: json.code,
      error: json.error,
      message: json.message || json.msg,
      fields: json.fields,
    });
  }
  throw new ApiError({ status, error: 'BAD_RESPONSE', message: `HTTP ${status}` });
}

/**
 * The one typed caller of the API for the web app, the console, the server's tests, the journeys,
 * the screenshot scripts and the benchmarks: `call(path, body)` resolves with the contract's
 * `data` for that path or rejects with an ApiError.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const send = options.send ?? fetchSend(options.timeoutMs);
  const base = `${options.baseUrl ?? ''}/v1/`;

  function headersFor(call: ApiCallOptions): Record<string, string> {
    const h: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers?.() };
    if (call.token) h.Authorization = `Bearer ${call.token}`;
    if (call.idempotencyKey) h['Idempotency-Key'] = call.idempotencyKey;
    return { ...h, ...call.headers };
  }

  async function call<P extends ApiPath>(
    path: P,
    body: ApiBody<P>,
    callOptions: ApiCallOptions = {},
  ): Promise<ApiData<P>> {
    try {
      const response = await send({
        url: base + path,
        headers: headersFor(callOptions),
        body: JSON.stringify(body ?? {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        ...(callOptions.keepalive ? { keepalive: true } : {}),
      });
      return readAnswer<P>(response);
    } catch (error) {
      if (error instanceof ApiError) options.onError?.(error);
      throw error;
    }
  }

  return { call, headersFor };
}

export type ApiClient = ReturnType<typeof createApiClient>;
