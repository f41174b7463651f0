import { guestOnly, member, type AppRoute } from './app-route';

// The seller center (issue 13): each screen its own chunk.
const home = () => import('#web/app/pages/seller/home');
const settings = () => import('#web/app/pages/seller/settings');
const business = () => import('#web/app/pages/seller/business');
const levels = () => import('#web/app/pages/seller/levels');
const benefits = () => import('#web/app/pages/seller/benefits');
const rules = () => import('#web/app/pages/seller/rules');
const chats = () => import('#web/app/pages/seller/chats');
const chatRoom = () => import('#web/app/pages/seller/chat-room');
const orders = () => import('#web/app/pages/seller/orders');
const order = () => import('#web/app/pages/seller/order');
const products = () => import('#web/app/pages/seller/products');
const product = () => import('#web/app/pages/seller/product');
const warehouse = () => import('#web/app/pages/seller/warehouse');
const reviews = () => import('#web/app/pages/seller/reviews');
// Traffic packages (issue 14 part 3) and the store's decoration (part 4).
const traffic = () => import('#web/app/pages/seller/traffic');
const decoration = () => import('#web/app/pages/seller/decoration');
// The store's vouchers (issue 14 part 5, decision 44).
const vouchers = () => import('#web/app/pages/seller/vouchers');
// The store's points and promotion center (issue 14 parts 1 and 2, decision 41).
const promotions = () => import('#web/app/pages/seller/promotions');
const promotionNew = () => import('#web/app/pages/seller/promotion-new');
const points = () => import('#web/app/pages/seller/points');
// Seller onboarding (issue 13 part 1, decision 33); its landing `/sell` is a marketing page.
const sellerSignup = () => import('#web/app/pages/seller/seller-signup');
const businessSignin = () => import('#web/app/pages/seller/business-signin');
const openStore = () => import('#web/app/pages/seller/open-store');

/**
 * The seller side's routes (spec §2). `/seller` is the "My store" tab: the seller center's home for
 * a store owner (a signed-in user without a store is sent to `/seller/open`); onboarding, seller
 * registration and business login lead there.
 */
export const sellerRoutes: AppRoute[] = [
  { path: '/seller', title: 'seller:route.seller', layout: 'mall', page: home, ...member },
  {
    path: '/seller/settings',
    title: 'seller:center.route.settings',
    layout: 'stack',
    page: settings,
    ...member,
  },
  {
    path: '/seller/settings/business',
    title: 'seller:center.route.business',
    layout: 'stack',
    page: business,
    ...member,
  },
  {
    path: '/seller/settings/levels',
    title: 'seller:center.route.levels',
    layout: 'stack',
    page: levels,
    ...member,
  },
  {
    path: '/seller/settings/benefits',
    title: 'seller:center.route.benefits',
    layout: 'stack',
    page: benefits,
    ...member,
  },
  {
    path: '/seller/settings/rules',
    title: 'seller:center.route.rules',
    layout: 'stack',
    page: rules,
    ...member,
  },
  // The store's conversations with buyers, answered by its owner (decision 35).
  { path: '/seller/chats', title: 'chat:route.seller.chats', layout: 'stack', page: chats, ...member },
  {
    path: '/seller/chats/:id',
    title: 'chat:route.seller.chat',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  {
    path: '/seller/vouchers',
    title: 'voucher:seller.route',
    layout: 'stack',
    page: vouchers,
    ...member,
  },
  // The store's orders: purchase from the warehouse, ship its own products (issue 13 part 6).
  {
    path: '/seller/orders',
    title: 'seller:orders.route.list',
    layout: 'stack',
    page: orders,
    ...member,
  },
  {
    path: '/seller/orders/:id',
    title: 'seller:orders.route.detail',
    layout: 'stack',
    page: order,
    ...member,
  },
  // The store's products, batch add from the platform warehouse, and its reviews (issue 13 part 5).
  {
    path: '/seller/products',
    title: 'seller:products.route.list',
    layout: 'stack',
    page: products,
    ...member,
  },
  {
    path: '/seller/products/new',
    title: 'seller:products.route.add',
    layout: 'stack',
    page: product,
    ...member,
  },
  {
    path: '/seller/products/:id',
    title: 'seller:products.route.edit',
    layout: 'stack',
    page: product,
    ...member,
  },
  {
    path: '/seller/warehouse',
    title: 'seller:warehouse.route',
    layout: 'stack',
    page: warehouse,
    ...member,
  },
  {
    path: '/seller/reviews',
    title: 'seller:reviews.route',
    layout: 'stack',
    page: reviews,
    ...member,
  },
  // Traffic packages: buy visibility from the wallet, see the impressions (issue 14 part 3).
  {
    path: '/seller/traffic',
    title: 'traffic:route',
    layout: 'stack',
    page: traffic,
    ...member,
  },
  // The store page's decoration with a live preview (issue 14 part 4).
  {
    path: '/seller/decoration',
    title: 'decoration:route',
    layout: 'stack',
    page: decoration,
    ...member,
  },
  // The store's points and promotion center (issue 14 parts 1 and 2, decision 41).
  {
    path: '/seller/promotions',
    title: 'promotion:route.list',
    layout: 'stack',
    page: promotions,
    ...member,
  },
  {
    path: '/seller/promotions/new',
    title: 'promotion:route.add',
    layout: 'stack',
    page: promotionNew,
    ...member,
  },
  { path: '/seller/points', title: 'promotion:route.points', layout: 'stack', page: points, ...member },
  {
    path: '/auth/seller-signup',
    title: 'seller:route.sellerSignup',
    layout: 'stack',
    page: sellerSignup,
    ...guestOnly,
  },
  {
    path: '/auth/business-signin',
    title: 'seller:route.businessSignin',
    layout: 'stack',
    page: businessSignin,
    ...guestOnly,
  },
  {
    path: '/seller/open',
    title: 'seller:onboarding.route.open',
    layout: 'stack',
    page: openStore,
    ...member,
  },
];
