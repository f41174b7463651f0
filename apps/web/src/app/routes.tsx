import type { ComponentType } from 'react';
import type { RouteFlags } from './guard';
import type { AppEntry } from './entry';

/** Where a page sits: under the marketplace tab bar, the drama tab bar, or a stack page with a back bar. */
export type RouteLayout = 'mall' | 'tv' | 'stack';

export type PageModule = { default: ComponentType };

export interface AppRoute extends RouteFlags {
  path: string;
  /** i18n key (namespace `web`) of the page's title. */
  title: string;
  layout: RouteLayout;
  page: () => Promise<PageModule>;
  /** The page draws its own header instead of the layout's bar. */
  customHeader?: boolean;
}

// Each page is its own chunk; the entry only carries the router, layouts and i18n.
const comingSoon = () => import('./pages/coming-soon');
const signin = () => import('./pages/signin');
const signup = () => import('./pages/signup');
const forgot = () => import('./pages/forgot');
const portal = () => import('./pages/portal');
const mallMe = () => import('./pages/mall-me');
const vipMember = () => import('./pages/vip-member');
const profile = () => import('./pages/profile');
const settings = () => import('./pages/settings');
const language = () => import('./pages/language');
const security = () => import('./pages/security');
const password = () => import('./pages/password');
const tradePassword = () => import('./pages/trade-password');
const walletOverview = () => import('./pages/wallet-overview');
const walletDeposit = () => import('./pages/wallet-deposit');
const walletWithdraw = () => import('./pages/wallet-withdraw');
const walletAddresses = () => import('./pages/wallet-addresses');
const walletTransfer = () => import('./pages/wallet-transfer');
const walletRecords = () => import('./pages/wallet-records');
const walletBank = () => import('./pages/wallet-bank');
// Marketplace pages (issue 4).
const mallHome = () => import('./pages/mall-home');
const mallCategory = () => import('./pages/mall-category');
const mallSearch = () => import('./pages/mall-search');
const mallProduct = () => import('./pages/mall-product');
const mallStore = () => import('./pages/mall-store');
const mallWishlist = () => import('./pages/mall-wishlist');
const mallFollows = () => import('./pages/mall-follows');
const mallCart = () => import('./pages/mall-cart');
const mallCheckout = () => import('./pages/mall-checkout');
const mallOrders = () => import('./pages/mall-orders');
const mallOrder = () => import('./pages/mall-order');
const mallReview = () => import('./pages/mall-review');
const mallAddresses = () => import('./pages/mall-addresses');
const mallAddressEdit = () => import('./pages/mall-address-edit');
const chatList = () => import('./pages/chat-list');
const chatRoom = () => import('./pages/chat-room');
const vipMessage = () => import('./pages/vip-message');
const vipActivate = () => import('./pages/vip-activate');
const tvDetail = () => import('./pages/tv-detail');
const tvVideo = () => import('./pages/tv-video');
const tvIndex = () => import('./pages/tv-index');
const tvHot = () => import('./pages/tv-hot');
const tvLatest = () => import('./pages/tv-latest');
const vipLike = () => import('./pages/vip-like');
const vipMyVideo = () => import('./pages/vip-myvideo');
const vipHistory = () => import('./pages/vip-history');
const vipHelp = () => import('./pages/vip-help');
const vipFeedback = () => import('./pages/vip-feedback');
const tvActivity = () => import('./pages/tv-activity');
const vipActivity = () => import('./pages/vip-activity');

const soon = (
  path: string,
  title: string,
  layout: RouteLayout = 'stack',
  flags: RouteFlags = {},
): AppRoute => ({
  path,
  title,
  layout,
  page: comingSoon,
  ...flags,
});
const member = { loginRequired: true } as const;
const guestOnly = { loginNotAllowed: true } as const;

/** Spec §2: the drama variant's routes, kept exactly. */
const tvRoutes: AppRoute[] = [
  { path: '/tv/index', title: 'route.tv.index', layout: 'tv', page: tvIndex, customHeader: true },
  { path: '/tv/video', title: 'route.tv.video', layout: 'stack', page: tvVideo, customHeader: true },
  { path: '/tv/activity', title: 'route.tv.activity', layout: 'tv', page: tvActivity },
  { path: '/tv/language', title: 'route.language', layout: 'stack', page: language },
  { path: '/tv/hot', title: 'route.tv.hot', layout: 'tv', page: tvHot },
  { path: '/tv/latest', title: 'route.tv.latest', layout: 'stack', page: tvLatest },
  { path: '/tv/detail', title: 'route.tv.detail', layout: 'stack', page: tvDetail },
  { path: '/tv/signin', title: 'route.signin', layout: 'stack', page: signin, ...guestOnly },
  { path: '/tv/signup', title: 'route.signup', layout: 'stack', page: signup, ...guestOnly },
  {
    path: '/vip/member',
    title: 'route.vip.member',
    layout: 'tv',
    page: vipMember,
    customHeader: true,
    ...member,
  },
  { path: '/vip/deposit', title: 'route.vip.deposit', layout: 'stack', page: walletDeposit, ...member },
  { path: '/vip/withdraw', title: 'route.vip.withdraw', layout: 'stack', page: walletWithdraw, ...member },
  { path: '/vip/wallet', title: 'route.vip.wallet', layout: 'stack', page: walletOverview, ...member },
  { path: '/vip/message', title: 'route.vip.message', layout: 'stack', page: vipMessage, ...member },
  { path: '/vip/history', title: 'route.vip.history', layout: 'stack', page: vipHistory, ...member },
  soon('/vip/share', 'route.vip.share', 'stack', member),
  soon('/vip/team', 'route.vip.team', 'stack', member),
  {
    path: '/vip/service',
    title: 'route.vip.service',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  { path: '/vip/help', title: 'route.vip.help', layout: 'stack', page: vipHelp, ...member },
  { path: '/vip/feedback', title: 'route.vip.feedback', layout: 'stack', page: vipFeedback, ...member },
  soon('/vip/copyright', 'route.vip.copyright', 'stack', member),
  soon('/vip/adv', 'route.vip.adv', 'stack', member),
  { path: '/vip/setting', title: 'route.settings', layout: 'stack', page: settings, ...member },
  soon('/vip/auth', 'route.vip.auth', 'stack', member),
  { path: '/vip/safety', title: 'route.security', layout: 'stack', page: security, ...member },
  {
    path: '/vip/safety_trade',
    title: 'route.tradePassword',
    layout: 'stack',
    page: tradePassword,
    ...member,
  },
  { path: '/vip/activity', title: 'route.vip.activity', layout: 'stack', page: vipActivity, ...member },
  { path: '/vip/activate', title: 'route.vip.activate', layout: 'stack', page: vipActivate, ...member },
  {
    path: '/vip/bindaddress',
    title: 'route.vip.bindaddress',
    layout: 'stack',
    page: walletAddresses,
    ...member,
  },
  { path: '/vip/like', title: 'route.vip.like', layout: 'stack', page: vipLike, ...member },
  { path: '/vip/myvideo', title: 'route.vip.myvideo', layout: 'stack', page: vipMyVideo, ...member },
  soon('/vip/dashboard', 'route.vip.dashboard', 'stack', member),
  soon('/choose-location', 'route.chooseLocation'),
  soon('/open-location', 'route.openLocation'),
];

const mallRoutes: AppRoute[] = [
  { path: '/mall', title: 'route.mall.home', layout: 'mall', page: mallHome, customHeader: true },
  {
    path: '/mall/category',
    title: 'route.mall.category',
    layout: 'mall',
    page: mallCategory,
    customHeader: true,
  },
  { path: '/mall/cart', title: 'route.mall.cart', layout: 'mall', page: mallCart },
  { path: '/mall/me', title: 'route.mall.me', layout: 'mall', page: mallMe, customHeader: true },
  soon('/seller', 'route.seller', 'mall'),
  { path: '/mall/search', title: 'route.mall.search', layout: 'stack', page: mallSearch, customHeader: true },
  {
    path: '/mall/product/:id',
    title: 'route.mall.product',
    layout: 'stack',
    page: mallProduct,
    customHeader: true,
  },
  {
    path: '/mall/store/:id',
    title: 'route.mall.store',
    layout: 'stack',
    page: mallStore,
    customHeader: true,
  },
  { path: '/mall/checkout', title: 'route.mall.checkout', layout: 'stack', page: mallCheckout, ...member },
  { path: '/mall/orders', title: 'route.mall.orders', layout: 'stack', page: mallOrders, ...member },
  { path: '/mall/orders/:id', title: 'route.mall.order', layout: 'stack', page: mallOrder, ...member },
  {
    path: '/mall/orders/:id/review/:lineId',
    title: 'route.mall.review',
    layout: 'stack',
    page: mallReview,
    ...member,
  },
  { path: '/mall/addresses', title: 'route.mall.addresses', layout: 'stack', page: mallAddresses, ...member },
  {
    path: '/mall/addresses/edit',
    title: 'route.mall.addressEdit',
    layout: 'stack',
    page: mallAddressEdit,
    ...member,
  },
  { path: '/mall/wishlist', title: 'route.mall.wishlist', layout: 'stack', page: mallWishlist, ...member },
  { path: '/mall/follows', title: 'route.mall.follows', layout: 'stack', page: mallFollows, ...member },
  { path: '/mall/messages', title: 'route.mall.messages', layout: 'stack', page: chatList, ...member },
  {
    path: '/mall/chat/:id',
    title: 'route.mall.chat',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  {
    path: '/mall/chat/store/:storeId',
    title: 'route.mall.chat',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  {
    path: '/mall/service',
    title: 'route.mall.service',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  { path: '/wallet', title: 'route.wallet', layout: 'stack', page: walletOverview, ...member },
  {
    path: '/wallet/deposit',
    title: 'route.wallet.deposit',
    layout: 'stack',
    page: walletDeposit,
    ...member,
  },
  {
    path: '/wallet/withdraw',
    title: 'route.wallet.withdraw',
    layout: 'stack',
    page: walletWithdraw,
    ...member,
  },
  {
    path: '/wallet/addresses',
    title: 'route.wallet.addresses',
    layout: 'stack',
    page: walletAddresses,
    ...member,
  },
  {
    path: '/wallet/transfer',
    title: 'route.wallet.transfer',
    layout: 'stack',
    page: walletTransfer,
    ...member,
  },
  {
    path: '/wallet/records',
    title: 'route.wallet.records',
    layout: 'stack',
    page: walletRecords,
    ...member,
  },
  {
    path: '/wallet/bank',
    title: 'route.wallet.bank',
    layout: 'stack',
    page: walletBank,
    ...member,
  },
  soon('/loans', 'route.loans', 'stack', member),
  soon('/tasks', 'route.tasks', 'stack', member),
  soon('/lottery', 'route.lottery', 'stack', member),
  soon('/campaign/halloween', 'route.campaign.halloween'),
  soon('/campaign/christmas', 'route.campaign.christmas'),
  soon('/about', 'route.about'),
  soon('/sell', 'route.sell'),
];

const authRoutes: AppRoute[] = [
  { path: '/auth/signin', title: 'route.signin', layout: 'stack', page: signin, ...guestOnly },
  { path: '/auth/signup', title: 'route.signup', layout: 'stack', page: signup, ...guestOnly },
  { path: '/auth/forgot', title: 'route.forgot', layout: 'stack', page: forgot, ...guestOnly },
  { path: '/auth/portal', title: 'route.portal', layout: 'stack', page: portal },
  soon('/auth/seller-signup', 'route.sellerSignup'),
  soon('/auth/business-signin', 'route.businessSignin'),
];

const accountRoutes: AppRoute[] = [
  { path: '/me/profile', title: 'route.profile', layout: 'stack', page: profile, ...member },
  { path: '/me/settings', title: 'route.settings', layout: 'stack', page: settings, ...member },
  { path: '/me/language', title: 'route.language', layout: 'stack', page: language },
  { path: '/me/security', title: 'route.security', layout: 'stack', page: security, ...member },
  { path: '/me/password', title: 'route.password', layout: 'stack', page: password, ...member },
  {
    path: '/me/trade-password',
    title: 'route.tradePassword',
    layout: 'stack',
    page: tradePassword,
    ...member,
  },
];

/** `/` is an alias of the deployment's entry page (DESIGN §1: ENTRY=mall|tv). */
function indexRoute(entry: AppEntry): AppRoute {
  const target = entry === 'tv' ? tvRoutes[0]! : mallRoutes[0]!;
  return { ...target, path: '/' };
}

export function appRoutes(entry: AppEntry): AppRoute[] {
  return [indexRoute(entry), ...tvRoutes, ...mallRoutes, ...authRoutes, ...accountRoutes];
}

/** Paths of the two tab bars; `/` counts as the home tab of the entry's variant. */
export const MALL_TABS = ['/mall', '/mall/category', '/mall/cart', '/mall/me', '/seller'] as const;
export const TV_TABS = ['/tv/index', '/tv/hot', '/tv/activity', '/vip/member'] as const;
