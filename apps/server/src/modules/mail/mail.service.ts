import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailRepository } from './mail.repository.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP when `smtpUrl` is set; otherwise keeps the mail in the dev outbox
 * (the `mails` table, listed in the console) and prints it to the log. Either way it is recorded.
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
      if (!transport) {
        await mailRepository.insert(opts.db, { ...mail, transport: 'outbox' });
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
      await mailRepository.insert(opts.db, { ...mail, transport: 'smtp', error });
      if (error) throw new Error(`mail delivery failed: ${error}`);
    },
    close() {
      transport?.close();
    },
  };
}
