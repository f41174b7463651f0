import { addDays, daysBetween, lateFeeOfDay, loanOutstanding } from '@app/contract';
import type { Db } from '#server/db/client.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { totalsOf } from './loan.mapper.js';
import { loanRepository as repo } from './loan.repository.js';

/** A stopped scheduler catching up looks back at most this many days per loan and run. */
const CATCH_UP_DAYS = 400;

/**
 * The daily loan job (00:00 in each loan's time zone, pg-boss; decision 51): for every day of a loan
 * being repaid not looked at yet, up to today — on the due date, what falls due; on each day after
 * it with something still owed, that day's late fee by the loan's rule, within its cap. Each loan in
 * its own transaction under its row lock, each charge unique per loan, kind and day: run twice, or
 * on two nodes at once, it posts once. A loan whose early repayment waits is left alone (its held
 * payoff settles it); declined or withdrawn, the next run catches its days up.
 */
export async function accrueLoans(db: Db, now: Date): Promise<{ loans: number; posted: number }> {
  const ids = await repo.idsForJob(db, addDays(settlementDayOf(now, 'UTC'), 1));
  let posted = 0;
  for (const id of ids) posted += await accrueLoan(db, id, now);
  return { loans: ids.length, posted };
}

async function accrueLoan(db: Db, loanId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let loan = await repo.lockLoan(tx, loanId);
    if (!loan || loan.status !== 'repaying' || !loan.dueDay || !loan.timeZone) return 0;
    if (await repo.waitingEarly(tx, loan.id)) return 0;
    const dueDay = loan.dueDay;
    const today = settlementDayOf(now, loan.timeZone);
    let day = addDays(loan.accruedThrough ?? loan.startDay!, 1);
    const last = daysBetween(day, today) > CATCH_UP_DAYS ? addDays(day, CATCH_UP_DAYS) : today;
    let posted = 0;
    for (; day <= last; day = addDays(day, 1)) {
      const owed = loanOutstanding(totalsOf(loan));
      if (owed.total <= 0) break;
      if (day === dueDay) {
        if (
          await repo.addEntry(tx, { loanId: loan.id, kind: 'due', day, amount: owed.total, createdAt: now })
        )
          posted++;
      } else if (day > dueDay) {
        const rule = { kind: loan.lateFeeKind, value: loan.lateFeeValue, capBp: loan.lateFeeCapBp };
        const fee = lateFeeOfDay(rule, owed.interest + owed.principal, loan.amount, loan.feesCharged);
        if (fee <= 0) continue;
        const entry = await repo.addEntry(tx, {
          loanId: loan.id,
          kind: 'lateFee',
          day,
          amount: fee,
          overdueDays: daysBetween(dueDay, day),
          createdAt: now,
        });
        if (!entry) continue;
        posted++;
        loan = await repo.updateLoan(tx, loan.id, { feesCharged: loan.feesCharged + fee });
      }
    }
    if (!loan.accruedThrough || last > loan.accruedThrough) {
      await repo.updateLoan(tx, loan.id, { accruedThrough: last });
    }
    return posted;
  });
}
