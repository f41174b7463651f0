import { pickLocale, type ApiData, type ApiInput, type ApplicationKind } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import { isUniqueViolation } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { translate } from '#server/lib/i18n.js';
import { storeLevelTable } from '#server/modules/catalog/index.js';
import { walletRepository } from '#server/modules/wallet/index.js';
import { toMyApplication } from './marketing.mapper.js';
import { marketingRepository } from './marketing.repository.js';

/**
 * Mails an applicant the outcome, in the language they applied in. Only staff decisions are mailed:
 * the form is open to visitors, so mailing on every send would let anyone mail any address.
 */
export function createApplicationMail(ctx: Pick<AppContext, 'mailer'>, log?: FastifyBaseLogger) {
  return async (
    to: { email: string; locale: string; name: string; kind: ApplicationKind },
    outcome: 'approved' | 'rejected',
    reason: string | null,
  ) => {
    const locale = pickLocale(to.locale);
    const key = `mail.marketing.${to.kind}.${outcome}`;
    await ctx.mailer
      .send({
        to: to.email,
        subject: translate(locale, `${key}.subject`),
        text: translate(locale, `${key}.body`, { name: to.name, reason: reason ?? '' }),
        kind: 'notice',
      })
      .catch((err: unknown) => log?.error({ err, outcome }, 'application outcome not delivered'));
  };
}

/** The public face of the marketing pages: the seller terms, applying, my applications. */
export function createMarketingService(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    /** Every figure of `/sell` from what the server applies: orders' commission, the wallet, the level table. */
    async sellTerms(): Promise<ApiData<'marketing/getSellTerms'>> {
      const [currencies, levels] = await Promise.all([
        walletRepository.listCurrencies(db),
        storeLevelTable(db),
      ]);
      return {
        commissionBps: config.PLATFORM_COMMISSION_BPS,
        withdrawals: currencies
          .filter((c) => c.withdrawEnabled)
          .map((c) => ({
            currency: c.currency,
            network: c.network,
            minWithdraw: c.minWithdraw,
            withdrawFee: c.withdrawFee,
          })),
        levels,
      };
    },

    async apply(body: ApiInput<'marketing/apply'>, call: CallContext) {
      try {
        const row = await marketingRepository.insert(db, {
          kind: body.kind,
          userId: call.user?.id ?? null,
          name: body.name,
          email: body.email,
          country: body.country,
          link: body.link,
          size: body.size,
          message: body.message,
          locale: call.locale,
        });
        return toMyApplication(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('APPLICATION_PENDING');
        throw err;
      }
    },

    async myApplications(call: UserCall) {
      return { list: (await marketingRepository.ofUser(db, call.user.id)).map(toMyApplication) };
    },
  };
}
export type MarketingService = ReturnType<typeof createMarketingService>;
