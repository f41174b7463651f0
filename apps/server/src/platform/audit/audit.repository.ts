import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import { clock } from '#server/lib/clock.js';
import { auditLog, staff, users } from '#server/db/schema/index.js';

export interface AuditRecord {
  actorType: 'staff' | 'user' | 'system';
  actorId?: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  reason?: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

export const auditRepository = {
  async record(tx: Tx, entry: AuditRecord) {
    await tx.insert(auditLog).values({
      actorType: entry.actorType,
      actorId: entry.actorId ?? null,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      reason: entry.reason ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
      createdAt: clock.stamp(),
    });
  },

  async list(tx: Tx, q: { page: number; pageSize: number; action?: string }) {
    const where = q.action ? and(eq(auditLog.action, q.action)) : undefined;
    const actorName = sql<string | null>`coalesce(${staff.name}, ${users.email})`;
    return paginate(
      tx,
      tx
        .select({ entry: auditLog, actorName })
        .from(auditLog)
        .leftJoin(staff, and(eq(auditLog.actorType, 'staff'), eq(staff.id, auditLog.actorId)))
        .leftJoin(users, and(eq(auditLog.actorType, 'user'), eq(users.id, auditLog.actorId)))
        .where(where)
        .orderBy(desc(auditLog.id))
        .$dynamic(),
      auditLog,
      where,
      q,
    );
  },
};
