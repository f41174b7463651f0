import { z } from 'zod';
import { idField } from '../core/common.js';
import { amountField } from '../core/amount-field.js';
import { pageQuery } from '../core/validation.js';

/** Fiat currencies a bank top-up can be paid in (spec §3). */
export const BANK_CURRENCIES = ['USD', 'EUR'] as const;

/** A bank account of the platform that users pay into (step 1 of a bank top-up). */
export const bankChannel = z.object({
  id: z.number().int(),
  /** What the user picks, e.g. "US domestic wire". */
  name: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string().nullable(),
  /** SWIFT/BIC or sort code. */
  code: z.string().nullable(),
  bankAddress: z.string().nullable(),
  /** e.g. checking, savings, IBAN. */
  accountType: z.string().nullable(),
  currency: z.enum(BANK_CURRENCIES),
  /** Region of the channel, for the T+1 (US) / up to T+3 (Europe) and 15:00 cut-off notes. */
  region: z.enum(['us', 'europe', 'other']),
  /** Wallet minor units credited per one whole unit of `currency` (USD: 100). */
  rateMinorPerUnit: z.number().int(),
  /** In minor units of `currency`. */
  minAmount: z.number().int(),
  enabled: z.boolean(),
});
export type BankChannel = z.infer<typeof bankChannel>;

export const RECHARGE_STATUSES = ['requesting', 'completed', 'cancelled', 'rejected'] as const;

export const rechargeBody = z.strictObject({
  channelId: idField,
  /** In the channel's currency, e.g. "250.00" EUR. */
  amount: amountField(),
  receiptNo: z
    .string({ error: 'validation.receiptRequired' })
    .trim()
    .min(1, { error: 'validation.receiptRequired' })
    .max(64, { error: 'validation.tooLong' }),
  /** The uploaded voucher image (`/media/voucher/...` from `file/upload` with path `voucher`). */
  voucher: z
    .string({ error: 'validation.voucherRequired' })
    .trim()
    .min(1, { error: 'validation.voucherRequired' })
    .max(300, { error: 'validation.voucher' }),
});
export type RechargeBody = z.input<typeof rechargeBody>;

export const rechargeRecord = z.object({
  id: z.number().int(),
  channelName: z.string(),
  bankName: z.string(),
  currency: z.enum(BANK_CURRENCIES),
  amount: z.number().int(),
  rateMinorPerUnit: z.number().int(),
  creditAmount: z.number().int(),
  receiptNo: z.string(),
  voucher: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;
export const rechargeListBody = pageQuery.extend({
  status: z.enum(RECHARGE_STATUSES, { error: 'validation.invalidOption' }).optional(),
});
export const adminRechargeRecord = rechargeRecord.extend({
  user: z.object({ id: z.number().int(), email: z.string() }),
  reviewer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** Console: create (no id) or change a bank channel. */
export const saveBankChannelBody = z.strictObject({
  id: idField.optional(),
  name: z.string().trim().min(1, { error: 'validation.required' }).max(60, { error: 'validation.tooLong' }),
  bankName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
  accountName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
  accountNumber: z
    .string()
    .trim()
    .min(4, { error: 'validation.tooShort' })
    .max(40, { error: 'validation.tooLong' }),
  routingNumber: z.string().trim().max(20, { error: 'validation.tooLong' }).nullable().optional(),
  code: z.string().trim().max(20, { error: 'validation.tooLong' }).nullable().optional(),
  bankAddress: z.string().trim().max(200, { error: 'validation.tooLong' }).nullable().optional(),
  accountType: z.string().trim().max(30, { error: 'validation.tooLong' }).nullable().optional(),
  currency: z.enum(BANK_CURRENCIES, { error: 'validation.invalidOption' }),
  region: z.enum(['us', 'europe', 'other'], { error: 'validation.invalidOption' }),
  rateMinorPerUnit: z.number({ error: 'validation.type' }).int().positive().max(1_000_000),
  minAmount: z.number({ error: 'validation.type' }).int().min(0).max(100_000_000),
  enabled: z.boolean({ error: 'validation.type' }),
});
