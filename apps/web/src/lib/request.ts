import {
  ApiError,
  REQUEST_TIMEOUT_MS,
  createApiClient,
  fetchSend,
  type ApiBody,
  type ApiData,
  type ApiPath,
  type ErrorBody,
  type UploadData,
  type UploadPath,
} from '@app/contract';
import { deviceId } from './device';
import { takeFirstAnswer } from './first-data';
import { i18n } from './i18n';
import { clearSession, localStore } from './storage';
import { showToast } from './toast';

/** A failed call, the contract's one shape: `status` is 0 when the server was never reached. */
export { ApiError };

export const API_BASE = '/v1/';

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

/** What every call carries: the language, the signed-in token and the device. */
function baseHeaders(): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  const token = localStore.getState().token;
  if (token) h.Authorization = `Bearer ${token}`;
  const device = deviceId();
  if (device) h['X-Device-Id'] = device;
  return h;
}

function toast(message: string): void {
  showToast({ content: message, icon: 'fail', position: 'center' });
}

const networkFailure = (error: ApiError['error']): ApiError =>
  new ApiError({ status: 0, error, message: i18n.t('request.network', { ns: 'common' }) });

/**
 * The user's words for a failure: the server's localized message, or ours when the server was
 * never reached (spec §8: the localized timeout message) or answered without one.
 */
function localized(error: ApiError): ApiError {
  if (error.status === 0) return networkFailure(error.error);
  if (error.error !== 'BAD_RESPONSE' && error.message) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    error: error.error,
    message: i18n.t('request.failed', { ns: 'common', status: error.status }),
    fields: error.fields,
  });
}

const client = createApiClient({
  headers: baseHeaders,
  send: fetchSend(REQUEST_TIMEOUT_MS),
  // Spec §8: a 401 anywhere drops the session (the router then sends the user to sign in).
  onError: (error) => {
    if (error.status === 401) clearSession();
  },
});

/** Any failure but a 401 is toasted unless the caller shows it itself; a caller's own abort is not. */
function report(error: unknown, options: CallOptions): unknown {
  if (!(error instanceof ApiError)) return error;
  const failure = localized(error);
  if (failure.status !== 401 && !options.silent) toast(failure.message);
  return failure;
}

/** Calls `POST /v1/<path>` typed by the contract and resolves with the response's `data`. */
export async function call<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  options: CallOptions = {},
): Promise<ApiData<P>> {
  // The entry page's first data may already be in the HTML (decision 0058).
  const first = takeFirstAnswer(path, body, {
    signedIn: localStore.getState().token !== null,
    lng: i18n.language,
  });
  if (first) return first.data as ApiData<P>;
  // Server rendering asks nothing over the network: what the HTML does not carry stays pending.
  if (import.meta.env.SSR) throw new Error(`${path}: no first answer`);
  try {
    return await client.call(path, body, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    throw report(error, options);
  }
}

/** Multipart goes through fetch itself (the typed client sends JSON), with the same timeout. */
async function sendForm(url: string, form: FormData, options: CallOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, { method: 'POST', headers: baseHeaders(), body: form, signal });
  } catch (cause) {
    // A caller's own abort is not a failure worth telling the user about.
    if (options.signal?.aborted) throw cause;
    throw report(networkFailure(timeout.aborted ? 'TIMEOUT' : 'NETWORK'), options);
  }
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
  const res = await sendForm(`${API_BASE}file/upload`, form, options);
  const json = (await res.json().catch(() => ({}))) as Partial<ErrorBody> & { data?: unknown };
  if (res.status !== 401 && json.code === 0) return json.data as UploadData;
  const error = new ApiError({
    status: res.status,
    ...(json.code !== undefined ? { code: json.code } : {}),
    error: json.error ?? 'BAD_RESPONSE',
    // Spec §7 shows an upload's `msg`; a 401 (no toast) keeps the calls' `message`.
    message:
      (res.status === 401 ? json.message || json.msg : json.msg || json.message) ||
      i18n.t('request.failed', { ns: 'common', status: res.status }),
    ...(json.fields ? { fields: json.fields } : {}),
  });
  if (res.status === 401) clearSession();
  else if (!options.silent) toast(error.message);
  throw error;
}
