import type { Handlers } from '#server/context.js';
import type { ProfitStaffService } from './profit-staff.service.js';
import type { ProfitService } from './profit.service.js';

/** Revenue-share earnings: the holder's dashboard and the console's settlements. */
export function profitHandlers(profit: ProfitService, staff: ProfitStaffService): Handlers {
  return {
    'profit/getProfit': (_body, call) => profit.profit(call),
    'profit/getToDayProfit': (_body, call) => profit.today(call),
    'profit/getPayoutInfo': (body, call) => profit.payoutInfo(body, call),
    'admin/getSettlementList': (body) => staff.list(body),
    'admin/getSettlementInfo': (body) => staff.info(body),
    'admin/runSettlement': (body, call) => staff.run(body, call),
    'admin/getDramaRevenue': (body) => staff.dramaRevenue(body),
  };
}
