import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  allocateRepayment,
  daysBetween,
  earlyPayoff,
  lateFeeCap,
  lateFeeOfDay,
  loanInterest,
  loanOutstanding,
} from './loan.rules.js';

/** The spec's formula in exact rational arithmetic, rounded half up: the reference. */
function reference(amount: number, rateBp: number, days: number): number {
  const numerator = BigInt(amount) * BigInt(rateBp) * BigInt(days);
  const denominator = 10_000n * 365n;
  const whole = numerator / denominator;
  return Number(2n * (numerator % denominator) >= denominator ? whole + 1n : whole);
}

describe('loan interest (spec §9: amount × annual rate × days ÷ 365)', () => {
  it('is exact to the cent for the spec’s example and rounds half up', () => {
    // 10,000.00 at 6.25 % for 30 days = 51.369863… → 51.37.
    expect(loanInterest(1_000_000, 625, 30)).toBe(5_137);
    // 500.00 at 6.25 % for 365 days is exactly a year's rate: 31.25.
    expect(loanInterest(50_000, 625, 365)).toBe(3_125);
    // 1.00 at 7.30 % for 1 day = 0.0002 → 0.00; 1,000.00 at 3.65 % for 1 day = 0.10 exactly.
    expect(loanInterest(100, 730, 1)).toBe(0);
    expect(loanInterest(100_000, 365, 1)).toBe(10);
    // A half cent rounds up: 0.005 → 0.01 (365.00 at 0.50 % for 1 day = 0.005).
    expect(loanInterest(36_500, 50, 1)).toBe(1);
  });

  it('matches the exact formula across amounts, rates and terms, with no floating point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_825 }),
        (amount, rate, days) => {
          expect(loanInterest(amount, rate, days)).toBe(reference(amount, rate, days));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('divides by 365 in a leap year too, and counts the 29th of February as a day', () => {
    // Fineract's known bugs: days-in-year hard-coded to the calendar, leap days dropped.
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
    expect(addDays('2027-01-01', 365)).toBe('2028-01-01');
    // A whole leap year of days costs 366/365 of the annual rate, never exactly the rate.
    expect(loanInterest(3_650_000, 1_000, 366)).toBe(366_000);
    expect(loanInterest(3_650_000, 1_000, daysBetween('2028-01-01', '2029-01-01'))).toBe(366_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (amount, rate) => {
          const days = daysBetween('2028-02-01', '2028-03-01');
          expect(days).toBe(29);
          expect(loanInterest(amount, rate, days)).toBe(reference(amount, rate, 29));
        },
      ),
    );
  });
});

describe('late fees', () => {
  const percent = { kind: 'percent' as const, value: 5, capBp: 1_000 };
  it('charge a percentage of the overdue principal and interest per day, within the cap', () => {
    // 0.05 % of 10,051.37 = 5.0257 → 5.03.
    expect(lateFeeOfDay(percent, 1_005_137, 1_000_000, 0)).toBe(503);
    // The cap is 10 % of the loan: 1,000.00; with 998.00 charged only 2.00 is left.
    expect(lateFeeCap(1_000_000, 1_000)).toBe(100_000);
    expect(lateFeeOfDay(percent, 1_005_137, 1_000_000, 99_800)).toBe(200);
    expect(lateFeeOfDay(percent, 1_005_137, 1_000_000, 100_000)).toBe(0);
  });
  it('charge a flat amount per day, within the cap, and nothing when nothing is overdue', () => {
    const flat = { kind: 'flat' as const, value: 500, capBp: 100 };
    expect(lateFeeOfDay(flat, 1, 100_000, 0)).toBe(500);
    expect(lateFeeOfDay(flat, 1, 100_000, 800)).toBe(200);
    expect(lateFeeOfDay(flat, 0, 100_000, 0)).toBe(0);
  });
});

describe('repayments', () => {
  it('pay late fees, then interest, then principal, never more than is owed', () => {
    const owed = { fees: 300, interest: 5_137, principal: 1_000_000 };
    expect(allocateRepayment(200, owed)).toEqual({ fees: 200, interest: 0, principal: 0 });
    expect(allocateRepayment(6_000, owed)).toEqual({ fees: 300, interest: 5_137, principal: 563 });
    expect(allocateRepayment(9_999_999, owed)).toEqual(owed);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (fees, interest, principal, pay) => {
          const parts = allocateRepayment(pay, { fees, interest, principal });
          expect(parts.fees + parts.interest + parts.principal).toBe(
            Math.min(pay, fees + interest + principal),
          );
          if (parts.interest > 0) expect(parts.fees).toBe(fees);
          if (parts.principal > 0) expect(parts.interest).toBe(interest);
        },
      ),
    );
  });

  it('an early payoff counts interest only for the days elapsed, and returns what was paid beyond it', () => {
    const loan = {
      amount: 1_000_000,
      interest: loanInterest(1_000_000, 625, 90),
      interestWaived: 0,
      feesCharged: 0,
      paid: { fees: 0, interest: 0, principal: 0 },
      annualRateBp: 625,
      termDays: 90,
      startDay: '2026-11-01',
      dueDay: '2026-01-30',
    };
    loan.dueDay = addDays(loan.startDay, 90);
    // Ten days in: 10,000.00 + 17.12 interest; 137.00 − 17.12 of the term's interest is not owed.
    const ten = earlyPayoff(loan, '2026-11-11');
    expect(ten).toEqual({
      days: 10,
      interest: 1_712,
      waived: loan.interest - 1_712,
      amount: 1_001_712,
      overpaid: 0,
    });
    // The same day as the start: one day counts.
    expect(earlyPayoff(loan, '2026-11-01').days).toBe(1);
    // After the due date the whole term's interest is owed.
    expect(earlyPayoff(loan, addDays(loan.dueDay, 3))).toMatchObject({ days: 90, waived: 0 });
    // Paid 10,100.00 already (interest first): at day 10 only 10,017.12 was owed — 82.88 comes back.
    const paid = {
      ...loan,
      paid: { fees: 0, interest: loan.interest, principal: 1_010_000 - loan.interest },
    };
    expect(earlyPayoff(paid, '2026-11-11')).toMatchObject({ amount: 0, overpaid: 8_288 });
    expect(loanOutstanding(paid).total).toBe(1_000_000 + loan.interest - 1_010_000);
  });
});
