import type { Handlers } from '#server/context.js';
import type { LotteryService } from './lottery.service.js';
import type { LotteryStaffService } from './lottery-staff.service.js';

/** The lottery domain's endpoints: the buyer's points and draws, the console's rules and table. */
export function lotteryHandlers(buyer: LotteryService, staff: LotteryStaffService): Handlers {
  return {
    'lottery/getLottery': (_body, call) => buyer.page(call),
    'lottery/draw': (_body, call) => buyer.draw(call),
    'lottery/getDrawList': (body, call) => buyer.draws(body, call),
    'lottery/claimMilestone': (body, call) => buyer.claim(body, call),
    'lottery/claimPrize': (body, call) => buyer.claimPrize(body, call),
    'lottery/checkIn': (_body, call) => buyer.checkIn(call),
    'lottery/getPointsRecordList': (body, call) => buyer.records(body, call),
    'admin/getLottery': () => staff.get(),
    'admin/saveLotteryRules': (body, call) => staff.saveRules(body, call),
    'admin/saveLotteryPrizes': (body, call) => staff.savePrizes(body, call),
    'admin/getLotteryDrawList': (body) => staff.draws(body),
  };
}
