// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastShow = vi.fn();
vi.mock('./toast', () => ({ showToast: toastShow }));
// The real i18n module pulls locale files through Vite; these tests need only keys back.
vi.mock('./i18n', () => ({
  i18n: { language: 'ar', t: (key: string) => `t:${key}` },
}));

const { call, upload, ApiError } = await import('./request');
const { localStore, setSession } = await import('./storage');

const user = {
  id: 1,
  email: 'a@example.com',
  nickname: 'A',
  avatar: null,
  type: 'buyer' as const,
  inviteCode: 'ABC',
  hasTradePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

// A fresh Response per call: a body can be read once.
function reply(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeEach(() => {
  localStorage.clear();
  localStore.setState({ token: null, userInfo: null });
  toastShow.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call', () => {
  it('posts JSON to /v1/<path> with the token and language, and resolves with data', async () => {
    setSession('tok-1', user);
    const fetchMock = reply(200, { code: 0, msg: 'ok', data: { ok: true } });
    vi.stubGlobal('fetch', fetchMock);

    await expect(call('user/signout', {})).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/user/signout');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Accept-Language': 'ar',
      'Content-Type': 'application/json',
      'X-Device-Id': expect.any(String),
    });
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('sends an Idempotency-Key header only when one is given', async () => {
    const fetchMock = reply(200, { code: 0, msg: 'ok', data: { ok: true } });
    vi.stubGlobal('fetch', fetchMock);

    await call('user/signout', {}, { idempotencyKey: 'key-1' });
    await call('user/signout', {});

    const first = fetchMock.mock.calls[0] as [string, RequestInit];
    const second = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(first[1].headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
    expect(second[1].headers).not.toHaveProperty('Idempotency-Key');
  });

  it('on 401 forgets the token and cached user, rejects, and shows no toast', async () => {
    setSession('tok-1', user);
    vi.stubGlobal(
      'fetch',
      reply(401, {
        code: 1002,
        error: 'UNAUTHORIZED',
        message: 'Please log in first',
        msg: 'Please log in first',
      }),
    );

    await expect(call('user/getUserInfo', {})).rejects.toMatchObject({ status: 401 });
    expect(localStore.getState().token).toBeNull();
    expect(localStore.getState().userInfo).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('on another failure rejects with the server message, its fields, and toasts the message', async () => {
    const fields = [{ field: 'email', rule: 'email', message: 'Bad email' }];
    vi.stubGlobal(
      'fetch',
      reply(400, {
        code: 1001,
        error: 'VALIDATION_FAILED',
        message: 'Some fields need your attention',
        msg: 'x',
        fields,
      }),
    );

    const error = await call('user/signin', { email: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, error: 'VALIDATION_FAILED', fields });
    expect(toastShow).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Some fields need your attention' }),
    );
  });

  it('keeps the session on a non-401 failure', async () => {
    setSession('tok-1', user);
    vi.stubGlobal('fetch', reply(500, { code: 1000, error: 'INTERNAL', message: 'Oops', msg: 'Oops' }));
    await expect(call('user/getUserInfo', {})).rejects.toBeInstanceOf(ApiError);
    expect(localStore.getState().token).toBe('tok-1');
  });

  it('rejects with the localized timeout message when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(call('user/getUserInfo', {})).rejects.toMatchObject({
      status: 0,
      error: 'NETWORK',
      message: 't:request.network',
    });
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: 't:request.network' }));
  });

  it('says the request failed, with its status, when the server answers without a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    await expect(call('user/getUserInfo', {})).rejects.toMatchObject({
      status: 502,
      error: 'BAD_RESPONSE',
      message: 't:request.failed',
    });
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: 't:request.failed' }));
  });

  it("lets a caller's own abort through as it is, without a toast", async () => {
    const controller = new AbortController();
    const aborted = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw aborted;
      }),
    );
    await expect(call('user/getUserInfo', {}, { signal: controller.signal })).rejects.toBe(aborted);
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('does not toast when the caller asks for silence', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, { code: 2001, error: 'INVALID_CREDENTIALS', message: 'Wrong', msg: 'Wrong' }),
    );
    await expect(
      call('user/signin', { email: 'a@b.co', password: 'x' }, { silent: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toastShow).not.toHaveBeenCalled();
  });
});

describe('upload', () => {
  it('shows msg in a toast when the code is not zero', async () => {
    vi.stubGlobal(
      'fetch',
      reply(415, { code: 3003, error: 'UPLOAD_TYPE_NOT_ALLOWED', message: 'Type', msg: 'Type not allowed' }),
    );
    await expect(upload(new Blob(['x']), 'avatar', 'a.txt')).rejects.toBeInstanceOf(ApiError);
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: 'Type not allowed' }));
  });

  it('on 401 forgets the session and rejects with the same ApiError, without a toast', async () => {
    setSession('tok-1', user);
    vi.stubGlobal(
      'fetch',
      reply(401, {
        code: 1002,
        error: 'UNAUTHORIZED',
        message: 'Please log in first',
        msg: 'Please log in first',
      }),
    );
    const error = await upload(new Blob(['x']), 'avatar', 'a.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, error: 'UNAUTHORIZED' });
    expect(localStore.getState().token).toBeNull();
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('resolves with the url', async () => {
    const fetchMock = reply(200, { code: 0, msg: 'ok', data: { url: '/uploads/a.png' } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(upload(new Blob(['x']), 'avatar', 'a.png')).resolves.toEqual({ url: '/uploads/a.png' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeInstanceOf(FormData);
  });
});
