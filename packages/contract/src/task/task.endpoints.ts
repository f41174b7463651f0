import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminDeal,
  adminDealListBody,
  adminDealParticipant,
  cancelDealBody,
  createDealBody,
  dealCard,
  dealParticipant,
  dealParticipantsBody,
  joinTaskBody,
  joinTaskData,
  participantListBody,
  taskInfoBody,
  taskInfoData,
  taskListBody,
  updateDealBody,
} from './task.schemas.js';

/** Group-buy deals for buyers (spec §2 Tasks: list, detail and participant list; decision 54). */
export const buyer = {
  'task/getTaskList': endpoint({
    auth: 'optional',
    body: taskListBody,
    data: listOf(dealCard),
    summary:
      'Group-buy deals by the spec’s filters (all, participating, in progress, completed, to be traded or settled), with the caller’s place',
    tag: 'task',
  }),
  'task/getTaskInfo': endpoint({
    auth: 'optional',
    body: taskInfoBody,
    data: taskInfoData,
    summary: 'One deal with its progress, the caller’s place, balance and the trade-password threshold',
    tag: 'task',
  }),
  'task/getParticipantList': endpoint({
    auth: 'optional',
    body: participantListBody,
    data: listOf(dealParticipant),
    summary: 'A deal’s participants, first joined first, with masked names',
    tag: 'task',
  }),
  'task/join': endpoint({
    auth: 'user',
    body: joinTaskBody,
    data: joinTaskData,
    summary:
      'Join a running deal: one quick-grab order paid from the wallet into escrow (never overbooked; contention answers RUSH_BUSY; one place per buyer)',
    tag: 'task',
    idempotent: true,
    rateLimit: 60,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console: deals, their participants and outcomes. */
export const staff = {
  'admin/getDealList': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'support', 'content'],
    body: adminDealListBody,
    data: listOf(adminDeal),
    summary: 'Group-buy deals, newest first, with progress, cashback paid and refunds',
    tag: 'task',
  }),
  'admin/createDeal': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: createDealBody,
    data: adminDeal,
    summary:
      'Create a deal on a product specification: the product’s price (fixed at creation) or a set deal amount below it, target count, cashback per participant, deadline, effect immediate or timed (audited with a reason)',
    tag: 'task',
  }),
  'admin/updateDeal': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: updateDealBody,
    data: adminDeal,
    summary:
      'Edit a deal (audited with a reason): every term before anyone joined; after the first join only a later deadline',
    tag: 'task',
  }),
  'admin/cancelDeal': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: cancelDealBody,
    data: adminDeal,
    summary:
      'Cancel a running or upcoming deal (audited; the reason is shown to buyers): every participant is refunded once',
    tag: 'task',
  }),
  'admin/getDealParticipants': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance', 'support', 'content'],
    body: dealParticipantsBody,
    data: listOf(adminDealParticipant),
    summary: 'A deal’s participants with their orders, cashback and refunds',
    tag: 'task',
  }),
} as const satisfies Record<string, Endpoint>;
