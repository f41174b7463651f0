import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, minorField, text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';

/**
 * Vouchers (decision 44): the platform's first-order coupon and stores' vouchers. Amounts are minor
 * units of the wallet currency; a voucher's minimum spend is on the order's items (not shipping).
 */

/** The first-order coupon's defaults (a $5.00 coupon, no minimum spend) until staff change them. */
export const FIRST_ORDER_COUPON_DEFAULTS = { enabled: false, amount: 500, minSpend: 0 };
/** The largest coupon or voucher amount staff or sellers may set: 1,000.00. */
export const VOUCHER_AMOUNT_MAX = 100_000;
/** A store's voucher runs for at most this many days. */
export const VOUCHER_MAX_DAYS = 90;

/**
 * What a discount needs of an order's items: at least the minimum spend, and more than the
 * discount itself (a discount never makes an order free). The server applies exactly this.
 */
export function discountApplies(itemTotal: number, rule: { amount: number; minSpend: number }) {
  return itemTotal >= rule.minSpend && itemTotal > rule.amount;
}

/** The smallest items total a discount applies to (what the pages show as "orders from …"). */
export function discountThreshold(rule: { amount: number; minSpend: number }) {
  return Math.max(rule.minSpend, rule.amount + 1);
}

/**
 * Who gives a discount: the platform's first-order coupon, the store's voucher, a voucher the buyer
 * won in the lottery (`prizeVoucher`, from the platform), or a goods prize's whole price
 * (`prizeGoods`, from the platform: the only discount that covers a whole order, decision 55), and
 * a group deal's price below the product's (`groupDeal`, from the platform, decision 54).
 */
export const DISCOUNT_SOURCES = ['coupon', 'voucher', 'prizeVoucher', 'prizeGoods', 'groupDeal'] as const;
export type DiscountSource = (typeof DISCOUNT_SOURCES)[number];

/** One discount on an order: who pays it (the platform's coupon, or the store's voucher) and how much. */
export const orderDiscount = z.object({
  source: z.enum(DISCOUNT_SOURCES),
  amount: z.number().int(),
  /** The store that gives a voucher; null for the platform's coupon. */
  store: z.string().nullable(),
  /** Held while the order runs, posted on completion, released when it is cancelled or refunded. */
  status: z.enum(['held', 'posted', 'released']),
});
export type OrderDiscount = z.infer<typeof orderDiscount>;

// ---------- the first-order coupon ----------

export const couponSettings = z.object({
  enabled: z.boolean(),
  amount: z.number().int(),
  minSpend: z.number().int(),
});
export type CouponSettings = z.infer<typeof couponSettings>;

/** The coupon as the buyer's pages show it (visitors get the rule only). */
export const firstOrderCouponData = couponSettings.extend({
  /** The smallest items total it applies to. */
  threshold: z.number().int(),
  /**
   * For a signed-in buyer: `available` (unused, and no order paid yet), `held` by an order (unpaid
   * or running), `used` (that order completed), `none` (the account already paid an order without
   * it); null for visitors.
   */
  state: z.enum(['available', 'held', 'used', 'none']).nullable(),
  /** The order holding or having used it. */
  orderNo: z.string().nullable(),
});
export type FirstOrderCouponData = z.infer<typeof firstOrderCouponData>;

export const saveCouponSettingsBody = z.strictObject({
  enabled: flag,
  amount: minorField
    .min(1, { error: 'validation.amountPositive' })
    .max(VOUCHER_AMOUNT_MAX, { error: 'validation.amountTooLarge' }),
  minSpend: minorField.max(VOUCHER_AMOUNT_MAX * 100, { error: 'validation.amountTooLarge' }),
  reason: text(200, 'validation.reasonRequired'),
});

/** The console's view: the rule and what it has cost so far (from the order discounts). */
export const voucherSettingsData = z.object({
  coupon: couponSettings,
  /** Coupons held by running orders and used by completed ones, with their amounts. */
  couponHeld: z.object({ count: z.number().int(), amount: z.number().int() }),
  couponUsed: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** Store vouchers running now and their budgets left. */
  storeVouchersRunning: z.number().int(),
  storeBudgetLeft: z.number().int(),
});
export type VoucherSettingsData = z.infer<typeof voucherSettingsData>;

// ---------- store vouchers ----------

/** A store's voucher as buyers see it (store page, product page). */
export const storeVoucher = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  store: z.string(),
  amountOff: z.number().int(),
  minSpend: z.number().int(),
  endAt: z.string(),
  perBuyer: z.number().int(),
});
export type StoreVoucher = z.infer<typeof storeVoucher>;

export const storeVouchersBody = z.strictObject({ storeId: idField });
export const storeVouchersData = z.object({ list: z.array(storeVoucher) });

export const SELLER_VOUCHER_STATES = ['scheduled', 'running', 'exhausted', 'ended'] as const;
export type SellerVoucherState = (typeof SELLER_VOUCHER_STATES)[number];

/** A voucher as its store sees it: the budget, what was used and what is left (from the ledger). */
export const sellerVoucher = storeVoucher.extend({
  budget: z.number().int(),
  startAt: z.string(),
  state: z.enum(SELLER_VOUCHER_STATES),
  /** Orders using it now or that completed with it (cancelled and refunded ones gave it back). */
  usedCount: z.number().int(),
  /** Held by running orders and paid to completed ones. */
  usedAmount: z.number().int(),
  /** In the voucher's account, not held by any order; 0 once ended (it went back to the wallet). */
  budgetLeft: z.number().int(),
  /** What went back to the owner's wallet when it ended (and from refunds after that). */
  returned: z.number().int(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SellerVoucher = z.infer<typeof sellerVoucher>;

export const sellerVoucherListBody = pageQuery;

const instant = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

export const saveVoucherBody = z
  .strictObject({
    amountOff: minorField
      .min(1, { error: 'validation.amountPositive' })
      .max(VOUCHER_AMOUNT_MAX, { error: 'validation.amountTooLarge' }),
    minSpend: minorField.max(VOUCHER_AMOUNT_MAX * 100, { error: 'validation.amountTooLarge' }),
    budget: minorField
      .min(1, { error: 'validation.amountPositive' })
      .max(VOUCHER_AMOUNT_MAX * 1000, { error: 'validation.amountTooLarge' }),
    /** When buyers may start using it; now when left out. */
    startAt: instant.optional(),
    endAt: instant,
    /** Uses per buyer: one (the only choice today, kept in the call so the rule is explicit). */
    perBuyer: z.literal(1, { error: 'validation.invalidOption' }).default(1),
    /** Needed when the budget is above the configured amount, as when paying. */
    tradePassword: tradePasswordField.optional(),
  })
  .refine((b) => b.minSpend > b.amountOff, { path: ['minSpend'], error: 'validation.voucherMinSpend' })
  .refine((b) => b.budget >= b.amountOff, { path: ['budget'], error: 'validation.voucherBudget' })
  .refine((b) => !b.startAt || Date.parse(b.endAt) > Date.parse(b.startAt), {
    path: ['endAt'],
    error: 'validation.voucherEnd',
  })
  .refine(
    (b) =>
      Date.parse(b.endAt) - (b.startAt ? Date.parse(b.startAt) : Date.now()) <= VOUCHER_MAX_DAYS * 86_400_000,
    { path: ['endAt'], error: 'validation.voucherWindow' },
  );
export type SaveVoucherBody = z.input<typeof saveVoucherBody>;
