import type { Handlers } from '#server/context.js';
import type { CatalogSellerService } from './catalog-seller.service.js';
import type { CatalogStaffService } from './catalog-staff.service.js';
import type { CatalogService } from './catalog.service.js';
import type { DecorationSellerService } from './decoration-seller.service.js';
import type { GoodsSellerService } from './goods-seller.service.js';
import type { WarehouseStaffService } from './warehouse-staff.service.js';

/** The catalog's endpoints: buyers' products, stores, wishes and follows; the console's stores and goods. */
export function catalogHandlers(
  catalog: CatalogService,
  seller: CatalogSellerService,
  staff: CatalogStaffService,
  goods: GoodsSellerService,
  warehouse: WarehouseStaffService,
): Handlers {
  return {
    'category/getCategoryList': (_body, call) => catalog.categoryTree(call),
    'mall/getHome': (_body, call) => catalog.home(call),
    'goods/getGoodsList': (body) => catalog.goodsList(body),
    'goods/getGoodsInfo': (body, call) => catalog.goodsInfo(body.id, call),
    'goods/getCommentList': (body) => catalog.commentList(body),
    'store/getStoreInfo': (body, call) => catalog.storePage(body.id, call),
    'wish/toggle': (body, call) => catalog.toggleWish(body, call),
    'wish/getWishList': (body, call) => catalog.wishList(body, call),
    'follow/toggle': (body, call) => catalog.toggleFollow(body, call),
    'follow/getFollowList': (body, call) => catalog.followList(body, call),
    'store/getMyStore': (_body, call) => seller.getMyStore(call),
    'store/saveSettings': (body, call) => seller.saveSettings(body, call),
    'store/getGoodsList': (body, call) => goods.list(body, call),
    'store/getGoodsCounts': (_body, call) => goods.counts(call),
    'store/getGoodsInfo': (body, call) => goods.info(body, call),
    'store/saveGoods': (body, call) => goods.save(body, call),
    'store/setGoodsOnSale': (body, call) => goods.setOnSale(body, call),
    'store/deleteGoods': (body, call) => goods.remove(body, call),
    'store/pinGoods': (body, call) => goods.pin(body, call),
    'store/getWarehouseTerms': (_body, call) => goods.terms(call),
    'store/getWarehouseList': (body, call) => goods.warehouseList(body, call),
    'store/addFromWarehouse': (body, call) => goods.addFromWarehouse(body, call),
    'store/getCommentList': (body, call) => goods.commentList(body, call),
    'store/replyComment': (body, call) => goods.reply(body, call),
    'admin/getStoreLevelList': () => staff.storeLevelList(),
    'admin/saveStoreLevels': (body, call) => staff.saveStoreLevels(body, call),
    'admin/getCategoryList': () => staff.categoryList(),
    'admin/saveCategory': (body, call) => staff.saveCategory(body, call),
    'admin/deleteCategory': (body, call) => staff.deleteCategory(body, call),
    'admin/getStoreList': (body) => staff.storeList(body),
    'admin/saveStore': (body, call) => staff.saveStore(body, call),
    'admin/getGoodsList': (body) => staff.goodsList(body),
    'admin/saveGoods': (body, call) => staff.saveGoods(body, call),
    'admin/getWarehouseList': (body, call) => warehouse.warehouseList(body, call),
    'admin/saveWarehouseGoods': (body, call) => warehouse.saveWarehouse(body, call),
    'admin/getProductReview': () => warehouse.productReview(),
    'admin/setProductReview': (body, call) => warehouse.setProductReview(body, call),
    'admin/getGoodsReviewList': (body, call) => warehouse.reviewList(body, call),
    'admin/reviewGoods': (body, call) => warehouse.review(body, call),
  };
}

/** The store decoration's endpoints (decision 43): the seller's own store page. */
export function decorationHandlers(decoration: DecorationSellerService): Handlers {
  return {
    'store/getDecoration': (_body, call) => decoration.get(call),
    'store/saveDecoration': (body, call) => decoration.save(body, call),
  };
}
