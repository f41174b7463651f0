import { z } from 'zod';

/**
 * Field builders the domain schemas share. Internal: index.ts leaves this file out, so the
 * package's public names stay what the apps use.
 */

/** A required, trimmed text of at most `max` characters; `required` is the message when empty. */
export const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'validation.tooLong' });

export const intField = z.number({ error: 'validation.type' }).int({ error: 'validation.integer' });
/** An amount in minor units, zero allowed. */
export const minorField = z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(0);
export const flag = z.boolean({ error: 'validation.type' });
/** Display order: smaller first. */
export const sortField = intField.min(0).max(9999);
