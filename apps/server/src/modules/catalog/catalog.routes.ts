import type { Handlers } from '#server/context.js';
import type { CatalogSellerService } from './catalog-seller.service.js';
import type { CatalogStaffService } from './catalog-staff.service.js';
import type { CatalogService } from './catalog.service.js';

/** The catalog's endpoints: buyers' products, stores, wishes and follows; the console's stores and goods. */
export function catalogHandlers(
  catalog: CatalogService,
  seller: CatalogSellerService,
  staff: CatalogStaffService,
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
    'admin/getStoreLevelList': () => staff.storeLevelList(),
    'admin/saveStoreLevels': (body, call) => staff.saveStoreLevels(body, call),
    'admin/getCategoryList': () => staff.categoryList(),
    'admin/saveCategory': (body, call) => staff.saveCategory(body, call),
    'admin/deleteCategory': (body, call) => staff.deleteCategory(body, call),
    'admin/getStoreList': (body) => staff.storeList(body),
    'admin/saveStore': (body, call) => staff.saveStore(body, call),
    'admin/getGoodsList': (body) => staff.goodsList(body),
    'admin/saveGoods': (body, call) => staff.saveGoods(body, call),
  };
}
