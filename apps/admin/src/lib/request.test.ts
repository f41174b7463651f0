// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError as ContractApiError } from '@app/contract';
import { ApiError, request } from './request';
import { staffToken } from './staff-token';
import { applyLanguage } from './language';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('request', () => {
  beforeEach(() => {
    localStorage.clear();
    staffToken.clear();
    applyLanguage('en', false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to /v1/<path> with the staff token and language, and resolves with data', async () => {
    const fetchMock = respond(200, { code: 0, msg: 'ok', data: { ok: true } });
    vi.stubGlobal('fetch', fetchMock);
    staffToken.set('tok-1');
    applyLanguage('ar', false);

    await expect(request('admin/signout', {})).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/admin/signout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Accept-Language': 'ar' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('rejects with the server error name, localized message and field rules', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        code: 1001,
        error: 'VALIDATION_FAILED',
        message: 'Some fields need your attention',
        msg: 'Some fields need your attention',
        fields: [{ field: 'email', rule: 'email', message: 'Please enter a correct email address' }],
      }),
    );
    const failure = await request('admin/signin', { email: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    // One error class for the console, the web app and the tests: the contract's typed client's.
    expect(failure).toBeInstanceOf(ContractApiError);
    const error = failure as ApiError;
    expect(error.status).toBe(400);
    expect(error.error).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some fields need your attention');
    expect(error.fields).toEqual([
      { field: 'email', rule: 'email', message: 'Please enter a correct email address' },
    ]);
  });

  it('clears the staff token on 401 so the console returns to sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, { code: 1002, error: 'UNAUTHORIZED', message: 'Please log in first', msg: '' }),
    );
    staffToken.set('expired');
    const seen: (string | null)[] = [];
    const stop = staffToken.subscribe(() => seen.push(staffToken.get()));

    await expect(request('admin/getStaffInfo', {})).rejects.toMatchObject({
      status: 401,
      error: 'UNAUTHORIZED',
    });
    stop();
    expect(staffToken.get()).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(seen).toEqual([null]);
  });

  it('turns a network failure into a NETWORK error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('admin/getStaffInfo', {})).rejects.toMatchObject({ error: 'NETWORK', status: 0 });
  });

  it("passes a caller's own abort through instead of calling it a network failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response('{}');
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const failure = await request('admin/getStaffInfo', {}, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('reports a body that is not the API envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(request('admin/getStaffInfo', {})).rejects.toMatchObject({
      error: 'BAD_RESPONSE',
      status: 502,
    });
  });
});
