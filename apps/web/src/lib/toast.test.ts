import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
vi.mock('antd-mobile', () => ({
  Toast: {
    show: (p: string | { content?: unknown }) =>
      calls.push(`show:${typeof p === 'string' ? p : String(p.content)}`),
    clear: () => calls.push('clear'),
  },
}));

import { clearToast, showToast } from './toast';

describe('the lazily loaded toast', () => {
  it('shows and clears in the order asked, once its code has arrived', async () => {
    showToast('Checking');
    clearToast();
    showToast({ content: 'Up to date' });
    // Nothing is shown before the code has loaded (it is not in the entry)…
    expect(calls).toEqual([]);
    // …and then every call, in order.
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual(['show:Checking', 'clear', 'show:Up to date']);
  });
});
