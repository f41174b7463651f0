import type { Handlers } from '#server/context.js';
import type { BankStaffService } from './bank-staff.service.js';
import type { BankService } from './bank.service.js';

/** Bank top-ups' endpoints: the buyer's requests and the console's reviews and channels. */
export function bankHandlers(bank: BankService, staff: BankStaffService): Handlers {
  return {
    'bank/getChannelList': () => bank.channels(),
    'bank/submitRecharge': (body, call) => bank.submit(body, call),
    'bank/getRechargeList': (body, call) => bank.list(body, call),
    'bank/cancelRecharge': (body, call) => bank.cancel(body.id, call),
    'admin/getRechargeReviewList': (body) => staff.reviewList(body),
    'admin/reviewRecharge': (body, call) => staff.review(body, call),
    'admin/getBankChannelConfigList': () => staff.configList(),
    'admin/saveBankChannel': (body, call) => staff.saveChannel(body, call),
  };
}
