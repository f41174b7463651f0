import { z } from 'zod';
import * as account from './account.js';
import * as admin from './admin.js';
import { pageQuery } from './validation.js';
import { listOf } from './envelope.js';
import * as wallet from './wallet.js';
import * as bank from './bank.js';

/**
 * Every JSON call: `POST /v1/<path>`. `auth` says who may call it. The server registers
 * routes from this table, OpenAPI is generated from it, and the clients type their calls by it.
 */
export interface Endpoint {
  auth: 'none' | 'user' | 'staff' | 'optional';
  body: z.ZodType;
  data: z.ZodType;
  summary: string;
  tag: string;
  /** Staff roles allowed; empty means any signed-in staff member. */
  roles?: readonly admin.StaffRole[];
  /** Stricter per-IP limit (requests per minute) for abuse-prone calls. */
  rateLimit?: number;
  /**
   * Moves money: accepts an `Idempotency-Key` header; a retry with the same key answers the first
   * answer, the same key with another body is refused.
   */
  idempotent?: boolean;
}

function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

const pageBody = pageQuery;

export const api = {
  'code/sendCode': endpoint({
    auth: 'optional',
    body: account.sendCodeBody,
    data: account.sendCodeData,
    summary: 'Email a 4-digit verification code (one a minute per address, valid 10 minutes)',
    tag: 'code',
    rateLimit: 10,
  }),
  'code/checkCode': endpoint({
    auth: 'optional',
    body: account.checkCodeBody,
    data: account.checkCodeData,
    summary: 'Check a verification code without using it up (attempts are limited)',
    tag: 'code',
    rateLimit: 30,
  }),
  'user/signup': endpoint({
    auth: 'none',
    body: account.signupBody,
    data: account.sessionData,
    summary: 'Register a buyer account with an email code',
    tag: 'user',
    rateLimit: 10,
  }),
  'user/signin': endpoint({
    auth: 'none',
    body: account.signinBody,
    data: account.sessionData,
    summary: 'Sign in with email and password; repeated failures are slowed, then locked',
    tag: 'user',
    rateLimit: 20,
  }),
  'user/signout': endpoint({
    auth: 'user',
    body: account.emptyBody,
    data: account.okData,
    summary: 'Revoke the current session',
    tag: 'user',
  }),
  'user/getUserInfo': endpoint({
    auth: 'user',
    body: account.emptyBody,
    data: account.userInfo,
    summary: 'The signed-in user',
    tag: 'user',
  }),
  'user/updateInfo': endpoint({
    auth: 'user',
    body: account.updateInfoBody,
    data: account.userInfo,
    summary: 'Change nickname (and avatar)',
    tag: 'user',
  }),
  'user/updateEmail': endpoint({
    auth: 'user',
    body: account.updateEmailBody,
    data: account.userInfo,
    summary: 'Change the email address with a code sent to the new address',
    tag: 'user',
  }),
  'user/updatePwd': endpoint({
    auth: 'user',
    body: account.updatePwdBody,
    data: account.okData,
    summary: 'Change the login password; every other session is signed out',
    tag: 'user',
    rateLimit: 10,
  }),
  'user/updateTradePwd': endpoint({
    auth: 'user',
    body: account.updateTradePwdBody,
    data: account.okData,
    summary: 'Set or change the 6-digit trade password (needs the login password or an email code)',
    tag: 'user',
    rateLimit: 10,
  }),
  'user/resetPwd': endpoint({
    auth: 'none',
    body: account.resetPwdBody,
    data: account.okData,
    summary: 'Forgot password: set a new one with an email code; every session is signed out',
    tag: 'user',
    rateLimit: 10,
  }),
  'admin/signin': endpoint({
    auth: 'none',
    body: admin.staffSigninBody,
    data: admin.staffSessionData,
    summary: 'Staff sign-in (separate from user accounts)',
    tag: 'admin',
    rateLimit: 20,
  }),
  'admin/signout': endpoint({
    auth: 'staff',
    body: account.emptyBody,
    data: account.okData,
    summary: 'Revoke the staff session',
    tag: 'admin',
  }),
  'admin/getStaffInfo': endpoint({
    auth: 'staff',
    body: account.emptyBody,
    data: admin.staffInfo,
    summary: 'The signed-in staff member',
    tag: 'admin',
  }),
  'admin/getUserList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support', 'reviewer', 'finance'],
    body: admin.userListBody,
    data: listOf(admin.adminUser),
    summary: 'Users, searchable by email, nickname, id or invitation code',
    tag: 'admin',
  }),
  'admin/getUser': endpoint({
    auth: 'staff',
    roles: ['admin', 'support', 'reviewer', 'finance'],
    body: admin.userDetailBody,
    data: admin.adminUserDetail,
    summary: 'One user in detail',
    tag: 'admin',
  }),
  'admin/setUserStatus': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: admin.setUserStatusBody,
    data: admin.adminUser,
    summary: 'Disable or re-enable a user (audited, with a reason); disabling signs them out',
    tag: 'admin',
  }),
  'admin/getOutboxList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: admin.outboxListBody,
    data: listOf(admin.outboxMail),
    summary: 'Mails the platform sent or kept in the dev outbox',
    tag: 'admin',
  }),
  'admin/getAuditList': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: admin.auditListBody,
    data: listOf(admin.auditEntry),
    summary: 'The audit log of staff and security actions',
    tag: 'admin',
  }),
  'chain/getCurrencyList': endpoint({
    auth: 'optional',
    body: account.emptyBody,
    data: wallet.currencyListData,
    summary:
      'Crypto currencies and networks: deposit address, rate to the wallet currency, minimums, fee, 24-hour limit',
    tag: 'wallet',
  }),
  'user_wallet/getWallet': endpoint({
    auth: 'user',
    body: account.emptyBody,
    data: wallet.walletData,
    summary: 'Balance, frozen funds with their reasons, and estimated profit, all from the ledger',
    tag: 'wallet',
  }),
  'user_wallet/transfer': endpoint({
    auth: 'user',
    body: wallet.transferBody,
    data: wallet.transferRecord,
    summary: 'Send money to another user (by email or id) with the trade password',
    tag: 'wallet',
    idempotent: true,
    rateLimit: 60,
  }),
  'user_wallet/getUserTransferList': endpoint({
    auth: 'user',
    body: wallet.transferListBody,
    data: listOf(wallet.transferRecord),
    summary: 'Transfers sent and received',
    tag: 'wallet',
  }),
  'user_wallet/getWalletLogList': endpoint({
    auth: 'user',
    body: wallet.walletLogListBody,
    data: listOf(wallet.walletLogEntry),
    summary:
      'Every movement of the wallet (deposit, withdrawal, payment, freeze, transfer, income, fee, refund)',
    tag: 'wallet',
  }),
  'user_wallet/getReceiveList': endpoint({
    auth: 'user',
    body: pageBody,
    data: listOf(wallet.walletLogEntry),
    summary: 'Income: every amount credited to the wallet',
    tag: 'wallet',
  }),
  'user_wallet/submitDeposit': endpoint({
    auth: 'user',
    body: wallet.depositBody,
    data: wallet.depositRecord,
    summary:
      'Report a crypto deposit (amount and transaction hash) for review; credited at the recorded rate once approved',
    tag: 'wallet',
    idempotent: true,
    rateLimit: 30,
  }),
  'user_wallet/getDepositList': endpoint({
    auth: 'user',
    body: wallet.reviewListBody,
    data: listOf(wallet.depositRecord),
    summary: 'My deposit records with their review status',
    tag: 'wallet',
  }),
  'user_wallet/getWalletAddressList': endpoint({
    auth: 'user',
    body: account.emptyBody,
    data: z.object({ list: z.array(wallet.walletAddress) }),
    summary: 'My withdrawal addresses',
    tag: 'wallet',
  }),
  'user_wallet/saveAddress': endpoint({
    auth: 'user',
    body: wallet.saveAddressBody,
    data: wallet.walletAddress,
    summary: 'Add or edit a withdrawal address (checked against the network address format)',
    tag: 'wallet',
  }),
  'user_wallet/getWalletAddressInfo': endpoint({
    auth: 'user',
    body: wallet.idBody,
    data: wallet.walletAddress,
    summary: 'One of my withdrawal addresses',
    tag: 'wallet',
  }),
  'user_wallet/delWalletAddress': endpoint({
    auth: 'user',
    body: wallet.idBody,
    data: account.okData,
    summary: 'Remove a withdrawal address',
    tag: 'wallet',
  }),
  'user_wallet/withdraw': endpoint({
    auth: 'user',
    body: wallet.withdrawBody,
    data: wallet.withdrawalRecord,
    summary:
      'Withdraw to a saved address: amount plus fee are held until staff pass (paid) or reject (returned)',
    tag: 'wallet',
    idempotent: true,
    rateLimit: 20,
  }),
  'user_wallet/getWithdrawList': endpoint({
    auth: 'user',
    body: wallet.reviewListBody,
    data: listOf(wallet.withdrawalRecord),
    summary: 'My withdrawal records with their review status',
    tag: 'wallet',
  }),
  'admin/getDepositReviewList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'reviewer'],
    body: wallet.reviewListBody,
    data: listOf(wallet.adminDepositRecord),
    summary: 'Deposits to review',
    tag: 'admin-wallet',
  }),
  'admin/reviewDeposit': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: wallet.reviewBody,
    data: wallet.adminDepositRecord,
    summary: 'Approve (credit at the recorded rate, once) or reject (with a reason) a deposit',
    tag: 'admin-wallet',
  }),
  'admin/getWithdrawReviewList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'reviewer'],
    body: wallet.reviewListBody,
    data: listOf(wallet.adminWithdrawalRecord),
    summary: 'Withdrawals to review',
    tag: 'admin-wallet',
  }),
  'admin/reviewWithdraw': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: wallet.reviewBody,
    data: wallet.adminWithdrawalRecord,
    summary:
      'Approve (pay out the hold; large amounts need a second approver) or reject (release it) a withdrawal',
    tag: 'admin-wallet',
  }),
  'admin/getLedgerAccountList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: wallet.ledgerAccountListBody,
    data: listOf(wallet.ledgerAccount),
    summary: 'Ledger accounts with their posted and pending totals',
    tag: 'admin-wallet',
  }),
  'admin/getLedgerTransferList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: wallet.ledgerTransferListBody,
    data: listOf(wallet.ledgerTransfer),
    summary: "Ledger transfers, or one account's or user's statement",
    tag: 'admin-wallet',
  }),
  'admin/verifyLedger': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: account.emptyBody,
    data: wallet.ledgerVerifyData,
    summary: 'Recompute every balance from the transfers and prove the books balance',
    tag: 'admin-wallet',
  }),
  'bank/getChannelList': endpoint({
    auth: 'user',
    body: account.emptyBody,
    data: z.object({ list: z.array(bank.bankChannel) }),
    summary: 'Bank top-up step 1: the platform bank accounts to pay into (enabled ones)',
    tag: 'bank',
  }),
  'bank/submitRecharge': endpoint({
    auth: 'user',
    body: bank.rechargeBody,
    data: bank.rechargeRecord,
    summary: 'Bank top-up step 2: report the payment (amount, receipt number, voucher image) for review',
    tag: 'bank',
    idempotent: true,
    rateLimit: 30,
  }),
  'bank/getRechargeList': endpoint({
    auth: 'user',
    body: bank.rechargeListBody,
    data: listOf(bank.rechargeRecord),
    summary: 'My bank top-up requests (requesting, completed, cancelled, rejected)',
    tag: 'bank',
  }),
  'bank/cancelRecharge': endpoint({
    auth: 'user',
    body: wallet.idBody,
    data: bank.rechargeRecord,
    summary: 'Cancel a top-up request that is still requesting',
    tag: 'bank',
  }),
  'admin/getRechargeReviewList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'reviewer'],
    body: bank.rechargeListBody,
    data: listOf(bank.adminRechargeRecord),
    summary: 'Bank top-ups to review, with their voucher images',
    tag: 'admin-wallet',
  }),
  'admin/reviewRecharge': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: wallet.reviewBody,
    data: bank.adminRechargeRecord,
    summary: 'Complete (credit at the recorded rate, once) or reject (with a reason) a bank top-up',
    tag: 'admin-wallet',
  }),
  'admin/getBankChannelConfigList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: account.emptyBody,
    data: z.object({ list: z.array(bank.bankChannel) }),
    summary: 'Every bank channel, enabled or not',
    tag: 'admin-wallet',
  }),
  'admin/saveBankChannel': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: bank.saveBankChannelBody,
    data: bank.bankChannel,
    summary: 'Create or change a bank channel (audited)',
    tag: 'admin-wallet',
  }),
  'admin/saveCurrency': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: bank.saveCurrencyBody,
    data: wallet.currencyInfo,
    summary:
      'Create or change a crypto currency on a network: address, rate, minimums, fee, 24-hour limit (audited)',
    tag: 'admin-wallet',
  }),
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type ApiPath = keyof Api;
export type ApiBody<P extends ApiPath> = z.input<Api[P]['body']>;
export type ApiData<P extends ApiPath> = z.output<Api[P]['data']>;
