// What other modules, app.ts and the seed may import from the promotion domain.
export { createPromotionSellerService, type PromotionSellerService } from './promotion-seller.service.js';
export { createPromotionStaffService, type PromotionStaffService } from './promotion-staff.service.js';
export { promotionHandlers } from './promotion.routes.js';
// The price buyers pay while a promotion runs: the catalog, the cart and checkout apply it.
export {
  catalogPromotions,
  guardPriceChange,
  promoteCards,
  promoteGoods,
  promoteSkuRows,
} from './promotion-prices.js';
// The demo history buys points and runs promotions through the same flows.
export { buyPoints } from './buy-points.flow.js';
export { addPromotions, renewPromotions } from './add-promotion.flow.js';
export { promotionRepository } from './promotion.repository.js';
