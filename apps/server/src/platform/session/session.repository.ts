import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { prepared } from '#server/db/prepared.js';
import { sessions, staff, users } from '#server/db/schema/index.js';

export type Subject = { userId: number } | { staffId: number };

/** A session that is neither revoked nor expired. */
const live = (tokenHash: string | ReturnType<typeof sql.placeholder>) =>
  and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The hot path of every signed-in call, built once and prepared (parsed and planned once per connection). */
const userSession = prepared('session_with_user', (tx) =>
  tx
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(live(sql.placeholder('tokenHash')))
    .limit(1),
);

/**
 * Sent on `session_revoked` when sessions end, so sockets opened with them close: one session
 * (`only`), or all of the user's but `except`.
 */
export interface RevokedNotice {
  userId: number;
  only?: number;
  except?: number;
}

async function notifyRevoked(tx: Tx, notice: RevokedNotice) {
  await tx.execute(sql`select pg_notify('session_revoked', ${JSON.stringify(notice)})`);
}

export const sessionRepository = {
  async create(
    tx: Tx,
    input: Subject & {
      tokenHash: string;
      expiresAt: Date;
      ip?: string;
      userAgent?: string;
      deviceHash?: string;
    },
  ) {
    const [row] = await tx
      .insert(sessions)
      .values({
        tokenHash: input.tokenHash,
        userId: 'userId' in input ? input.userId : null,
        staffId: 'staffId' in input ? input.staffId : null,
        expiresAt: input.expiresAt,
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        deviceHash: input.deviceHash ?? null,
      })
      .returning();
    return row!;
  },

  async findActive(tx: Tx, tokenHash: string) {
    const [row] = await tx.select().from(sessions).where(live(tokenHash)).limit(1);
    return row;
  },

  /** The live session and its user in one round trip. */
  async findActiveWithUser(tx: Tx, tokenHash: string) {
    const [row] = await userSession(tx, { tokenHash });
    return row;
  },

  async findActiveWithStaff(tx: Tx, tokenHash: string) {
    const [row] = await tx
      .select({ session: sessions, staff })
      .from(sessions)
      .innerJoin(staff, eq(staff.id, sessions.staffId))
      .where(live(tokenHash))
      .limit(1);
    return row;
  },

  /** Sliding expiry: each use pushes the end out again. */
  async touch(tx: Tx, id: number, expiresAt: Date) {
    await tx
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, expiresAt })
      .where(eq(sessions.id, id));
  },

  /** Ends a session; a user's open chat sockets on it close on every node (NOTIFY at commit). */
  async revoke(tx: Tx, id: number) {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    const userId = rows[0]?.userId;
    if (userId) await notifyRevoked(tx, { userId, only: id });
  },

  /** Ends every session of a user but `exceptSessionId` (a password change keeps the current one). */
  async revokeAllOfUser(tx: Tx, userId: number, exceptSessionId?: number) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      );
    await notifyRevoked(tx, { userId, ...(exceptSessionId ? { except: exceptSessionId } : {}) });
  },

  /** Whether the user ever had a session on this device (revoked or expired ones count). */
  async seenDevice(tx: Tx, userId: number, deviceHash: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.deviceHash, deviceHash)))
      .limit(1);
    return Boolean(row);
  },

  async countActiveOfUser(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      );
    return row?.n ?? 0;
  },
};
