import {
  DISPLAY_CURRENCIES,
  isDisplayCurrency,
  rateToDecimal,
  type PortalInfo,
  type PortalRegion,
  type StaffPortalInfo,
} from '@app/contract';
import type { portals } from '#server/db/schema/index.js';

type PortalRow = typeof portals.$inferSelect;

/** A portal as buyers see it: its currency, the currency's decimal places, the rate and its date. */
export function toPortalInfo(p: PortalRow): PortalInfo {
  return {
    region: p.region as PortalRegion,
    currency: p.currency,
    scale: isDisplayCurrency(p.currency) ? DISPLAY_CURRENCIES[p.currency] : 2,
    rate: rateToDecimal(p.rateMicros),
    rateMicros: p.rateMicros,
    rateSetAt: p.rateSetAt.toISOString(),
  };
}

/** The console's row adds who set the rate (null: the starting rate of the migration). */
export function toStaffPortalInfo(p: PortalRow & { updatedByName: string | null }): StaffPortalInfo {
  return { ...toPortalInfo(p), updatedBy: p.updatedByName };
}
