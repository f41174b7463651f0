import type { AppError } from '#server/lib/errors.js';

/**
 * Saves a product's specifications as sent, in their order (`sort`): one with an id is changed,
 * one without is added, and the product's others are kept with no stock (orders and listings name
 * them, so none is deleted). An id that is not the product's is refused before anything is written.
 * One rule for own products, staff's products and the warehouse's; each passes its own table.
 */
export async function saveSpecs<S extends { id?: number }>(spec: {
  sent: S[];
  existingIds: number[];
  /** The refusal of the sent specification at `index` (its id is not the product's). */
  refuse: (index: number) => AppError;
  emptyOthers: (keep: number[]) => Promise<void>;
  /** Runs before a kept specification is changed: the seller's saves check and record price raises (decision 41). */
  beforeUpdate?: (id: number, sent: S) => Promise<void>;
  update: (id: number, sent: S, sort: number) => Promise<void>;
  insert: (sent: S, sort: number) => Promise<void>;
}) {
  const stranger = spec.sent.findIndex((k) => k.id && !spec.existingIds.includes(k.id));
  if (stranger >= 0) throw spec.refuse(stranger);
  await spec.emptyOthers(spec.sent.flatMap((k) => (k.id ? [k.id] : [])));
  for (const [sort, k] of spec.sent.entries()) {
    if (k.id) {
      await spec.beforeUpdate?.(k.id, k);
      await spec.update(k.id, k, sort);
    } else await spec.insert(k, sort);
  }
}
