import { emptyBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminUser,
  adminUserDetail,
  checkCodeBody,
  checkCodeData,
  resetPwdBody,
  sendCodeBody,
  sendCodeData,
  openStoreBody,
  openStoreData,
  sellerSignupBody,
  sessionData,
  setUserStatusBody,
  signinBody,
  signupBody,
  updateEmailBody,
  updateInfoBody,
  updatePwdBody,
  updateTradePwdBody,
  userDetailBody,
  userInfo,
  userListBody,
} from './account.schemas.js';

/** Accounts: verification codes, sign-up and sign-in, the profile and passwords; the console's user list. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'code/sendCode': endpoint({
    auth: 'optional',
    body: sendCodeBody,
    data: sendCodeData,
    summary: 'Email a 4-digit verification code (one a minute per address, valid 10 minutes)',
    tag: 'account',
    rateLimit: 10,
  }),
  'code/checkCode': endpoint({
    auth: 'optional',
    body: checkCodeBody,
    data: checkCodeData,
    summary: 'Check a verification code without using it up (attempts are limited)',
    tag: 'account',
    rateLimit: 30,
  }),
  'user/signup': endpoint({
    auth: 'none',
    body: signupBody,
    data: sessionData,
    summary: 'Register a buyer account with an email code',
    tag: 'account',
    rateLimit: 10,
  }),
  'user/sellerSignup': endpoint({
    auth: 'none',
    body: sellerSignupBody,
    data: sessionData,
    summary:
      'Register as a seller: the account and its store in one step, with an email code and a required invitation code (any user’s); real-name authentication follows',
    tag: 'account',
    rateLimit: 10,
  }),
  'user/openStore': endpoint({
    auth: 'user',
    body: openStoreBody,
    data: openStoreData,
    summary: 'A buyer opens their store (one account buys and sells); one store per account',
    tag: 'account',
    rateLimit: 10,
  }),
  'user/signin': endpoint({
    auth: 'none',
    body: signinBody,
    data: sessionData,
    summary: 'Sign in with email and password; repeated failures are slowed, then locked',
    tag: 'account',
    rateLimit: 20,
  }),
  'user/signout': endpoint({
    auth: 'user',
    body: emptyBody,
    data: okData,
    summary: 'Revoke the current session',
    tag: 'account',
  }),
  'user/getUserInfo': endpoint({
    auth: 'user',
    body: emptyBody,
    data: userInfo,
    summary: 'The signed-in user',
    tag: 'account',
  }),
  'user/updateInfo': endpoint({
    auth: 'user',
    body: updateInfoBody,
    data: userInfo,
    summary: 'Change nickname (and avatar)',
    tag: 'account',
  }),
  'user/updateEmail': endpoint({
    auth: 'user',
    body: updateEmailBody,
    data: userInfo,
    summary:
      'Change the email address with the password and a code sent to the new address; the old address is told, and withdrawals and transfers pause for 24 hours',
    tag: 'account',
  }),
  'user/updatePwd': endpoint({
    auth: 'user',
    body: updatePwdBody,
    data: okData,
    summary: 'Change the login password; every other session is signed out',
    tag: 'account',
    rateLimit: 10,
  }),
  'user/updateTradePwd': endpoint({
    auth: 'user',
    body: updateTradePwdBody,
    data: okData,
    summary:
      'Set the 6-digit trade password with an email code, or change it with the current one or an email code; the owner is told by mail',
    tag: 'account',
    rateLimit: 10,
  }),
  'user/resetPwd': endpoint({
    auth: 'none',
    body: resetPwdBody,
    data: okData,
    summary:
      'Forgot password: set a new one with an email code; every session is signed out, the owner is told, and withdrawals and transfers pause for 24 hours',
    tag: 'account',
    rateLimit: 10,
  }),
} as const satisfies Record<string, Endpoint>;

/** The seller center's rows: none yet. */
export const seller = {} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getUserList': endpoint({
    auth: 'staff',
    roles: ['admin', 'support', 'reviewer', 'finance'],
    body: userListBody,
    data: listOf(adminUser),
    summary: 'Users, searchable by email, nickname, id or invitation code',
    tag: 'account',
  }),
  'admin/getUser': endpoint({
    auth: 'staff',
    roles: ['admin', 'support', 'reviewer', 'finance'],
    body: userDetailBody,
    data: adminUserDetail,
    summary: 'One user in detail',
    tag: 'account',
  }),
  'admin/setUserStatus': endpoint({
    auth: 'staff',
    roles: ['admin', 'support'],
    body: setUserStatusBody,
    data: adminUser,
    summary: 'Disable or re-enable a user (audited, with a reason); disabling signs them out',
    tag: 'account',
  }),
} as const satisfies Record<string, Endpoint>;
