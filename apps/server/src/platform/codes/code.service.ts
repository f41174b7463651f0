import {
  CODE_DAILY_FAILURES,
  CODE_DAILY_SENDS,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeScene,
  type Locale,
} from '@app/contract';
import type { Db, Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { translate } from '#server/lib/i18n.js';
import { randomDigits, sha256 } from '#server/lib/tokens.js';
import { audit } from '#server/platform/audit/index.js';
import type { Mailer } from '#server/platform/mail/mail.service.js';
import type { SecurityNotices } from '#server/platform/mail/security-notice.js';
import { codeRepository } from './code.repository.js';

const hashCode = (email: string, scene: string, code: string) => sha256(`${email}:${scene}:${code}`);
const DAY_MS = 86_400_000;

export interface CodeTicket {
  id: number;
}

type Outcome = { ok: true; id: number } | { ok: false; error: AppError; lockedNow?: Date };

/**
 * Email codes (4 digits, spec §9). Each code allows CODE_MAX_ATTEMPTS guesses; each address allows
 * CODE_DAILY_SENDS codes and CODE_DAILY_FAILURES wrong guesses over all its codes in a rolling day,
 * after which its codes are paused and the owner is mailed: guessing a reset code takes years, not
 * hours (decision 0019).
 */
export function createCodeService(deps: {
  db: Db;
  mailer: Mailer;
  notices: SecurityNotices;
  /** The account an address belongs to, if any: its owner is told when the address's codes lock. */
  ownerOf: (email: string) => Promise<{ email: string; locale: string } | undefined>;
}) {
  const lockedError = (until: Date) =>
    new AppError('CODE_LOCKED', {
      hours: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 3_600_000)),
    });

  /** The address's wrong guesses of the last day, and when the oldest of them leaves the window. */
  const failuresOfDay = (tx: Tx, email: string) =>
    codeRepository.failuresSince(tx, email, new Date(Date.now() - DAY_MS));

  /** When codes unlock again if the day's failures reached the cap, or undefined. */
  const unlockAt = (f: { total: number; oldest: Date | null }) =>
    f.total >= CODE_DAILY_FAILURES && f.oldest ? new Date(f.oldest.getTime() + DAY_MS) : undefined;

  /**
   * Checks a code, spending one of its attempts, under a per-address lock so concurrent guesses
   * cannot exceed either limit. Runs in its own transaction, never the caller's, so a rollback
   * cannot give an attempt back; the verdict is thrown after the commit.
   */
  async function checkAndSpend(email: string, scene: CodeScene, code: string, ip?: string): Promise<number> {
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      await codeRepository.lockAddress(tx, email);
      const failures = await failuresOfDay(tx, email);
      const locked = unlockAt(failures);
      if (locked) return { ok: false, error: lockedError(locked) };
      const live = await codeRepository.active(tx, email, scene);
      const hash = hashCode(email, scene, code);
      const row = live.find((r) => r.codeHash === hash) ?? live[0];
      if (!row) return { ok: false, error: new AppError('CODE_INVALID') };
      if (!(await codeRepository.spendAttempt(tx, row.id, CODE_MAX_ATTEMPTS))) {
        return { ok: false, error: new AppError('CODE_ATTEMPTS_EXCEEDED') };
      }
      if (row.codeHash === hash) return { ok: true, id: row.id };
      await codeRepository.addFailure(tx, row.id);
      // This guess counts too (the live code is from the last ten minutes, inside the window).
      const nowLocked = unlockAt({ total: failures.total + 1, oldest: failures.oldest ?? row.createdAt });
      if (nowLocked) {
        await audit.system(tx, {
          action: 'code.locked',
          targetType: 'email',
          targetId: email,
          detail: { scene, failures: CODE_DAILY_FAILURES },
          ip,
        });
        return { ok: false, error: lockedError(nowLocked), lockedNow: nowLocked };
      }
      const exhausted = row.attempts + 1 >= CODE_MAX_ATTEMPTS;
      return { ok: false, error: new AppError(exhausted ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID') };
    });
    if (outcome.ok) return outcome.id;
    if (outcome.lockedNow) {
      const owner = await deps.ownerOf(email);
      if (owner) {
        await deps.notices.send(owner, 'codesLocked', {
          ip,
          until: outcome.lockedNow,
          count: CODE_DAILY_FAILURES,
        });
      }
    }
    throw outcome.error;
  }

  return {
    /**
     * Sends a code unless one went to this address in the last minute, or the address used up its
     * day. `deliver: false` records the code without mailing it (an unknown address asking for a
     * reset), so answers look the same.
     */
    async send(email: string, scene: CodeScene, locale: Locale, deliver = true) {
      const created = await deps.db.transaction(async (tx) => {
        await codeRepository.lockAddress(tx, email);
        const locked = unlockAt(await failuresOfDay(tx, email));
        if (locked) throw lockedError(locked);
        const latest = await codeRepository.latestForEmail(tx, email);
        if (latest) {
          const waited = (Date.now() - latest.createdAt.getTime()) / 1000;
          if (waited < CODE_RESEND_SECONDS) {
            throw new AppError('CODE_TOO_FREQUENT', { seconds: Math.ceil(CODE_RESEND_SECONDS - waited) });
          }
        }
        if ((await codeRepository.sentSince(tx, email, new Date(Date.now() - DAY_MS))) >= CODE_DAILY_SENDS) {
          throw new AppError('CODE_DAILY_LIMIT');
        }
        const code = randomDigits(CODE_LENGTH);
        const id = await codeRepository.insert(tx, {
          email,
          scene,
          codeHash: hashCode(email, scene, code),
          expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
        });
        return { id, code };
      });
      if (deliver) {
        const { id, code } = created;
        const minutes = CODE_TTL_SECONDS / 60;
        await deps.mailer
          .send({
            to: email,
            kind: 'code',
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
    async check(email: string, scene: CodeScene, code: string, ip?: string) {
      await checkAndSpend(email, scene, code, ip);
    },

    /**
     * Checks a code before a transaction and answers a ticket; `use` spends the ticket inside the
     * transaction, so the code is used up exactly when the action commits.
     */
    async redeem(email: string, scene: CodeScene, code: string, ip?: string): Promise<CodeTicket> {
      return { id: await checkAndSpend(email, scene, code, ip) };
    },

    async use(tx: Tx, ticket: CodeTicket) {
      if (!(await codeRepository.consume(tx, ticket.id))) throw new AppError('CODE_INVALID');
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
