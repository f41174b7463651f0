import type { StaffRole } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/password.js';
import { staffRepository } from '#server/modules/staff/staff.repository.js';
import type { createTestApp } from '#test/helper.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Staff tokens by role (the demo seed has admin, finance and support; others are made here). */
export function contentKit(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();

  function tokenOf(role: StaffRole | 'all'): Promise<string> {
    let token = tokens.get(role);
    if (!token) {
      token = (async () => {
        if (role === 'all') return t.kit.staffToken();
        const email = `${role}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
        await staffRepository.upsert(t.db, {
          email,
          passwordHash: await hashPassword('Demo12345'),
          name: `Test ${role}`,
          roles: [role],
        });
        return t.kit.staffToken(email, 'Demo12345');
      })();
      tokens.set(role, token);
    }
    return token;
  }

  /** The newest audit entry of `action` on `targetId`. */
  async function lastAudit(action: string, targetId: number | string) {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  async function auditCount() {
    return (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
  }

  return { tokenOf, lastAudit, auditCount };
}
