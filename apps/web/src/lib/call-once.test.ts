// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ showToast: vi.fn() }));
vi.mock('./i18n', () => ({ i18n: { language: 'en', t: (key: string) => key } }));

const { callOnce } = await import('./call-once');
const { SubmitAttempt } = await import('./submit-attempt');

const ok = () =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', data: { ok: true } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function keysSent(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key']!,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callOnce', () => {
  it('retries a submit attempt whose outcome is unknown with the same Idempotency-Key', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    let n = 0;
    const attempt = new SubmitAttempt(() => `k${++n}`);

    await expect(callOnce('order/confirm', { id: 7 }, attempt, { silent: true })).rejects.toMatchObject({
      status: 0,
    });
    await expect(callOnce('order/confirm', { id: 7 }, attempt, { silent: true })).resolves.toEqual({
      ok: true,
    });
    // Answered: the next submit is a new attempt.
    await callOnce('order/confirm', { id: 7 }, attempt, { silent: true });

    expect(keysSent(fetchMock)).toEqual(['k1', 'k1', 'k2']);
  });
});
