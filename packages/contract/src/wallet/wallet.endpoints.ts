import { z } from 'zod';
import { emptyBody, idBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import { pageQuery } from '../core/validation.js';
import {
  adminDepositRecord,
  adminWithdrawalRecord,
  currencyInfo,
  currencyListData,
  depositBody,
  depositRecord,
  reviewBody,
  reviewListBody,
  saveAddressBody,
  saveCurrencyBody,
  transferBody,
  transferListBody,
  transferRecord,
  walletAddress,
  walletData,
  walletLogEntry,
  walletLogListBody,
  withdrawalRecord,
  withdrawBody,
} from './wallet.schemas.js';
import { portalInfo, portalListData, savePortalBody, staffPortalListData } from './portal.schemas.js';

/** The wallet: balance, records, transfers, crypto deposits and withdrawals, and their reviews. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'portal/getPortalList': endpoint({
    auth: 'none',
    body: emptyBody,
    data: portalListData,
    summary:
      'Regional portals: the display currency each shows prices in, its rate to the wallet currency and when staff set it',
    tag: 'wallet',
  }),
  'chain/getCurrencyList': endpoint({
    auth: 'optional',
    body: emptyBody,
    data: currencyListData,
    summary:
      'Crypto currencies and networks: deposit address, rate to the wallet currency, minimums, fee, 24-hour limit',
    tag: 'wallet',
  }),
  'user_wallet/getWallet': endpoint({
    auth: 'user',
    body: emptyBody,
    data: walletData,
    summary: 'Balance, frozen funds with their reasons, and estimated profit, all from the ledger',
    tag: 'wallet',
  }),
  'user_wallet/transfer': endpoint({
    auth: 'user',
    body: transferBody,
    data: transferRecord,
    summary: 'Send money to another user (by email or id) with the trade password',
    tag: 'wallet',
    idempotent: true,
    rateLimit: 60,
  }),
  'user_wallet/getUserTransferList': endpoint({
    auth: 'user',
    body: transferListBody,
    data: listOf(transferRecord),
    summary: 'Transfers sent and received',
    tag: 'wallet',
  }),
  'user_wallet/getWalletLogList': endpoint({
    auth: 'user',
    body: walletLogListBody,
    data: listOf(walletLogEntry),
    summary:
      'Every movement of the wallet (deposit, withdrawal, payment, freeze, transfer, income, fee, refund)',
    tag: 'wallet',
  }),
  'user_wallet/getReceiveList': endpoint({
    auth: 'user',
    body: pageQuery,
    data: listOf(walletLogEntry),
    summary: 'Income: every amount credited to the wallet',
    tag: 'wallet',
  }),
  'user_wallet/submitDeposit': endpoint({
    auth: 'user',
    body: depositBody,
    data: depositRecord,
    summary:
      'Report a crypto deposit (amount and transaction hash) for review; credited at the recorded rate once approved',
    tag: 'wallet',
    idempotent: true,
    rateLimit: 30,
  }),
  'user_wallet/getDepositList': endpoint({
    auth: 'user',
    body: reviewListBody,
    data: listOf(depositRecord),
    summary: 'My deposit records with their review status',
    tag: 'wallet',
  }),
  'user_wallet/getWalletAddressList': endpoint({
    auth: 'user',
    body: emptyBody,
    data: z.object({ list: z.array(walletAddress) }),
    summary: 'My withdrawal addresses',
    tag: 'wallet',
  }),
  'user_wallet/saveAddress': endpoint({
    auth: 'user',
    body: saveAddressBody,
    data: walletAddress,
    summary: 'Add or edit a withdrawal address (checked against the network address format)',
    tag: 'wallet',
  }),
  'user_wallet/getWalletAddressInfo': endpoint({
    auth: 'user',
    body: idBody,
    data: walletAddress,
    summary: 'One of my withdrawal addresses',
    tag: 'wallet',
  }),
  'user_wallet/delWalletAddress': endpoint({
    auth: 'user',
    body: idBody,
    data: okData,
    summary: 'Remove a withdrawal address',
    tag: 'wallet',
  }),
  'user_wallet/withdraw': endpoint({
    auth: 'user',
    body: withdrawBody,
    data: withdrawalRecord,
    summary:
      'Withdraw to a saved address: amount plus fee are held until staff pass (paid) or reject (returned)',
    tag: 'wallet',
    idempotent: true,
    rateLimit: 20,
  }),
  'user_wallet/getWithdrawList': endpoint({
    auth: 'user',
    body: reviewListBody,
    data: listOf(withdrawalRecord),
    summary: 'My withdrawal records with their review status',
    tag: 'wallet',
  }),
} as const satisfies Record<string, Endpoint>;

/** The seller center's rows: none yet. */
export const seller = {} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getDepositReviewList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'reviewer'],
    body: reviewListBody,
    data: listOf(adminDepositRecord),
    summary: 'Deposits to review',
    tag: 'wallet',
  }),
  'admin/reviewDeposit': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: reviewBody,
    data: adminDepositRecord,
    summary: 'Approve (credit at the recorded rate, once) or reject (with a reason) a deposit',
    tag: 'wallet',
  }),
  'admin/getWithdrawReviewList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'reviewer'],
    body: reviewListBody,
    data: listOf(adminWithdrawalRecord),
    summary: 'Withdrawals to review',
    tag: 'wallet',
  }),
  'admin/reviewWithdraw': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: reviewBody,
    data: adminWithdrawalRecord,
    summary:
      'Approve (pay out the hold; large amounts need a second approver) or reject (release it) a withdrawal',
    tag: 'wallet',
  }),
  'admin/getPortalList': endpoint({
    auth: 'staff',
    body: emptyBody,
    data: staffPortalListData,
    summary: 'Regional portals with their display currency, rate, when and by whom it was set',
    tag: 'wallet',
  }),
  'admin/savePortal': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: savePortalBody,
    data: portalInfo,
    summary:
      "Set a portal's display currency and its rate to the wallet currency (display only: charges stay in the wallet currency; audited)",
    tag: 'wallet',
  }),
  'admin/saveCurrency': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: saveCurrencyBody,
    data: currencyInfo,
    summary:
      'Create or change a crypto currency on a network: address, rate, minimums, fee, 24-hour limit (audited)',
    tag: 'wallet',
  }),
} as const satisfies Record<string, Endpoint>;
