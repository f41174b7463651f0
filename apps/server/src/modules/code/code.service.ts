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

export function createCodeService(deps: { db: Db; mailer: Mailer }) {
  /**
   * Every check spends one of the code's attempts (atomically, outside the caller's transaction,
   * so a rollback cannot give it back); `consume` then uses the code up inside `tx`.
   */
  async function verify(
    tx: Tx,
    email: string,
    scene: CodeScene,
    code: string,
    consume: boolean,
  ): Promise<void> {
    const row = await codeRepository.active(deps.db, email, scene);
    if (!row) throw new AppError('CODE_INVALID');
    if (!(await codeRepository.spendAttempt(deps.db, row.id, CODE_MAX_ATTEMPTS))) {
      throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    }
    if (row.codeHash !== hashCode(email, scene, code)) {
      throw new AppError(row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
    }
    if (consume && !(await codeRepository.consume(tx, row.id))) throw new AppError('CODE_INVALID');
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
      await deps.db.transaction((tx) => verify(tx, email, scene, code, false));
    },

    /** Uses a code up as part of the caller's transaction. */
    consume(tx: Tx, email: string, scene: CodeScene, code: string) {
      return verify(tx, email, scene, code, true);
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
