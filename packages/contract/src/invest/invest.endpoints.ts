import { emptyBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminOffering,
  adminOfferingListBody,
  holding,
  investListBody,
  investTermsData,
  myInvestListBody,
  offeringCard,
  offeringHolder,
  offeringHoldersBody,
  offeringInfoBody,
  offeringInfoData,
  pauseOfferingBody,
  payInvestBody,
  payInvestData,
  saveOfferingBody,
  snapUpBody,
  snapUpData,
} from './invest.schemas.js';

/** Revenue-share units (spec §7 `video_invest/*`, exact paths; decision 47). */
export const buyer = {
  'video_invest/getTerms': endpoint({
    auth: 'optional',
    body: emptyBody,
    data: investTermsData,
    summary:
      'Whether revenue share is offered, its settlement time zone and deduction, and the VIP levels (with the caller’s)',
    tag: 'invest',
  }),
  'video_invest/getVideoInvestList': endpoint({
    auth: 'optional',
    body: investListBody,
    data: listOf(offeringCard),
    summary:
      'Offerings of dramas’ revenue-share units: rush times, units left, price, share, limits, the caller’s rush state and recorded earnings per unit',
    tag: 'invest',
    feature: 'revenueShare',
  }),
  'video_invest/getOfferingInfo': endpoint({
    auth: 'optional',
    body: offeringInfoBody,
    data: offeringInfoData,
    summary:
      'One offering with its drama’s settled days: gross by source, deductions, adjustments, net, the share pool and payout per unit',
    tag: 'invest',
    feature: 'revenueShare',
  }),
  'video_invest/getMyInvestList': endpoint({
    auth: 'user',
    body: myInvestListBody,
    data: listOf(holding),
    summary: 'The caller’s reservations and holdings, newest first, with what each was paid from settlements',
    tag: 'invest',
    feature: 'revenueShare',
  }),
  'video_invest/snapUp': endpoint({
    auth: 'user',
    body: snapUpBody,
    data: snapUpData,
    summary:
      'Reserve units in a running rush (never oversold; contention answers RUSH_BUSY); pay within 24 hours',
    tag: 'invest',
    feature: 'revenueShare',
    idempotent: true,
    rateLimit: 60,
  }),
  'video_invest/payInvest': endpoint({
    auth: 'user',
    body: payInvestBody,
    data: payInvestData,
    summary:
      'Pay a reservation from the wallet before its deadline (trade password over the configured amount)',
    tag: 'invest',
    feature: 'revenueShare',
    idempotent: true,
    rateLimit: 60,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console: offerings, their pause switch and holders. */
export const staff = {
  'admin/getOfferingList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'content'],
    body: adminOfferingListBody,
    data: listOf(adminOffering),
    summary: 'Revenue-share offerings, newest first, with units taken, paid and reserved and their state',
    tag: 'invest',
    feature: 'revenueShare',
  }),
  'admin/saveOffering': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveOfferingBody,
    data: adminOffering,
    summary:
      'Create or change an offering with a reason (audited); shares of one drama earning at once add up to at most 100 %',
    tag: 'invest',
    feature: 'revenueShare',
  }),
  'admin/pauseOffering': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: pauseOfferingBody,
    data: okData,
    summary: 'Pause or resume an offering’s rush with a reason (audited); holdings keep earning',
    tag: 'invest',
    feature: 'revenueShare',
  }),
  'admin/getOfferingHolders': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'content'],
    body: offeringHoldersBody,
    data: listOf(offeringHolder),
    summary: 'An offering’s reservations and holdings with who, units, amounts, states and earnings',
    tag: 'invest',
    feature: 'revenueShare',
  }),
} as const satisfies Record<string, Endpoint>;
