import { z } from 'zod';
import { emptyBody, idBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import { reviewBody } from '../wallet/wallet.schemas.js';
import {
  adminRechargeRecord,
  bankChannel,
  rechargeBody,
  rechargeListBody,
  rechargeRecord,
  saveBankChannelBody,
} from './bank.schemas.js';

/** Bank top-ups: the channels to pay into and the requests; the console's reviews and channels. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'bank/getChannelList': endpoint({
    auth: 'user',
    body: emptyBody,
    data: z.object({ list: z.array(bankChannel) }),
    summary: 'Bank top-up step 1: the platform bank accounts to pay into (enabled ones)',
    tag: 'bank',
  }),
  'bank/submitRecharge': endpoint({
    auth: 'user',
    body: rechargeBody,
    data: rechargeRecord,
    summary: 'Bank top-up step 2: report the payment (amount, receipt number, voucher image) for review',
    tag: 'bank',
    idempotent: true,
    rateLimit: 30,
  }),
  'bank/getRechargeList': endpoint({
    auth: 'user',
    body: rechargeListBody,
    data: listOf(rechargeRecord),
    summary: 'My bank top-up requests (requesting, completed, cancelled, rejected)',
    tag: 'bank',
  }),
  'bank/cancelRecharge': endpoint({
    auth: 'user',
    body: idBody,
    data: rechargeRecord,
    summary: 'Cancel a top-up request that is still requesting',
    tag: 'bank',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getRechargeReviewList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'reviewer'],
    body: rechargeListBody,
    data: listOf(adminRechargeRecord),
    summary: 'Bank top-ups to review, with their voucher images',
    tag: 'bank',
  }),
  'admin/reviewRecharge': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: reviewBody,
    data: adminRechargeRecord,
    summary: 'Complete (credit at the recorded rate, once) or reject (with a reason) a bank top-up',
    tag: 'bank',
  }),
  'admin/getBankChannelConfigList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: emptyBody,
    data: z.object({ list: z.array(bankChannel) }),
    summary: 'Every bank channel, enabled or not',
    tag: 'bank',
  }),
  'admin/saveBankChannel': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: saveBankChannelBody,
    data: bankChannel,
    summary: 'Create or change a bank channel (audited)',
    tag: 'bank',
  }),
} as const satisfies Record<string, Endpoint>;
