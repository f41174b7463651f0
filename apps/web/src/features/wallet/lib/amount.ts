import { z } from 'zod';

/**
 * An amount typed as text: required, then `check` gives the message for a value it refuses
 * (nothing when the value is fine).
 */
export const amountInput = (check: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    if (!value.trim()) return ctx.addIssue({ code: 'custom', message: 'validation.amountRequired' });
    const message = check(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
