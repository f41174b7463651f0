import { emptyBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  auditEntry,
  auditListBody,
  outboxListBody,
  outboxMail,
  staffInfo,
  staffSessionData,
  staffSigninBody,
  totpCodeBody,
  totpSetupData,
} from './staff.schemas.js';

/** Console members themselves: sign-in and sign-out, two-factor, the dev outbox and the audit log. */

/** The console. */
export const staff = {
  'admin/signin': endpoint({
    auth: 'none',
    body: staffSigninBody,
    data: staffSessionData,
    summary: 'Staff sign-in (separate from user accounts), with a TOTP code when two-factor sign-in is on',
    tag: 'staff',
    rateLimit: 20,
  }),
  'admin/signout': endpoint({
    auth: 'staff',
    body: emptyBody,
    data: okData,
    summary: 'Revoke the staff session',
    tag: 'staff',
  }),
  'admin/getStaffInfo': endpoint({
    auth: 'staff',
    body: emptyBody,
    data: staffInfo,
    summary: 'The signed-in staff member',
    tag: 'staff',
  }),
  'admin/setupTotp': endpoint({
    auth: 'staff',
    body: emptyBody,
    data: totpSetupData,
    summary:
      'Start two-factor sign-in: a new secret and its otpauth URI (not active until a code confirms it)',
    tag: 'staff',
    rateLimit: 10,
  }),
  'admin/enableTotp': endpoint({
    auth: 'staff',
    body: totpCodeBody,
    data: staffInfo,
    summary: 'Turn two-factor sign-in on with a first code from the authenticator app (audited)',
    tag: 'staff',
    rateLimit: 10,
  }),
  'admin/disableTotp': endpoint({
    auth: 'staff',
    body: totpCodeBody,
    data: staffInfo,
    summary: 'Turn two-factor sign-in off with a current code (audited; refused where the role requires it)',
    tag: 'staff',
    rateLimit: 10,
  }),
  'admin/getOutboxList': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: outboxListBody,
    data: listOf(outboxMail),
    summary: 'The dev outbox (only without SMTP; every read is audited): mails kept instead of sent',
    tag: 'staff',
  }),
  'admin/getAuditList': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: auditListBody,
    data: listOf(auditEntry),
    summary: 'The audit log of staff and security actions',
    tag: 'staff',
  }),
} as const satisfies Record<string, Endpoint>;
