/**
 * A purchase rush (spec §4; revenue-share units and ad placements alike): limited stock sold
 * between a start and an end, reserved and paid within 24 hours. What one caller sees of it.
 */
export const RUSH_STATES = ['notStarted', 'inProgress', 'participated', 'ended', 'pay'] as const;
export type RushState = (typeof RUSH_STATES)[number];

/** The rush by its times alone, as anyone sees it: not started, in progress, ended. */
export function rushPhase(
  rush: { rushStartsAt: Date | string; rushEndsAt: Date | string },
  now: Date | number,
): 'notStarted' | 'inProgress' | 'ended' {
  const t = typeof now === 'number' ? now : now.getTime();
  if (t < new Date(rush.rushStartsAt).getTime()) return 'notStarted';
  return t < new Date(rush.rushEndsAt).getTime() ? 'inProgress' : 'ended';
}
