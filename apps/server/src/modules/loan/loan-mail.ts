import { formatMoney, pickLocale } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context.js';
import { translate } from '#server/lib/i18n.js';
import type { LoanRow } from './loan.repository.js';

export type LoanMailEvent = 'applied' | 'passed' | 'rejected' | 'earlyAccepted' | 'earlyDeclined';

/**
 * Tells the borrower of each step of their loan, in their language, with its figures. A mail that
 * cannot be sent is logged: the step already happened.
 */
export function createLoanMail(ctx: Pick<AppContext, 'mailer'>, log?: FastifyBaseLogger) {
  return async (
    to: { email: string; locale: string },
    event: LoanMailEvent,
    loan: LoanRow,
    extra: { amount?: number; reason?: string | null } = {},
  ) => {
    const locale = pickLocale(to.locale);
    const money = (minor: number) => formatMoney(minor, locale);
    const params = {
      loanNo: loan.loanNo,
      amount: money(extra.amount ?? loan.amount),
      days: loan.termDays,
      interest: money(loan.interest),
      total: money(loan.amount + loan.interest),
      dueDay: loan.dueDay ?? '',
      timeZone: loan.timeZone ?? '',
      reason: extra.reason ?? '',
    };
    await ctx.mailer
      .send({
        to: to.email,
        subject: translate(locale, `mail.loan.${event}.subject`, params),
        text: translate(locale, `mail.loan.${event}.body`, params),
        kind: 'notice',
      })
      .catch((err: unknown) => log?.error({ err, event }, 'loan notice not delivered'));
  };
}
