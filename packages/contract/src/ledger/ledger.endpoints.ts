import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  ledgerAccount,
  ledgerAccountListBody,
  ledgerTransfer,
  ledgerTransferListBody,
  ledgerVerifyData,
} from './ledger.schemas.js';

/** The books, for the console: ledger accounts, transfers and the check that they balance. */

/** The console. */
export const staff = {
  'admin/getLedgerAccountList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: ledgerAccountListBody,
    data: listOf(ledgerAccount),
    summary: 'Ledger accounts with their posted and pending totals',
    tag: 'ledger',
  }),
  'admin/getLedgerTransferList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: ledgerTransferListBody,
    data: listOf(ledgerTransfer),
    summary: "Ledger transfers, or one account's or user's statement",
    tag: 'ledger',
  }),
  'admin/verifyLedger': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: emptyBody,
    data: ledgerVerifyData,
    summary: 'Recompute every balance from the transfers and prove the books balance',
    tag: 'ledger',
  }),
} as const satisfies Record<string, Endpoint>;
