import { z } from 'zod';
import { idField } from '../core/common.js';
import { pageQuery } from '../core/validation.js';
import { recordLine } from './record-line.js';

export * from './record-line.js';

/** The books as staff read them: accounts, transfers and the proof that they balance. */

export const ledgerAccount = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  userId: z.number().int().nullable(),
  debitsPosted: z.number().int(),
  creditsPosted: z.number().int(),
  debitsPending: z.number().int(),
  creditsPending: z.number().int(),
  /** credits posted − debits posted. */
  balance: z.number().int(),
});
export const ledgerTransfer = z.object({
  id: z.number().int(),
  transferId: z.string(),
  debitAccount: z.string(),
  creditAccount: z.string(),
  amount: z.number().int(),
  kind: z.string(),
  phase: z.enum(['single', 'pending', 'post', 'void']),
  pendingId: z.number().int().nullable(),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  /** What the transfer is about, rendered from a localized template per kind. */
  line: recordLine,
  /** The plain text the books keep with the transfer (audit), not shown to users. */
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export const ledgerAccountListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export const ledgerTransferListBody = pageQuery.extend({
  accountCode: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  userId: idField.optional(),
});
export const ledgerVerifyData = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  /** Σ debits posted − Σ credits posted over all accounts: zero when the books balance. */
  imbalance: z.number().int(),
  problems: z.array(z.string()),
  checkedAt: z.string(),
});
export type LedgerVerifyData = z.infer<typeof ledgerVerifyData>;
