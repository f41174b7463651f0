import { describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ showToast: vi.fn() }));
vi.mock('./i18n', () => ({ i18n: { language: 'en', t: (key: string) => key } }));

const { ApiError } = await import('./request');
const { SubmitAttempt } = await import('./submit-attempt');

function attempt() {
  let n = 0;
  return new SubmitAttempt(() => `k${++n}`);
}

describe('SubmitAttempt', () => {
  it('reuses the key when the same values are retried after an unknown outcome', () => {
    const a = attempt();
    expect(a.keyFor({ amount: '5' })).toBe('k1');
    a.settle(new ApiError({ status: 0, error: 'TIMEOUT', message: 'timeout' }));
    expect(a.keyFor({ amount: '5' })).toBe('k1');
    a.settle(new ApiError({ status: 502, error: 'BAD_RESPONSE', message: 'bad gateway' }));
    expect(a.keyFor({ amount: '5' })).toBe('k1');
    a.settle(new TypeError('aborted'));
    expect(a.keyFor({ amount: '5' })).toBe('k1');
  });

  it('starts a new attempt after an answer or with other values', () => {
    const a = attempt();
    expect(a.keyFor({ amount: '5' })).toBe('k1');
    expect(a.keyFor({ amount: '6' })).toBe('k2');
    a.settle(new ApiError({ status: 400, error: 'TRADE_PASSWORD_WRONG', message: 'wrong trade password' }));
    expect(a.keyFor({ amount: '6' })).toBe('k3');
    a.settle();
    expect(a.keyFor({ amount: '6' })).toBe('k4');
  });
});
