import type { Handlers } from '#server/context.js';
import type { InvestService } from './invest.service.js';
import type { InvestStaffService } from './invest-staff.service.js';

/** Revenue-share units: the viewer's offerings, rush and holdings; the console's offerings. */
export function investHandlers(buyer: InvestService, staff: InvestStaffService): Handlers {
  return {
    'video_invest/getTerms': (_body, call) => buyer.terms(call),
    'video_invest/getVideoInvestList': (body, call) => buyer.list(body, call),
    'video_invest/getOfferingInfo': (body, call) => buyer.info(body, call),
    'video_invest/getMyInvestList': (body, call) => buyer.mine(body, call),
    'video_invest/snapUp': (body, call) => buyer.snapUp(body, call),
    'video_invest/payInvest': (body, call) => buyer.pay(body, call),
    'admin/getOfferingList': (body) => staff.list(body),
    'admin/saveOffering': (body, call) => staff.save(body, call),
    'admin/pauseOffering': (body, call) => staff.pause(body, call),
    'admin/getOfferingHolders': (body) => staff.holders(body),
  };
}
