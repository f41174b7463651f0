import { emptyBody, idBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  dramaRevenueBody,
  dramaRevenueData,
  payoutInfoData,
  profitData,
  runSettlementBody,
  runSettlementData,
  settlementInfoData,
  settlementListBody,
  settlementRow,
  todayProfitData,
} from './profit.schemas.js';

/** The earnings dashboard of revenue-share units (spec §7 `profit/*`). */
export const buyer = {
  'profit/getProfit': endpoint({
    auth: 'user',
    body: emptyBody,
    data: profitData,
    summary:
      'The caller’s revenue-share payouts: today, yesterday, last month and in all; units at cost; 30 days of trend and daily payouts; recent payouts',
    tag: 'profit',
    feature: 'revenueShare',
  }),
  'profit/getToDayProfit': endpoint({
    auth: 'user',
    body: emptyBody,
    data: todayProfitData,
    summary:
      'The payouts credited to the caller today (settlement of yesterday at 00:00), each with its settlement’s numbers',
    tag: 'profit',
    feature: 'revenueShare',
  }),
  'profit/getPayoutInfo': endpoint({
    auth: 'user',
    body: idBody,
    data: payoutInfoData,
    summary: 'One of the caller’s payouts with every input of its settlement and its ledger transfer',
    tag: 'profit',
    feature: 'revenueShare',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console: settlement runs and revenue per drama and day. */
export const staff = {
  'admin/getSettlementList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'content'],
    body: settlementListBody,
    data: listOf(settlementRow),
    summary:
      'Settlements per day and drama, newest first, with every input, what was paid and the rounding kept',
    tag: 'profit',
    feature: 'revenueShare',
  }),
  'admin/getSettlementInfo': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'content'],
    body: idBody,
    data: settlementInfoData,
    summary: 'One settlement with its offerings’ pools and every payout',
    tag: 'profit',
    feature: 'revenueShare',
  }),
  'admin/runSettlement': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: runSettlementBody,
    data: runSettlementData,
    summary:
      'Settle a finished day now with a reason (audited); dramas already settled for it are answered and paid nothing',
    tag: 'profit',
    feature: 'revenueShare',
    rateLimit: 30,
  }),
  'admin/getDramaRevenue': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'content'],
    body: dramaRevenueBody,
    data: dramaRevenueData,
    summary:
      'Settled revenue per drama and settlement day: unlocks, VIP share, ads, deductions, adjustments, net and paid to holders',
    tag: 'profit',
    feature: 'revenueShare',
  }),
} as const satisfies Record<string, Endpoint>;
