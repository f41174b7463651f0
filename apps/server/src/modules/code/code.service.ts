import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeScene,
  type Locale,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { translate } from '../../lib/i18n.js';
import { randomDigits, sha256 } from '../../lib/tokens.js';
import type { Mailer } from '../mail/mail.service.js';
import { codeRepository } from './code.repository.js';

const hashCode = (email: string, scene: string, code: string) => sha256(`${email}:${scene}:${code}`);

export interface CodeTicket {
  id: number;
}

export function createCodeService(deps: { db: Db; mailer: Mailer }) {
  /**
   * Checks a code, spending one of its attempts atomically (so concurrent guesses cannot exceed
   * the limit), and answers the code's id. Runs on its own connection, never inside the caller's
   * transaction, so a rollback cannot give an attempt back.
   */
  async function checkAndSpend(email: string, scene: CodeScene, code: string): Promise<number> {
    const live = await codeRepository.active(deps.db, email, scene);
    const hash = hashCode(email, scene, code);
    const row = live.find((r) => r.codeHash === hash) ?? live[0];
    if (!row) throw new AppError('CODE_INVALID');
    if (!(await codeRepository.spendAttempt(deps.db, row.id, CODE_MAX_ATTEMPTS))) {
      throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    }
    if (row.codeHash !== hash) {
      throw new AppError(row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
    }
    return row.id;
  }

  return {
    /**
     * Sends a code unless one went to this address in the last minute. `deliver: false` records
     * the code without mailing it (an unknown address asking for a reset), so answers look the same.
     */
    async send(email: string, scene: CodeScene, locale: Locale, deliver = true) {
      const latest = await codeRepository.latestForEmail(deps.db, email);
      if (latest) {
        const waited = (Date.now() - latest.createdAt.getTime()) / 1000;
        if (waited < CODE_RESEND_SECONDS) {
          throw new AppError('CODE_TOO_FREQUENT', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
        }
      }
      const code = randomDigits(CODE_LENGTH);
      const id = await codeRepository.insert(deps.db, {
        email,
        scene,
        codeHash: hashCode(email, scene, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      });
      if (deliver) {
        const minutes = CODE_TTL_SECONDS / 60;
        await deps.mailer
          .send({
            to: email,
            subject: translate(locale, 'mail.code.subject', { code }),
            text: translate(locale, 'mail.code.body', {
              code,
              minutes,
              purpose: translate(locale, `mail.scene.${scene}`),
            }),
          })
          .catch(async () => {
            // Not delivered: forget the code so the user can ask again at once.
            await codeRepository.remove(deps.db, id);
            throw new AppError('SERVICE_UNAVAILABLE');
          });
      }
      return { resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
    },

    /** `code/checkCode`: checks without using the code up. */
    async check(email: string, scene: CodeScene, code: string) {
      await checkAndSpend(email, scene, code);
    },

    /**
     * Checks a code before a transaction and answers a ticket; `use` spends the ticket inside the
     * transaction, so the code is used up exactly when the action commits.
     */
    async redeem(email: string, scene: CodeScene, code: string): Promise<CodeTicket> {
      return { id: await checkAndSpend(email, scene, code) };
    },

    async use(tx: Tx, ticket: CodeTicket) {
      if (!(await codeRepository.consume(tx, ticket.id))) throw new AppError('CODE_INVALID');
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
