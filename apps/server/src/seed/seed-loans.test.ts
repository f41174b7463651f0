import { describe, expect, it } from 'vitest';
import type { LoanSummary } from '@app/contract';
import { createTestApp } from '#test/helper.js';
import { seedLoans } from './seed-loans.js';

const t = await createTestApp();

const loansOf = async (n: number): Promise<LoanSummary[]> => {
  const s = await t.call('user/signin', { email: `store${n}@demo.local`, password: 'Demo12345' });
  return (await t.call('loan/getLoanList', {}, { token: s.body.data.token })).body.data.list;
};

describe('demo loans', () => {
  it('hold a loan in every state, made through the flows with the daily job on the way, and seed once', async () => {
    // The test template was seeded with them; a second run adds nothing.
    await seedLoans(t.db, t.config);
    const onTime = await loansOf(1);
    expect(onTime).toHaveLength(1);
    expect(onTime[0]).toMatchObject({ status: 'repaying', overdueDays: 0 });
    expect(onTime[0]!.remaining).toBe(onTime[0]!.total - 100_000);

    const repaid = await loansOf(2);
    expect(repaid[0]).toMatchObject({ status: 'repaid', remaining: 0 });

    const [overdue] = await loansOf(3);
    // Approved 35 days and 22 hours ago for 30 days: 5 or 6 days overdue, by the time of day now.
    expect(overdue!.status).toBe('repaying');
    const late = overdue!.overdueDays;
    expect([5, 6]).toContain(late);
    const s3 = await t.call('user/signin', { email: 'store3@demo.local', password: 'Demo12345' });
    const detail = (await t.call('loan/getLoanInfo', { id: overdue!.id }, { token: s3.body.data.token })).body
      .data;
    const fees = detail.entries.filter((e) => e.kind === 'lateFee');
    expect(fees.map((e) => e.overdueDays)).toEqual(Array.from({ length: late }, (_, i) => i + 1));
    // The partial repayment two days ago went to the late fees first.
    expect(detail.entries.find((e) => e.kind === 'repayment')!.parts!.fees).toBeGreaterThan(0);

    expect((await loansOf(4))[0]).toMatchObject({ status: 'applying' });
    expect((await loansOf(5)).map((l) => l.status)).toEqual(['repaid', 'rejected']);
    expect((await loansOf(5))[0]!.early).toMatchObject({ status: 'accepted' });
    expect((await loansOf(6))[0]).toMatchObject({ status: 'repaying', early: { status: 'requested' } });

    const products = await t.call('admin/getLoanProductList', {}, { token: await t.kit.staffToken() });
    expect(products.body.data.list).toHaveLength(2);
    await t.verifyBooks();
  });
});
