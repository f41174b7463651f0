import { z } from 'zod';
import { WALLET_SCALE, parseAmount } from './money.js';

// Apart from money.ts so formatting a price does not bring the validation library (zod) along:
// the first pages only format (decision 0058).
/** A request amount: a decimal string (or number) in, an integer of minor units out. */
export function amountField(scale: number = WALLET_SCALE) {
  return z.union([z.string(), z.number()], { error: 'validation.amountRequired' }).transform((value, ctx) => {
    const parsed = parseAmount(value, scale);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.minor;
  });
}
