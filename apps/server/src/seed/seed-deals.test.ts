import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { seedDeals } from './seed-deals.js';

const t = await createTestApp();

describe('demo group deals', () => {
  it('hold a deal in every state (one cancelled, one extended), joined through the flows, with shopper 1 in three, and seed once', async () => {
    // The test template was seeded with them; a second run adds nothing.
    await seedDeals(t.db, t.config);
    const token = await t.kit.staffToken();
    const all = (await t.call('admin/getDealList', { pageSize: 50 }, { token })).body.data.list;
    expect(all).toHaveLength(6);
    expect(all.map((d) => d.state).sort()).toEqual([
      'cancelled',
      'failed',
      'running',
      'running',
      'settled',
      'upcoming',
    ]);
    const cancelled = all.find((d) => d.state === 'cancelled')!;
    expect(cancelled).toMatchObject({ priceMode: 'product', price: cancelled.product.listPrice });
    expect(cancelled.cancelReason).toBeTruthy();
    expect(cancelled.refunded).toBe(cancelled.joined);
    expect(cancelled.joined).toBeGreaterThan(0);
    expect(all.some((d) => d.state === 'running' && d.deadlineExtendedAt)).toBe(true);
    const settled = all.find((d) => d.state === 'settled')!;
    expect(settled).toMatchObject({ joined: settled.targetCount, refunded: 0 });
    expect(settled.cashbackPaid).toBe(settled.cashback * settled.targetCount);
    const failed = all.find((d) => d.state === 'failed')!;
    expect(failed.joined).toBeLessThan(failed.targetCount);
    expect(failed.refunded).toBe(failed.joined);
    expect(all.find((d) => d.state === 'upcoming')!.effect).toBe('timed');
    expect(all.some((d) => d.state === 'running' && d.joined === d.targetCount - 1)).toBe(true);

    const s = await t.call('user/signin', { email: 'shopper1@demo.local', password: 'Demo12345' });
    const mine = (
      await t.call('task/getTaskList', { filter: 'all', pageSize: 50 }, { token: s.body.data.token })
    ).body.data.list.filter((d) => d.mine);
    expect(mine.map((d) => d.mine!.state).sort()).toEqual(['refunded', 'settled', 'waiting']);
    await t.verifyBooks();
  });
});
