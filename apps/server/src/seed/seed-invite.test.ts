import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { DEMO_INVITE_ROOT, INVITEE_PASSWORD, inviteeEmail, seedInvitations } from './seed-invite.js';

// The shared template database was seeded with the demo data, the invitation tree included.
const t = await createTestApp();

const signIn = async (email: string) =>
  (await t.client.call('user/signin', { email, password: INVITEE_PASSWORD })).token;

describe('the demo invitation tree', () => {
  it('has four levels under the demo seller, with rewards paid, pending and reversed from real orders', async () => {
    const token = await signIn(DEMO_INVITE_ROOT);
    const info = await t.client.call('user/getInviteInfo', {}, { token });
    expect(info.invited).toBe(3);
    expect(info.team).toBe(9);
    const team = await t.client.call('user/getTeam', { level: 4 }, { token });
    expect(team.counts).toEqual([3, 3, 2, 1]);
    const rewards = (await t.client.call('user/getInviteRewardList', { pageSize: 50 }, { token })).list;
    expect(rewards.map((r) => [r.level, r.state]).sort()).toEqual(
      [
        [1, 'paid'],
        [1, 'pending'],
        [2, 'paid'],
        [2, 'paid'],
        [2, 'reversed'],
      ].sort(),
    );
    expect(info.totals.paid).toBe(
      rewards.filter((r) => r.state === 'paid').reduce((a, r) => a + r.amount, 0),
    );
    expect(info.totals.pending).toBeGreaterThan(0);
    expect(info.totals.reversed).toBeGreaterThan(0);
    // At the default 5 % commission the cap leaves level 3 nothing: 4 % + 1 %.
    for (const r of rewards.filter((x) => x.level === 2)) {
      expect(r.capped).toBe(true);
      expect(r.amount).toBe(Math.floor((r.base * 500) / 10_000) - Math.floor((r.base * 400) / 10_000));
    }
    // The deepest invitee's order paid its inviter, never a fourth ancestor.
    const gustavo = await signIn(inviteeEmail(7));
    expect((await t.client.call('user/getInviteRewardList', {}, { token: gustavo })).list).toEqual([
      expect.objectContaining({ level: 1, state: 'paid' }),
    ]);
    await t.verifyBooks();
  });

  it('is made once', async () => {
    const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int n from invite_rewards`);
    await seedInvitations(t.db, t.config);
    const again = await t.pool.query<{ n: number }>(`select count(*)::int n from invite_rewards`);
    expect(again.rows[0]!.n).toBe(rows[0]!.n);
  });
});
