import { Toast } from 'antd-mobile';
import {
  REQUEST_TIMEOUT_MS,
  type ApiBody,
  type ApiData,
  type ApiPath,
  type ErrorBody,
  type ErrorName,
  type FieldError,
  type UploadData,
  type UploadPath,
} from '@app/contract';
import { deviceId } from './device';
import { i18n } from './i18n';
import { clearSession, localStore } from './storage';

export const API_BASE = '/v1/';

/** A failed call. `status` is 0 when the server was never reached (network, timeout). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null = null,
    readonly errorName: ErrorName | null = null,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Skip the error toast when the caller shows the failure itself. */
  silent?: boolean;
  /**
   * Sent as `Idempotency-Key` to calls that move money: one key per submit attempt, reused when
   * the same attempt is retried, so a double tap or a retry has exactly one effect.
   */
  idempotencyKey?: string;
  /** Let the request outlive the page (a last progress report when the tab is closed). */
  keepalive?: boolean;
}

function headers(json: boolean, idempotencyKey?: string): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  if (json) h['Content-Type'] = 'application/json';
  const token = localStore.getState().token;
  if (token) h.Authorization = `Bearer ${token}`;
  if (idempotencyKey) h['Idempotency-Key'] = idempotencyKey;
  const device = deviceId();
  if (device) h['X-Device-Id'] = device;
  return h;
}

function toast(message: string): void {
  Toast.show({ content: message, icon: 'fail', position: 'center' });
}

async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, signal, ...(options.keepalive ? { keepalive: true } : {}) });
  } catch (cause) {
    // A caller's own abort is not a failure worth telling the user about.
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(i18n.t('request.network', { ns: 'web' }), 0);
    if (!options.silent) toast(error.message);
    throw error;
  }
}

async function readJson(res: Response): Promise<Partial<ErrorBody> & { data?: unknown }> {
  try {
    return (await res.json()) as Partial<ErrorBody> & { data?: unknown };
  } catch {
    return {};
  }
}

/** Spec §8: 401 drops the session and rejects; any other failure rejects with a toast. */
async function failure(res: Response, body: Partial<ErrorBody>, options: CallOptions): Promise<never> {
  const message = body.message || body.msg || i18n.t('request.failed', { ns: 'web', status: res.status });
  const error = new ApiError(message, res.status, body.code ?? null, body.error ?? null, body.fields ?? []);
  if (res.status === 401) {
    clearSession();
    throw error;
  }
  if (!options.silent) toast(message);
  throw error;
}

/** Calls `POST /v1/<path>` typed by the contract and resolves with the response's `data`. */
export async function call<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  options: CallOptions = {},
): Promise<ApiData<P>> {
  const res = await send(
    API_BASE + path,
    {
      method: 'POST',
      headers: headers(true, options.idempotencyKey),
      body: JSON.stringify(body ?? {}),
    },
    options,
  );
  const json = await readJson(res);
  if (res.status !== 200 || (json.code !== undefined && json.code !== 0)) {
    return failure(res, json, options);
  }
  return json.data as ApiData<P>;
}

/** `POST /v1/file/upload` (spec §7): a non-zero code shows `msg` in a toast. */
export async function upload(
  file: Blob,
  path: UploadPath,
  name?: string,
  options: CallOptions = {},
): Promise<UploadData> {
  const form = new FormData();
  form.append('file', file, name);
  form.append('path', path);
  form.append('name', name ?? (file instanceof File ? file.name : 'upload'));
  const res = await send(
    `${API_BASE}file/upload`,
    { method: 'POST', headers: headers(false), body: form },
    options,
  );
  const json = await readJson(res);
  if (res.status === 401) return failure(res, json, options);
  if (json.code !== 0) {
    const message = json.msg || json.message || i18n.t('request.failed', { ns: 'web', status: res.status });
    if (!options.silent) toast(message);
    throw new ApiError(message, res.status, json.code ?? null, json.error ?? null, json.fields ?? []);
  }
  return json.data as UploadData;
}
