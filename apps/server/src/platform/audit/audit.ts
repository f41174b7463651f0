import type { StaffCall, UserCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { auditRepository, type AuditRecord } from './audit.repository.js';

type Entry = Omit<AuditRecord, 'actorType' | 'actorId' | 'ip'>;

/**
 * The audit trail, written in the caller's transaction so an action and its record commit together.
 * `staff` and `user` take the actor and address from the call; `system` is for what no one asked for.
 */
export const audit = {
  staff(tx: Tx, call: Pick<StaffCall, 'staff' | 'ip'>, entry: Entry) {
    return auditRepository.record(tx, { actorType: 'staff', actorId: call.staff.id, ip: call.ip, ...entry });
  },
  user(tx: Tx, call: Pick<UserCall, 'user' | 'ip'>, entry: Entry) {
    return auditRepository.record(tx, { actorType: 'user', actorId: call.user.id, ip: call.ip, ...entry });
  },
  system(tx: Tx, entry: Entry & { actorId?: number | null; ip?: string }) {
    return auditRepository.record(tx, { actorType: 'system', ...entry });
  },
};
