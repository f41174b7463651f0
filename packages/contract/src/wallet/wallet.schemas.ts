import { z } from 'zod';
import { idField } from '../core/common.js';
import { amountField } from '../core/amount-field.js';
import { recordLine } from '../ledger/record-line.js';
import { codeField, pageQuery, tradePasswordField } from '../core/validation.js';

/** A crypto currency on one network, as configured by staff (`chain/getCurrencyList`). */
export const currencyInfo = z.object({
  id: z.number().int(),
  /** Asset code, e.g. USDT. */
  currency: z.string(),
  /** Network, e.g. TRC20, ERC20, BTC. */
  network: z.string(),
  /** Decimal places of the asset's amounts. */
  scale: z.number().int(),
  /** The platform's deposit address on this network (shown with its QR code). */
  depositAddress: z.string(),
  /** Wallet minor units credited per one whole unit of the asset (stablecoins: 100 = 1:1). */
  rateMinorPerUnit: z.number().int(),
  /** In asset minor units. */
  minDeposit: z.number().int(),
  /** In wallet minor units. */
  minWithdraw: z.number().int(),
  withdrawFee: z.number().int(),
  withdrawDailyLimit: z.number().int(),
  /** How a withdrawal address of this network looks (a regular expression). */
  addressPattern: z.string(),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
});
export type CurrencyInfo = z.infer<typeof currencyInfo>;

export const currencyListData = z.object({ list: z.array(currencyInfo) });

/** A hold on the user's funds with the reason shown to them (DESIGN §3 rule 4). */
export const walletHold = z.object({
  amount: z.number().int(),
  reason: z.enum(['withdrawal_review', 'order_escrow', 'staff_freeze', 'store_frozen']),
  referenceId: z.string().nullable(),
  createdAt: z.string(),
});

export const walletData = z.object({
  currency: z.string(),
  scale: z.number().int(),
  /** Available to spend, in minor units. */
  balance: z.number().int(),
  /** Held (pending) amounts, in minor units; `holds` says why. */
  frozen: z.number().int(),
  /** Incoming amounts recorded but not yet released to the user (e.g. sales in escrow). */
  estimatedProfit: z.number().int(),
  holds: z.array(walletHold),
  hasTradePassword: z.boolean(),
  /** Withdrawn or under review in the last 24 hours (counts against each currency's 24-hour limit). */
  withdrawnToday: z.number().int(),
  /** Withdrawals and transfers paused until this time after a password reset or an email change. */
  fundsHold: z.object({ until: z.string(), reason: z.enum(['password_reset', 'email_changed']) }).nullable(),
});
export type WalletData = z.infer<typeof walletData>;

/** Kinds of wallet records (spec §3 transaction-record types, plus transfers and income). */
export const WALLET_LOG_TYPES = [
  'deposit',
  'withdrawal',
  'payment',
  'freeze',
  'transfer',
  'income',
  'fee',
  'refund',
] as const;
export type WalletLogType = (typeof WALLET_LOG_TYPES)[number];

export const walletLogEntry = z.object({
  id: z.number().int(),
  type: z.enum(WALLET_LOG_TYPES),
  /** Signed: positive credits the wallet, negative debits it. */
  amount: z.number().int(),
  status: z.enum(['posted', 'pending', 'voided']),
  /** A plain description (not localized) kept for older clients; clients render `line` instead. */
  title: z.string(),
  /** What the entry is about: a kind and its parameters, rendered from a localized template per kind. */
  line: recordLine,
  /** What the entry is about, for display: the asset of a deposit or withdrawal, the other user of a transfer. */
  detail: z.object({
    currency: z.string().nullable(),
    network: z.string().nullable(),
    /** In the asset's or bank currency's minor units, at `scale`. */
    assetAmount: z.number().int().nullable(),
    scale: z.number().int().nullable(),
    address: z.string().nullable(),
    /** The other user of a transfer, masked (`a***@example.com`). */
    counterpartyEmail: z.string().nullable(),
    /** Channel name of a bank top-up. */
    channel: z.string().nullable(),
  }),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletLogEntry = z.infer<typeof walletLogEntry>;

export const walletLogListBody = pageQuery.extend({
  type: z.enum(WALLET_LOG_TYPES, { error: 'validation.invalidOption' }).optional(),
});

export const transferBody = z.strictObject({
  /** The recipient's email or user id. */
  to: z
    .string({ error: 'validation.recipientRequired' })
    .trim()
    .min(1, { error: 'validation.recipientRequired' })
    .max(254, { error: 'validation.tooLong' }),
  amount: amountField(),
  tradePassword: tradePasswordField,
  remark: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type TransferBody = z.input<typeof transferBody>;

export const transferRecord = z.object({
  id: z.number().int(),
  direction: z.enum(['out', 'in']),
  amount: z.number().int(),
  counterparty: z.object({ id: z.number().int(), email: z.string(), nickname: z.string() }),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TransferRecord = z.infer<typeof transferRecord>;
export const transferListBody = pageQuery.extend({
  direction: z.enum(['out', 'in'], { error: 'validation.invalidOption' }).optional(),
});

export const REVIEW_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * One transaction, one form: a hex hash loses its `0x` and is lower-cased (`0xAB…` and `ab…` are
 * the same transaction); other encodings (base58, case-sensitive) stay as they are.
 */
export function canonicalTxHash(hash: string): string {
  const trimmed = hash.trim();
  return /^(0x)?[0-9a-f]+$/i.test(trimmed) ? trimmed.replace(/^0x/i, '').toLowerCase() : trimmed;
}

export const depositBody = z.strictObject({
  currencyId: idField,
  /** In the asset's own units, e.g. "25.5" USDT. */
  amount: z.union([z.string(), z.number()], { error: 'validation.amountRequired' }),
  txHash: z
    .string({ error: 'validation.txHashRequired' })
    .trim()
    .min(1, { error: 'validation.txHashRequired' })
    .max(128, { error: 'validation.txHash' })
    .regex(/^(0x)?[A-Za-z0-9]{16,128}$/, { error: 'validation.txHash' })
    .transform(canonicalTxHash),
  screenshot: z.string().max(500, { error: 'validation.tooLong' }).optional(),
});
export type DepositBody = z.input<typeof depositBody>;

export const depositRecord = z.object({
  id: z.number().int(),
  currency: z.string(),
  network: z.string(),
  assetScale: z.number().int(),
  /** In asset minor units. */
  assetAmount: z.number().int(),
  /** Wallet minor units per whole asset unit, recorded when submitted and used for the credit. */
  rateMinorPerUnit: z.number().int(),
  /** Wallet minor units credited (or to be credited) at that rate. */
  creditAmount: z.number().int(),
  txHash: z.string(),
  screenshot: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
export const reviewListBody = pageQuery.extend({
  status: z.enum(REVIEW_STATUSES, { error: 'validation.invalidOption' }).optional(),
});

export const walletAddress = z.object({
  id: z.number().int(),
  currencyId: z.number().int(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletAddress = z.infer<typeof walletAddress>;
export const saveAddressBody = z.strictObject({
  id: idField.optional(),
  currencyId: idField,
  address: z
    .string({ error: 'validation.addressRequired' })
    .trim()
    .min(1, { error: 'validation.addressRequired' })
    .max(128, { error: 'validation.address' }),
  label: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
});

export const withdrawBody = z.strictObject({
  addressId: idField,
  /** In the wallet currency; the fee comes on top. */
  amount: amountField(),
  code: codeField,
  tradePassword: tradePasswordField,
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const withdrawalRecord = z.object({
  id: z.number().int(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

/** Console: one review decision. A rejection needs a reason, which the user sees. */
export const reviewBody = z
  .strictObject({
    id: idField,
    action: z.enum(['approve', 'reject'], { error: 'validation.invalidOption' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((v) => v.action !== 'reject' || Boolean(v.reason), {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });

const reviewer = z.object({ id: z.number().int(), name: z.string() }).nullable();
const owner = z.object({ id: z.number().int(), email: z.string() });
export const adminDepositRecord = depositRecord.extend({
  user: owner,
  reviewer,
  approvals: z.number().int(),
});
export const adminWithdrawalRecord = withdrawalRecord.extend({
  user: owner,
  reviewer,
  /** Approvals so far; withdrawals over the configured amount need two different staff. */
  approvals: z.number().int(),
  approvalsNeeded: z.number().int(),
  /** Who gave the first of two approvals, so the second approver knows it was someone else. */
  firstApprover: reviewer,
});

/** Console: create (no id) or change a crypto currency on a network. */
export const saveCurrencyBody = z.strictObject({
  id: idField.optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, { error: 'validation.format' }),
  network: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{2,20}$/, { error: 'validation.format' }),
  scale: z.number({ error: 'validation.type' }).int().min(0).max(18),
  depositAddress: z
    .string()
    .trim()
    .min(8, { error: 'validation.address' })
    .max(128, { error: 'validation.address' }),
  rateMinorPerUnit: z.number({ error: 'validation.type' }).int().positive().max(1_000_000_000),
  minDeposit: z.number({ error: 'validation.type' }).int().min(0),
  minWithdraw: z.number({ error: 'validation.type' }).int().min(0),
  withdrawFee: z.number({ error: 'validation.type' }).int().min(0),
  withdrawDailyLimit: z.number({ error: 'validation.type' }).int().min(0),
  addressPattern: z
    .string()
    .min(2)
    .max(200)
    .refine(
      (p) => {
        try {
          new RegExp(p);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'validation.format' },
    ),
  depositEnabled: z.boolean({ error: 'validation.type' }),
  withdrawEnabled: z.boolean({ error: 'validation.type' }),
});
