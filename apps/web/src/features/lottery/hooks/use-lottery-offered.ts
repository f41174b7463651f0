import { useLottery } from '#web/features/lottery/api/lottery';

/**
 * Whether the points lottery is offered (the regulated-feature switch, DESIGN §3): every entry
 * point stays hidden until the page says `enabled`.
 */
export function useLotteryOffered(): boolean {
  return useLottery().data?.enabled === true;
}
