import type { Handlers } from '#server/context.js';
import type { PromotionSellerService } from './promotion-seller.service.js';
import type { PromotionStaffService } from './promotion-staff.service.js';

/** The promotion domain's endpoints: store points, the promotion center, the console's rules. */
export function promotionHandlers(seller: PromotionSellerService, staff: PromotionStaffService): Handlers {
  return {
    'store/getPoints': (_body, call) => seller.points(call),
    'store/buyPoints': (body, call) => seller.buy(body, call),
    'store/getPointsRecordList': (body, call) => seller.records(body, call),
    'store/getPromotionTerms': (_body, call) => seller.terms(call),
    'store/getPromotionList': (body, call) => seller.list(body, call),
    'store/addPromotion': (body, call) => seller.add(body, call),
    'store/renewPromotions': (body, call) => seller.renew(body, call),
    'admin/getPromotionSettings': () => staff.settings(),
    'admin/savePromotionSettings': (body, call) => staff.save(body, call),
  };
}
