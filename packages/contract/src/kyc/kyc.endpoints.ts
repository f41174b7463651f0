import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import { adminAuthRecord, authListBody, reviewAuthBody, saveAuthBody, userAuth } from './kyc.schemas.js';

/** Real-name authentication: the owner's form and status (spec §7 paths), the console's review queue. */

export const buyer = {
  'user/getUserAuth': endpoint({
    auth: 'user',
    body: emptyBody,
    data: userAuth,
    summary:
      'My real-name authentication: status, what I sent (images through short-lived signed URLs), the reason of a rejection',
    tag: 'kyc',
  }),
  'user/saveAuth': endpoint({
    auth: 'user',
    body: saveAuthBody,
    data: userAuth,
    summary:
      'Submit (or, after a rejection, resubmit) real-name authentication: personal or company, with my own uploads in the private `auth` folder; the owner is told by mail',
    tag: 'kyc',
    rateLimit: 20,
  }),
} as const satisfies Record<string, Endpoint>;

export const staff = {
  'admin/getAuthList': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer'],
    body: authListBody,
    data: listOf(adminAuthRecord),
    summary: 'Real-name authentications and seller applications to review, with signed image URLs',
    tag: 'kyc',
  }),
  'admin/reviewAuth': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer'],
    body: reviewAuthBody,
    data: adminAuthRecord,
    summary:
      'Pass or reject (with a reason) a real-name authentication under review; never one of the reviewer’s own account (same email); audited, the owner is told by mail',
    tag: 'kyc',
  }),
} as const satisfies Record<string, Endpoint>;
