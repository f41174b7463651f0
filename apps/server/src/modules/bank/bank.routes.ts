import type { Handlers } from '#server/plugins/api.js';
import type { createBankService } from './bank.service.js';

export function bankHandlers(bank: ReturnType<typeof createBankService>): Handlers {
  return {
    'bank/getChannelList': () => bank.channels(),
    'bank/submitRecharge': (body, call) => bank.submit(body, call),
    'bank/getRechargeList': (body, call) => bank.list(body, call),
    'bank/cancelRecharge': (body, call) => bank.cancel(body.id, call),
    'admin/getRechargeReviewList': (body) => bank.reviewList(body),
    'admin/reviewRecharge': (body, call) => bank.review(body, call),
    'admin/getBankChannelConfigList': () => bank.configList(),
    'admin/saveBankChannel': (body, call) => bank.saveChannel(body, call),
  };
}
