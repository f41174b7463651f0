import {
  ApiError,
  REQUEST_TIMEOUT_MS,
  createApiClient,
  fetchSend,
  type ApiBody,
  type ApiData,
  type ApiPath,
} from '@app/contract';
import { staffToken } from './staff-token';
import { currentLanguage } from './language';

/** A failed call, the contract's one shape: `status` is 0 when the server was never reached. */
export { ApiError };

/** What every console call carries: the console's language and the staff token. */
function headers(): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = staffToken.get();
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

const client = createApiClient({
  headers,
  send: fetchSend(REQUEST_TIMEOUT_MS),
  // A 401 clears the staff token, which sends the console to its sign-in page.
  onError: (error) => {
    if (error.status === 401) staffToken.clear();
  },
});

/** `POST /v1/<path>` typed by the contract. Resolves with `data`; rejects with an ApiError. */
export function request<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiData<P>> {
  return client.call(path, body, options);
}
