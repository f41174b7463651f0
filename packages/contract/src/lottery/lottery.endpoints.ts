import { endpoint, type Endpoint } from '../core/endpoint.js';
import { emptyBody } from '../core/common.js';
import { listOf } from '../core/envelope.js';
import { pageQuery } from '../core/validation.js';
import {
  adminDrawListBody,
  adminDrawRecord,
  adminLotteryData,
  buyerPointsRecord,
  checkInData,
  claimMilestoneBody,
  claimMilestoneData,
  claimPrizeBody,
  claimPrizeData,
  drawData,
  drawRecord,
  lotteryData,
  lotteryRules,
  saveLotteryPrizesBody,
  saveLotteryRulesBody,
} from './lottery.schemas.js';

/** The buyer's points and the lottery page (`/lottery`, decision 55). */
export const buyer = {
  'lottery/getLottery': endpoint({
    auth: 'optional',
    body: emptyBody,
    data: lotteryData,
    summary:
      'The lottery page: cost per draw, the prize table with odds and stock, the points rules, and the caller’s points, draws and milestone prizes',
    tag: 'lottery',
  }),
  'lottery/draw': endpoint({
    auth: 'user',
    body: emptyBody,
    data: drawData,
    summary:
      'Spend the cost of a draw in points and draw once (a cryptographic random value); the prize is paid at once',
    tag: 'lottery',
    idempotent: true,
    feature: 'lottery',
    rateLimit: 120,
  }),
  'lottery/getDrawList': endpoint({
    auth: 'user',
    body: pageQuery,
    data: listOf(drawRecord),
    summary: 'The caller’s draws, newest first: points spent, prize and the random value',
    tag: 'lottery',
    feature: 'lottery',
  }),
  'lottery/claimMilestone': endpoint({
    auth: 'user',
    body: claimMilestoneBody,
    data: claimMilestoneData,
    summary: 'Receive a milestone prize whose participation count the caller has reached (once)',
    tag: 'lottery',
    idempotent: true,
    feature: 'lottery',
  }),
  'lottery/claimPrize': endpoint({
    auth: 'user',
    body: claimPrizeBody,
    data: claimPrizeData,
    summary:
      'Claim a goods prize won without a default address: one order of it to this address, paid by the platform (once)',
    tag: 'lottery',
    idempotent: true,
    feature: 'lottery',
  }),
  'lottery/checkIn': endpoint({
    auth: 'user',
    body: emptyBody,
    data: checkInData,
    summary: 'The daily check-in: the configured points, once per calendar day in the stated zone',
    tag: 'lottery',
    idempotent: true,
    feature: 'lottery',
  }),
  'lottery/getPointsRecordList': endpoint({
    auth: 'user',
    body: pageQuery,
    data: listOf(buyerPointsRecord),
    summary: 'Every movement of the caller’s points, newest first, with its record line',
    tag: 'lottery',
    feature: 'lottery',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console: points rules and the prize table (decision 55). */
export const staff = {
  'admin/getLottery': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'content'],
    body: emptyBody,
    data: adminLotteryData,
    summary: 'The points rules, the prize table with wins and stock, the milestones and the totals',
    tag: 'lottery',
    feature: 'lottery',
  }),
  'admin/saveLotteryRules': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveLotteryRulesBody,
    data: lotteryRules,
    summary:
      'Change the points rules: points per 1.00 of a completed order, the check-in points, the cost per draw (audited)',
    tag: 'lottery',
    feature: 'lottery',
  }),
  'admin/saveLotteryPrizes': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveLotteryPrizesBody,
    data: adminLotteryData,
    summary:
      'Replace the prize table (odds in basis points summing to 10,000 with no prize) and the milestones; audited, shown as changed',
    tag: 'lottery',
    feature: 'lottery',
  }),
  'admin/getLotteryDrawList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: adminDrawListBody,
    data: listOf(adminDrawRecord),
    summary: 'Every draw, newest first (optionally one user’s): who, points spent, prize and random value',
    tag: 'lottery',
    feature: 'lottery',
  }),
} as const satisfies Record<string, Endpoint>;
