import { endpoint, type Endpoint } from '../core/endpoint.js';
import { emptyBody } from '../core/common.js';
import { listOf } from '../core/envelope.js';
import { pageQuery } from '../core/validation.js';
import {
  addPromotionBody,
  addPromotionData,
  buyPointsBody,
  buyPointsData,
  pointsData,
  pointsRecord,
  promotionListBody,
  promotionListData,
  promotionSettings,
  promotionTermsData,
  renewPromotionsBody,
  renewPromotionsData,
  savePromotionSettingsBody,
} from './promotion.schemas.js';

/** The seller center: the store's points (a ledger asset) and its promotion center (decision 41). */
export const seller = {
  'store/getPoints': endpoint({
    auth: 'seller',
    readOnly: true,
    body: emptyBody,
    data: pointsData,
    summary:
      'The store’s points balance, the rate points are bought at, the owner’s wallet balance and the promotion rules',
    tag: 'promotion',
  }),
  'store/buyPoints': endpoint({
    auth: 'seller',
    body: buyPointsBody,
    data: buyPointsData,
    summary:
      'Buy points from the owner’s wallet at the configured rate (a multiple of the step; trade password over the configured amount)',
    tag: 'promotion',
    idempotent: true,
  }),
  'store/getPointsRecordList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: pageQuery,
    data: listOf(pointsRecord),
    summary: 'Every movement of the store’s points, newest first, with its record line',
    tag: 'promotion',
  }),
  'store/getPromotionTerms': endpoint({
    auth: 'seller',
    readOnly: true,
    body: emptyBody,
    data: promotionTermsData,
    summary:
      'What a promotion costs (points per product and day), the highest discount, the 7-day price rule and the durations',
    tag: 'promotion',
  }),
  'store/getPromotionList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: promotionListBody,
    data: promotionListData,
    summary: 'The store’s promotions on one tab (promoting, scheduled, ended) with the count of each tab',
    tag: 'promotion',
  }),
  'store/addPromotion': endpoint({
    auth: 'seller',
    body: addPromotionBody,
    data: addPromotionData,
    summary:
      'Promote products at a discount, now or from a start, for a day, a week or a month; the points are spent at once',
    tag: 'promotion',
    idempotent: true,
  }),
  'store/renewPromotions': endpoint({
    auth: 'seller',
    body: renewPromotionsBody,
    data: renewPromotionsData,
    summary:
      'Renew promotions: a running or scheduled one is extended from its end, an ended one runs again from now; costs points',
    tag: 'promotion',
    idempotent: true,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getPromotionSettings': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: emptyBody,
    data: promotionSettings,
    summary: 'The points rate, the promotion cost per product and day and the highest discount',
    tag: 'promotion',
  }),
  'admin/savePromotionSettings': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: savePromotionSettingsBody,
    data: promotionSettings,
    summary: 'Change the points rate and the promotion rules (audited with a reason)',
    tag: 'promotion',
  }),
} as const satisfies Record<string, Endpoint>;
