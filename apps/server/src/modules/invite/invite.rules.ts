import {
  INVITE_DEFAULT_RULE,
  INVITE_LEVEL_BPS_MAX,
  INVITE_REWARD_LEVELS_MAX,
  type InviteRule,
} from '@app/contract';

/** Pure rules of the invitation program (decision 45). */

/** The stored rule, or the defaults when staff never saved one (or it is not a rule). */
export function ruleOf(value: unknown): InviteRule {
  const v = value as Partial<InviteRule> | undefined;
  const levels = Array.isArray(v?.levelBps) ? v.levelBps : undefined;
  if (
    !levels ||
    levels.length < 1 ||
    levels.length > INVITE_REWARD_LEVELS_MAX ||
    !levels.every((b) => Number.isInteger(b) && b >= 0 && b <= INVITE_LEVEL_BPS_MAX) ||
    !Number.isInteger(v?.capShareBps) ||
    v!.capShareBps! < 0 ||
    v!.capShareBps! > 10_000
  ) {
    return { levelBps: [...INVITE_DEFAULT_RULE.levelBps], capShareBps: INVITE_DEFAULT_RULE.capShareBps };
  }
  return { levelBps: [...levels], capShareBps: v!.capShareBps! };
}

/** The platform's commission on an order, the same rule as the order module's `commissionOf` (rounded down). */
export function commissionOn(order: { total: number; commissionBps: number }) {
  return Math.floor((order.total * order.commissionBps) / 10_000);
}

export interface LevelReward {
  level: number;
  bps: number;
  amount: number;
  capped: boolean;
}

/**
 * Each paid level's reward: `bps` of `base`, rounded down, levels in order; the one that would
 * take the sum past `cap` is cut to what is left, and the ones after it get nothing. Levels whose
 * ancestor may not earn (missing or disabled) are left out and their share is not passed on.
 */
export function rewardsFor(base: number, cap: number, levelBps: number[], earns: (level: number) => boolean) {
  const out: LevelReward[] = [];
  let left = Math.max(0, cap);
  levelBps.forEach((bps, i) => {
    const level = i + 1;
    if (!earns(level)) return;
    const full = Math.floor((base * bps) / 10_000);
    const amount = Math.min(full, left);
    if (amount <= 0) return;
    left -= amount;
    out.push({ level, bps, amount, capped: amount < full });
  });
  return out;
}

/** An order number as an inviter sees it: the first four and the last four digits. */
export function maskOrderNo(orderNo: string) {
  return orderNo.length <= 8
    ? `${orderNo.slice(0, 2)}****`
    : `${orderNo.slice(0, 4)}****${orderNo.slice(-4)}`;
}
