import { z } from 'zod';

/** Tiny shapes every domain uses. */

export const idField = z
  .number({ error: 'validation.type' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.invalid' });
export const idBody = z.strictObject({ id: idField });

export const emptyBody = z.strictObject({});
export const okData = z.object({ ok: z.literal(true) });
