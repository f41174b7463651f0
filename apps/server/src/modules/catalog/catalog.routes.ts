import type { Handlers } from '#server/plugins/api.js';
import type { CatalogAdminService } from './catalog-staff.service.js';
import type { CatalogService } from './catalog.service.js';

export function catalogHandlers(catalog: CatalogService, admin: CatalogAdminService): Handlers {
  return {
    'category/getCategoryList': () => catalog.categoryTree(),
    'mall/getHome': (_body, call) => catalog.home(call),
    'goods/getGoodsList': (body) => catalog.goodsList(body),
    'goods/getGoodsInfo': (body, call) => catalog.goodsInfo(body.id, call),
    'goods/getCommentList': (body) => catalog.commentList(body),
    'store/getStoreInfo': (body, call) => catalog.storePage(body.id, call),
    'wish/toggle': (body, call) => catalog.toggleWish(body, call),
    'wish/getWishList': (body, call) => catalog.wishList(body, call),
    'follow/toggle': (body, call) => catalog.toggleFollow(body, call),
    'follow/getFollowList': (body, call) => catalog.followList(body, call),
    'admin/getStoreList': (body) => admin.storeList(body),
    'admin/saveStore': (body, call) => admin.saveStore(body, call),
    'admin/getGoodsList': (body) => admin.goodsList(body),
    'admin/saveGoods': (body, call) => admin.saveGoods(body, call),
  };
}
