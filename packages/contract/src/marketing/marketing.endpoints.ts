import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminApplicationRecord,
  applicationListBody,
  applyBody,
  myApplication,
  myApplicationsData,
  reviewApplicationBody,
  sellTermsData,
} from './marketing.schemas.js';

/** The marketing pages: the seller landing's figures, creator and partner applications and their review. */

export const buyer = {
  'marketing/getSellTerms': endpoint({
    auth: 'none',
    body: emptyBody,
    data: sellTermsData,
    summary:
      'What sellers work under, from configuration: the platform commission, the withdrawal minimums and fees per network, the store level table',
    tag: 'marketing',
  }),
  'marketing/apply': endpoint({
    auth: 'optional',
    body: applyBody,
    data: myApplication,
    summary:
      'Apply as a creator or a partner (visitors too); one application of a kind under review per email; staff review it in the console and the applicant is mailed the outcome',
    tag: 'marketing',
    rateLimit: 5,
  }),
  'marketing/getMyApplications': endpoint({
    auth: 'user',
    body: emptyBody,
    data: myApplicationsData,
    summary: 'The creator and partner applications I sent while signed in, with their state',
    tag: 'marketing',
  }),
} as const satisfies Record<string, Endpoint>;

export const staff = {
  'admin/getApplicationList': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer'],
    body: applicationListBody,
    data: listOf(adminApplicationRecord),
    summary: 'Creator and partner applications by kind and state, newest first',
    tag: 'marketing',
  }),
  'admin/reviewApplication': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer'],
    body: reviewApplicationBody,
    data: adminApplicationRecord,
    summary:
      'Approve or decline (with a reason) an application under review; never one sent with the reviewer’s own email; audited, the applicant is mailed the outcome in their language',
    tag: 'marketing',
  }),
} as const satisfies Record<string, Endpoint>;
