import { FUNDS_HOLD_HOURS, pickLocale } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '#server/lib/i18n.js';
import type { Mailer } from './mail.service.js';

/** Security events the account's owner is told of by mail, whoever caused them. */
export type SecurityEvent =
  | 'passwordReset'
  | 'passwordChanged'
  | 'tradePasswordSet'
  | 'tradePasswordChanged'
  | 'emailChanged'
  | 'newSignin'
  | 'codesLocked';

export interface SecurityNoticeDetails {
  ip?: string;
  userAgent?: string;
  /** emailChanged: the new address (masked is not needed: this goes to the owner's old address). */
  newEmail?: string;
  /** codesLocked: when codes work again. */
  until?: Date;
  count?: number;
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Mails the owner in the language of their last sign-in (the caller may be someone else). A
 * notice that cannot be delivered is logged, never fails the action it reports: that already
 * happened.
 */
export function createSecurityNotices(deps: { mailer: Mailer; log: FastifyBaseLogger }) {
  return {
    async send(
      to: { email: string; locale: string },
      event: SecurityEvent,
      details: SecurityNoticeDetails = {},
    ) {
      const locale = pickLocale(to.locale);
      const params = {
        hours: FUNDS_HOLD_HOURS,
        newEmail: details.newEmail ?? '',
        until: details.until ? utc(details.until) : '',
        count: details.count ?? '',
        time: utc(new Date()),
        ip: details.ip ?? '-',
        device: details.userAgent?.slice(0, 160) || '-',
      };
      const text = [
        translate(locale, `mail.security.${event}.body`, params),
        translate(locale, 'mail.security.when', params),
        translate(locale, 'mail.security.footer', params),
      ].join('\n\n');
      await deps.mailer
        .send({
          to: to.email,
          subject: translate(locale, `mail.security.${event}.subject`),
          text,
          kind: 'notice',
        })
        .catch((err: unknown) => deps.log.error({ err, event }, 'security notice not delivered'));
    },
  };
}
export type SecurityNotices = ReturnType<typeof createSecurityNotices>;
