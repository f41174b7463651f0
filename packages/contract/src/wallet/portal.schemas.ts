import { z } from 'zod';
import { PORTAL_REGIONS } from '../core/config.js';
import { isDisplayCurrency, parseRate } from '../core/display-money.js';

/**
 * A regional portal's display currency (DESIGN §2, decision 0028): prices are shown in `currency`
 * at `rate` beside the wallet amount; checkout and the wallet stay in the wallet currency.
 */
export const portalInfo = z.object({
  region: z.enum(PORTAL_REGIONS),
  /** ISO 4217 code of the display currency. */
  currency: z.string(),
  /** Decimal places of the display currency. */
  scale: z.number().int(),
  /** Display-currency units per one wallet-currency unit, as an exact decimal ("0.92"). */
  rate: z.string(),
  /** The same rate in millionths (920000), for the rounding rule `toDisplayMinor`. */
  rateMicros: z.number().int(),
  /** When staff set this rate; prices in the display currency are approximate at this date. */
  rateSetAt: z.string(),
});
export type PortalInfo = z.infer<typeof portalInfo>;

export const portalListData = z.object({ list: z.array(portalInfo) });

/** The console's row: who set the rate. */
export const staffPortalInfo = portalInfo.extend({ updatedBy: z.string().nullable() });
export type StaffPortalInfo = z.infer<typeof staffPortalInfo>;
export const staffPortalListData = z.object({ list: z.array(staffPortalInfo) });

/** Console: a portal's display currency and its rate ("0.92": euros per US dollar). */
export const savePortalBody = z.strictObject({
  region: z.enum(PORTAL_REGIONS, { error: 'validation.invalidOption' }),
  currency: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .refine(isDisplayCurrency, { error: 'validation.invalidOption' }),
  rate: z.string({ error: 'validation.required' }).transform((value, ctx) => {
    const parsed = parseRate(value);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.micros;
  }),
});
