import type { ErrorName } from '@app/contract';
import type { StaffCall } from '#server/context.js';
import type { Db, Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { audit } from './audit.js';

/**
 * Creates (no id) or changes one configuration row and records who did it, with the new values,
 * in the same transaction: a setting never changes without its audit entry.
 */
export async function saveAudited<T extends { id: number }, V extends Record<string, unknown>>(
  db: Db,
  call: StaffCall,
  opts: {
    entity: string;
    id?: number;
    values: V;
    insert: (tx: Tx, values: V) => Promise<T>;
    update: (tx: Tx, id: number, values: V) => Promise<T | undefined>;
    notFound: ErrorName;
  },
): Promise<T> {
  return db.transaction(async (tx) => {
    const saved = opts.id ? await opts.update(tx, opts.id, opts.values) : await opts.insert(tx, opts.values);
    if (!saved) throw new AppError(opts.notFound);
    await audit.staff(tx, call, {
      action: `${opts.entity}.${opts.id ? 'changed' : 'created'}`,
      targetType: opts.entity,
      targetId: saved.id,
      detail: opts.values,
    });
    return saved;
  });
}
