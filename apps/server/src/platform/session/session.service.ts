import type { Tx } from '#server/db/client.js';
import { newToken, sha256 } from '#server/lib/tokens.js';
import { sessionRepository, type Subject } from './session.repository.js';

/** Touch the session at most this often, so reads do not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/**
 * Opaque bearer sessions. Each use slides the end out by the TTL, but never past the absolute
 * lifetime counted from the sign-in: a token in use every day still ends (SESSION_MAX_DAYS).
 */
export function createSessionService(opts: {
  userTtlMs: number;
  staffTtlMs: number;
  userMaxMs: number;
  staffMaxMs: number;
}) {
  const ttlOf = (subject: Subject) => ('userId' in subject ? opts.userTtlMs : opts.staffTtlMs);
  const maxOf = (subject: Subject) => ('userId' in subject ? opts.userMaxMs : opts.staffMaxMs);
  const endOf = (subject: Subject, createdAt: number) =>
    new Date(Math.min(Date.now() + ttlOf(subject), createdAt + maxOf(subject)));
  async function slide(
    tx: Tx,
    session: { id: number; userId: number | null; staffId: number | null; lastUsedAt: Date; createdAt: Date },
  ) {
    if (Date.now() - session.lastUsedAt.getTime() <= TOUCH_EVERY_MS) return;
    const subject: Subject = session.userId ? { userId: session.userId } : { staffId: session.staffId! };
    await sessionRepository.touch(tx, session.id, endOf(subject, session.createdAt.getTime()));
  }

  return {
    async issue(
      tx: Tx,
      subject: Subject,
      meta: { ip?: string; userAgent?: string; deviceHash?: string },
    ): Promise<IssuedSession> {
      const token = newToken();
      const expiresAt = endOf(subject, Date.now());
      const row = await sessionRepository.create(tx, {
        ...subject,
        tokenHash: sha256(token),
        expiresAt,
        ...meta,
      });
      return { token, sessionId: row.id, expiresAt };
    },

    /** The live session behind a bearer token, or undefined when missing, expired or revoked. */
    async resolve(tx: Tx, token: string) {
      const session = await sessionRepository.findActive(tx, sha256(token));
      if (session) await slide(tx, session);
      return session;
    },

    /** A user's live session with the user row, in one query. */
    async resolveUser(tx: Tx, token: string) {
      const row = await sessionRepository.findActiveWithUser(tx, sha256(token));
      if (row) await slide(tx, row.session);
      return row;
    },

    async resolveStaff(tx: Tx, token: string) {
      const row = await sessionRepository.findActiveWithStaff(tx, sha256(token));
      if (row) await slide(tx, row.session);
      return row;
    },

    revoke: sessionRepository.revoke,
    revokeAllOfUser: sessionRepository.revokeAllOfUser,
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
