import { emptyBody, idBody, okData } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import { pageQuery } from '../core/validation.js';
import {
  adminCategory,
  adminCategoryListData,
  adminGoods,
  adminGoodsListBody,
  adminStore,
  adminStoreListBody,
  categoryListData,
  commentItem,
  commentListBody,
  followToggleBody,
  followToggleData,
  goodsCard,
  goodsInfo,
  goodsListBody,
  mallHomeData,
  myStoreData,
  saveStoreLevelsBody,
  saveStoreSettingsBody,
  storeLevelListData,
  saveCategoryBody,
  saveGoodsBody,
  saveStoreBody,
  storeCard,
  storePageData,
  wishToggleBody,
  wishToggleData,
} from './catalog.schemas.js';

/** The marketplace catalog: categories, home, products, reviews, stores, wish list, follows. */

/** Buyers, and visitors where `auth` allows. */
export const buyer = {
  'category/getCategoryList': endpoint({
    auth: 'none',
    body: emptyBody,
    data: categoryListData,
    summary: 'The category tree',
    tag: 'catalog',
  }),
  'mall/getHome': endpoint({
    auth: 'optional',
    body: emptyBody,
    data: mallHomeData,
    summary: 'Home: banners, suggested products and store-decorated sections',
    tag: 'catalog',
  }),
  'goods/getGoodsList': endpoint({
    auth: 'none',
    body: goodsListBody,
    data: listOf(goodsCard),
    summary:
      'Products: keyword, category, store, price and free-shipping filters; sorted by recommendation (sales, recency, traffic packages), sales, newest or price',
    tag: 'catalog',
  }),
  'goods/getGoodsInfo': endpoint({
    auth: 'optional',
    body: idBody,
    data: goodsInfo,
    summary: 'One product with its specifications, store, rating and the buyer’s own limits',
    tag: 'catalog',
  }),
  'goods/getCommentList': endpoint({
    auth: 'none',
    body: commentListBody,
    data: listOf(commentItem),
    summary: 'Reviews of a product, newest first',
    tag: 'catalog',
  }),
  'store/getStoreInfo': endpoint({
    auth: 'optional',
    body: idBody,
    data: storePageData,
    summary: 'A store’s header and decorated sections',
    tag: 'catalog',
  }),
  'wish/toggle': endpoint({
    auth: 'user',
    body: wishToggleBody,
    data: wishToggleData,
    summary: 'Add a product to the wish list or take it off',
    tag: 'catalog',
  }),
  'wish/getWishList': endpoint({
    auth: 'user',
    body: pageQuery,
    data: listOf(goodsCard),
    summary: 'The wish list, newest first',
    tag: 'catalog',
  }),
  'follow/toggle': endpoint({
    auth: 'user',
    body: followToggleBody,
    data: followToggleData,
    summary: 'Follow or unfollow a store',
    tag: 'catalog',
  }),
  'follow/getFollowList': endpoint({
    auth: 'user',
    body: pageQuery,
    data: listOf(storeCard),
    summary: 'Followed stores, newest first',
    tag: 'catalog',
  }),
} as const satisfies Record<string, Endpoint>;

/** The seller center: the caller's own store (the gate in the API plugin resolves it). */
export const seller = {
  'store/getMyStore': endpoint({
    auth: 'seller',
    readOnly: true,
    body: emptyBody,
    data: myStoreData,
    summary:
      'The seller’s own store: business info, status and its reason, funds held while frozen, level with progress and the level table',
    tag: 'catalog',
  }),
  'store/saveSettings': endpoint({
    auth: 'seller',
    body: saveStoreSettingsBody,
    data: myStoreData,
    summary:
      'Change the store’s business info (name, logo, address, contact number, WhatsApp) and order notification',
    tag: 'catalog',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getStoreList': endpoint({
    auth: 'staff',
    body: adminStoreListBody,
    data: listOf(adminStore),
    summary: 'Stores',
    tag: 'catalog',
  }),
  'admin/saveStore': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer'],
    body: saveStoreBody,
    data: adminStore,
    summary: 'Change a store’s level or status with a reason (audited)',
    tag: 'catalog',
  }),
  'admin/getStoreLevelList': endpoint({
    auth: 'staff',
    body: emptyBody,
    data: storeLevelListData,
    summary: 'The store level table: sales that reach each level, its product limit and warehouse margin',
    tag: 'catalog',
  }),
  'admin/saveStoreLevels': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveStoreLevelsBody,
    data: storeLevelListData,
    summary:
      'Replace the store level table with a reason (audited); stores rise to the levels their sales reach',
    tag: 'catalog',
  }),
  'admin/getCategoryList': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: emptyBody,
    data: adminCategoryListData,
    summary: 'Every category with its names in each language and its product count, by sort',
    tag: 'catalog',
  }),
  'admin/saveCategory': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: saveCategoryBody,
    data: adminCategory,
    summary: 'Create or change a category, its name in up to 20 languages, icon and order (audited)',
    tag: 'catalog',
  }),
  'admin/deleteCategory': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: idBody,
    data: okData,
    summary: 'Delete a category that has no products and no children (audited)',
    tag: 'catalog',
  }),
  'admin/getGoodsList': endpoint({
    auth: 'staff',
    body: adminGoodsListBody,
    data: listOf(adminGoods),
    summary: 'Products of every store, with stock and wholesale cost',
    tag: 'catalog',
  }),
  'admin/saveGoods': endpoint({
    auth: 'staff',
    roles: ['admin', 'content'],
    body: saveGoodsBody,
    data: adminGoods,
    summary: 'Create or change a product with its specifications and stock (audited)',
    tag: 'catalog',
  }),
} as const satisfies Record<string, Endpoint>;
