import { z } from 'zod';
import * as account from './account.js';
import * as admin from './admin.js';
import { listOf } from './envelope.js';

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
}

function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

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
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type ApiPath = keyof Api;
export type ApiBody<P extends ApiPath> = z.input<Api[P]['body']>;
export type ApiData<P extends ApiPath> = z.output<Api[P]['data']>;
