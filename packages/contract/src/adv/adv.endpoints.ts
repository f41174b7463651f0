import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminAdPlacement,
  adminAdPlacementListBody,
  adminAdSlot,
  adminAdSlotListBody,
  advPlacement,
  advPlacementListBody,
  advSlot,
  advSlotListBody,
  countAdEventsBody,
  countAdEventsData,
  getAdsBody,
  getAdsData,
  payAdvBody,
  payAdvData,
  saveAdSlotBody,
  snapUpAdvBody,
  takeDownAdBody,
} from './adv.schemas.js';

/** Ad placements on dramas (issue 15 part 4): the advertiser's rush and ads, the feed's sponsored cards. */
export const buyer = {
  'video_adv/getVideoAdvList': endpoint({
    auth: 'user',
    body: advSlotListBody,
    data: listOf(advSlot),
    summary: 'Ad slots on dramas: period, price, places left and the rush state for the caller',
    tag: 'adv',
    feature: 'revenueShare',
  }),
  'video_adv/getMyAdvList': endpoint({
    auth: 'user',
    body: advPlacementListBody,
    data: listOf(advPlacement),
    summary: 'The caller’s ad placements with state, period, price paid, impressions and taps per day',
    tag: 'adv',
    feature: 'revenueShare',
  }),
  'video_adv/snapUp': endpoint({
    auth: 'user',
    body: snapUpAdvBody,
    data: advPlacement,
    summary:
      'Snap up one placement of a slot in its rush (optionally with the creative); pay within 24 hours or it is abandoned',
    tag: 'adv',
    feature: 'revenueShare',
    rateLimit: 120,
  }),
  'video_adv/payAdv': endpoint({
    auth: 'user',
    body: payAdvBody,
    data: payAdvData,
    summary: 'Pay a snapped-up placement from the wallet (the creative is needed by then)',
    tag: 'adv',
    feature: 'revenueShare',
    idempotent: true,
    rateLimit: 60,
  }),
  'video_adv/getAds': endpoint({
    auth: 'none',
    body: getAdsBody,
    data: getAdsData,
    summary: 'Running ads for the drama feed, or for one drama’s end card; each shown marked Sponsored',
    tag: 'adv',
  }),
  'video_adv/countAdEvents': endpoint({
    auth: 'none',
    body: countAdEventsBody,
    data: countAdEventsData,
    summary:
      'Count a batch of ad impressions and a tap (answers the tapped ad’s link); unknown or ended ads are ignored',
    tag: 'adv',
    feature: 'revenueShare',
    rateLimit: 120,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getAdSlotList': endpoint({
    auth: 'staff',
    body: adminAdSlotListBody,
    data: listOf(adminAdSlot),
    summary: 'Ad slots, newest first, with places taken and paid',
    tag: 'adv',
    feature: 'revenueShare',
  }),
  'admin/saveAdSlot': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveAdSlotBody,
    data: adminAdSlot,
    summary:
      'Create or change an ad slot with a reason (audited); once a place is taken only the stock and the rush end change',
    tag: 'adv',
    feature: 'revenueShare',
  }),
  'admin/getAdPlacementList': endpoint({
    auth: 'staff',
    body: adminAdPlacementListBody,
    data: listOf(adminAdPlacement),
    summary: 'Ad placements, newest first, with the advertiser, creative, impressions, taps and refunds',
    tag: 'adv',
    feature: 'revenueShare',
  }),
  'admin/takeDownAd': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: takeDownAdBody,
    data: adminAdPlacement,
    summary:
      'Take a paid placement down with a reason (audited): days not delivered are refunded, or all of it with refundFull',
    tag: 'adv',
    feature: 'revenueShare',
  }),
} as const satisfies Record<string, Endpoint>;
