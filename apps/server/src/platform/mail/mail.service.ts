import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '#server/db/client.js';
import { mailRepository } from './mail.repository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** `code`: carries a verification code; its words are kept only in the dev outbox, never once really sent. */
  kind?: 'code' | 'notice';
}

/** What the sent-mail log keeps of a code mail that really went out: who and when, never the code. */
export const REDACTED = '[not kept: it carried a verification code]';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP when `smtpUrl` is set; otherwise keeps the mail in the dev outbox (the `mails`
 * table, readable in the console by admins) and prints it to the log. Either way it is recorded,
 * but a code mail that really went out is recorded without its subject and text: nobody with
 * database or console access can read live codes (decision 0019).
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail) {
      const kind = mail.kind ?? 'notice';
      if (!transport) {
        await mailRepository.insert(opts.db, { ...mail, kind, transport: 'outbox' });
        opts.log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'dev outbox: mail kept, not sent',
        );
        return;
      }
      let error: string | null = null;
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        opts.log.error({ err, to: mail.to }, 'mail delivery failed');
      }
      const kept = kind === 'code' ? { subject: REDACTED, text: REDACTED } : {};
      await mailRepository.insert(opts.db, { ...mail, ...kept, kind, transport: 'smtp', error });
      if (error) throw new Error(`mail delivery failed: ${error}`);
    },
    close() {
      transport?.close();
    },
  };
}
