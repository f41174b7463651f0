import { describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@app/contract';

vi.mock('#web/lib/toast', () => ({ showToast: vi.fn() }));
vi.mock('#web/lib/i18n', () => ({ i18n: { language: 'en', t: (key: string) => key } }));

const { formatCountdown, msUntil } = await import('./countdown');
const { nextToReview, orderActions, orderUnits } = await import('./status');
const { timeline } = await import('./timeline');

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour, hours beyond', () => {
    expect(formatCountdown(29 * 60_000 + 5_000)).toBe('29:05');
    expect(formatCountdown(59_999)).toBe('00:59');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(25 * 3_600_000 + 61_000)).toBe('25:01:01');
  });
  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
  it('measures the time left until a deadline', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(msUntil('2026-01-01T00:10:00Z', now)).toBe(600_000);
    expect(msUntil(null, now)).toBeNull();
    expect(msUntil('not a date', now)).toBeNull();
  });
});

const order = (over: Partial<OrderSummary> = {}): Pick<OrderSummary, 'status' | 'lines' | 'expiresAt'> => ({
  status: 'unpaid',
  expiresAt: null,
  lines: [
    {
      id: 1,
      goodsId: 1,
      skuId: 1,
      title: 'A',
      image: '',
      skuName: '',
      price: 100,
      quantity: 2,
      commented: true,
    },
    {
      id: 2,
      goodsId: 2,
      skuId: 2,
      title: 'B',
      image: '',
      skuName: '',
      price: 100,
      quantity: 1,
      commented: false,
    },
  ],
  ...over,
});

describe('orderActions', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('lets an unpaid order be paid or cancelled until it expires', () => {
    expect(orderActions(order({ expiresAt: '2026-01-01T00:30:00Z' }), now)).toEqual(['cancel', 'pay']);
    expect(orderActions(order({ expiresAt: '2025-12-31T23:59:00Z' }), now)).toEqual([]);
  });
  it('offers a refund while the payment is in escrow, and receipt once shipped', () => {
    expect(orderActions(order({ status: 'to_purchase' }), now)).toEqual(['refund']);
    expect(orderActions(order({ status: 'pending' }), now)).toEqual(['refund']);
    expect(orderActions(order({ status: 'shipped' }), now)).toEqual(['refund', 'confirm']);
    expect(orderActions(order({ status: 'refunding' }), now)).toEqual(['refundPending']);
  });
  it('asks for a review while a completed line has none', () => {
    const completed = order({ status: 'completed' });
    expect(orderActions(completed, now)).toEqual(['buyAgain', 'review']);
    expect(nextToReview(completed)?.id).toBe(2);
    const reviewed = order({
      status: 'completed',
      lines: completed.lines.map((l) => ({ ...l, commented: true })),
    });
    expect(orderActions(reviewed, now)).toEqual(['buyAgain']);
    expect(nextToReview(order({ status: 'shipped' }))).toBeUndefined();
  });
  it('counts units', () => {
    expect(orderUnits(order())).toBe(3);
  });
});

describe('timeline', () => {
  it('lists events newest first and marks refunds and cancellations apart', () => {
    const entries = timeline([
      { type: 'placed', note: '', createdAt: '2026-01-01T00:00:00Z' },
      { type: 'refund_requested', note: 'too late', createdAt: '2026-01-03T00:00:00Z' },
      { type: 'shipped', note: 'DHL 123', createdAt: '2026-01-02T00:00:00Z' },
    ]);
    expect(entries.map((e) => [e.type, e.tone])).toEqual([
      ['refund_requested', 'stop'],
      ['shipped', 'forward'],
      ['placed', 'forward'],
    ]);
  });
});
