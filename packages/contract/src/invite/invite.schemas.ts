import { z } from 'zod';
import { flag, intField, text } from '../core/fields.js';
import { pageQuery } from '../core/validation.js';

/**
 * The invitation program (issue 14 part 6, DESIGN §2, decision 45): a user's code and link, the
 * team under them (4 levels), and the rewards their invitees' marketplace orders earn them.
 */

/** The team view reaches this deep (spec §6). */
export const INVITE_TEAM_LEVELS = 4;
/** Rewards go to at most this many ancestors (DESIGN §2). */
export const INVITE_REWARD_LEVELS_MAX = 3;
/** One level's reward may not exceed this (basis points of the order): a guard against a typo. */
export const INVITE_LEVEL_BPS_MAX = 2_000;
/** The defaults: 4 %, 2 %, 1 % of the order; at most the whole platform commission on it. */
export const INVITE_DEFAULT_RULE = { levelBps: [400, 200, 100], capShareBps: 10_000 } as const;

export const INVITE_REWARD_STATES = ['pending', 'paid', 'reversed'] as const;
export type InviteRewardState = (typeof INVITE_REWARD_STATES)[number];

/** The rule as configured, shown to users as it is enforced. */
export const inviteRule = z.object({
  /** Basis points of the order per level: [level 1, level 2, level 3]. */
  levelBps: z.array(z.number().int()),
  /** The rewards of one order together never exceed this share (basis points) of the platform's commission on it. */
  capShareBps: z.number().int(),
});
export type InviteRule = z.infer<typeof inviteRule>;

export const inviteInfo = z.object({
  code: z.string(),
  /** Sign-up paths with the code, per face (the client adds its own origin when they are not absolute). */
  links: z.object({ mall: z.string(), tv: z.string(), seller: z.string() }),
  rule: inviteRule,
  /** The platform's commission on new orders (basis points): what the cap is a share of. */
  commissionBps: z.number().int(),
  /** Direct invitees (level 1) and the whole team (levels 1–4). */
  invited: z.number().int(),
  team: z.number().int(),
  /** Sums of my rewards by state, in wallet minor units. */
  totals: z.object({ pending: z.number().int(), paid: z.number().int(), reversed: z.number().int() }),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

/** A member of my team as I may see them: a masked name, when they joined, their marketplace orders paid. */
export const inviteMember = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  level: z.number().int(),
  joinedAt: z.string(),
  orders: z.number().int(),
});
export type InviteMember = z.infer<typeof inviteMember>;

export const inviteListBody = pageQuery;

export const teamBody = pageQuery.extend({
  level: intField.min(1, { error: 'validation.invalidOption' }).max(INVITE_TEAM_LEVELS, {
    error: 'validation.invalidOption',
  }),
});
export type TeamBody = z.input<typeof teamBody>;

export const teamData = z.object({
  /** Members per level, levels 1..4 in order. */
  counts: z.array(z.number().int()),
  level: z.number().int(),
  list: z.array(inviteMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamData = z.infer<typeof teamData>;

export const inviteRewardListBody = pageQuery.extend({
  state: z.enum(INVITE_REWARD_STATES, { error: 'validation.invalidOption' }).optional(),
});

export const inviteReward = z.object({
  id: z.number().int(),
  /** The order's number, masked: enough to match it with the invitee, not to read it. */
  orderNo: z.string(),
  /** Who ordered (masked) and how far below me. */
  buyer: z.string(),
  level: z.number().int(),
  /** What the reward was computed on (the order's total, or what its buyer paid when less). */
  base: z.number().int(),
  bps: z.number().int(),
  amount: z.number().int(),
  /** Cut to keep the order's rewards within the cap. */
  capped: z.boolean(),
  state: z.enum(INVITE_REWARD_STATES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type InviteReward = z.infer<typeof inviteReward>;

// ---------- console ----------

export const setInviteRuleBody = z.strictObject({
  levelBps: z
    .array(
      intField
        .min(0, { error: 'validation.invitePercent' })
        .max(INVITE_LEVEL_BPS_MAX, { error: 'validation.invitePercent' }),
      { error: 'validation.type' },
    )
    .min(1, { error: 'validation.invitePercent' })
    .max(INVITE_REWARD_LEVELS_MAX, { error: 'validation.tooMany' }),
  capShareBps: intField
    .min(0, { error: 'validation.inviteCap' })
    .max(10_000, { error: 'validation.inviteCap' }),
  reason: text(200, 'validation.reasonRequired'),
});
export type SetInviteRuleBody = z.input<typeof setInviteRuleBody>;

export const adminInviteRule = inviteRule.extend({
  /** The platform's commission on new orders (basis points), what the cap is a share of. */
  commissionBps: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Whether staff ever saved the rule (else the defaults apply). */
  saved: flag,
});
export type AdminInviteRule = z.infer<typeof adminInviteRule>;
