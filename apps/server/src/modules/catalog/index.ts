// What other modules, the API plugin and app.ts may import from the catalog.
export { catalogRepository } from './catalog.repository.js';
export { toCard as toGoodsCard, toCommentItem } from './catalog.mapper.js';
// The demo history's stores reply to reviews as the seller center does.
export { sellerGoodsRepository } from './seller-goods.repository.js';
export { goodsBuyable, maskNickname, sellerMayCall, storeCanSell } from './catalog.rules.js';
export { createCatalogService, type CatalogService } from './catalog.service.js';
export { createCatalogStaffService, type CatalogStaffService } from './catalog-staff.service.js';
export { catalogHandlers, decorationHandlers } from './catalog.routes.js';
export { createDecorationSellerService, decorateStore } from './decoration-seller.service.js';
export { createCatalogSellerService, type CatalogSellerService } from './catalog-seller.service.js';
export { createGoodsSellerService } from './goods-seller.service.js';
export { createWarehouseStaffService } from './warehouse-staff.service.js';
export {
  afterStoreSale,
  heldStoreFunds,
  raiseStoreLevels,
  setStoreStatus,
  storeLevelTable,
  STORE_FREEZE_KIND,
} from './store-status.flow.js';
export { mailPaidOrders } from './new-order-mail.js';
