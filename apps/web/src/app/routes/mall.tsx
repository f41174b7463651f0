import { AppOutline, AppstoreOutline, KoubeiOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { TabLayout, type TabItem } from '#web/app/layouts';
import { useCartBadge } from '#web/features/cart/shell';
import { member, type AppRoute } from './app-route';

// The marketplace face (issue 4): every page is its own chunk.
const home = () => import('#web/app/pages/mall/home');
const category = () => import('#web/app/pages/mall/category');
const search = () => import('#web/app/pages/mall/search');
const product = () => import('#web/app/pages/mall/product');
const store = () => import('#web/app/pages/mall/store');
const wishlist = () => import('#web/app/pages/mall/wishlist');
const follows = () => import('#web/app/pages/mall/follows');
const cart = () => import('#web/app/pages/mall/cart');
const checkout = () => import('#web/app/pages/mall/checkout');
const orders = () => import('#web/app/pages/mall/orders');
const order = () => import('#web/app/pages/mall/order');
const review = () => import('#web/app/pages/mall/review');
const addresses = () => import('#web/app/pages/mall/addresses');
const addressEdit = () => import('#web/app/pages/mall/address-edit');
const me = () => import('#web/app/pages/mall/me');
const chooseLocation = () => import('#web/app/pages/mall/choose-location');
const openLocation = () => import('#web/app/pages/mall/open-location');
const loans = () => import('#web/app/pages/mall/loans');
const loanApply = () => import('#web/app/pages/mall/loan-apply');
const loan = () => import('#web/app/pages/mall/loan');
const tasks = () => import('#web/app/pages/mall/tasks');
const task = () => import('#web/app/pages/mall/task');
const lottery = () => import('#web/app/pages/mall/lottery');
export const chatList = () => import('#web/app/pages/mall/chat-list');
export const chatRoom = () => import('#web/app/pages/mall/chat-room');

/** The marketplace home, also what `/` shows when ENTRY=mall. */
export const mallHome: AppRoute = {
  path: '/mall',
  title: 'catalog:route.mall.home',
  layout: 'mall',
  page: home,
  customHeader: true,
};

export const mallRoutes: AppRoute[] = [
  mallHome,
  {
    path: '/mall/category',
    title: 'catalog:route.mall.category',
    layout: 'mall',
    page: category,
    customHeader: true,
  },
  { path: '/mall/cart', title: 'cart:route.mall.cart', layout: 'mall', page: cart },
  { path: '/mall/me', title: 'account:route.mall.me', layout: 'mall', page: me, customHeader: true },
  {
    path: '/mall/search',
    title: 'catalog:route.mall.search',
    layout: 'stack',
    page: search,
    customHeader: true,
  },
  {
    path: '/mall/product/:id',
    title: 'catalog:route.mall.product',
    layout: 'stack',
    page: product,
    customHeader: true,
  },
  {
    path: '/mall/store/:id',
    title: 'catalog:route.mall.store',
    layout: 'stack',
    page: store,
    customHeader: true,
  },
  { path: '/mall/checkout', title: 'order:route.mall.checkout', layout: 'stack', page: checkout, ...member },
  { path: '/mall/orders', title: 'order:route.mall.orders', layout: 'stack', page: orders, ...member },
  { path: '/mall/orders/:id', title: 'order:route.mall.order', layout: 'stack', page: order, ...member },
  {
    path: '/mall/orders/:id/review/:lineId',
    title: 'order:route.mall.review',
    layout: 'stack',
    page: review,
    ...member,
  },
  {
    path: '/mall/addresses',
    title: 'address:route.mall.addresses',
    layout: 'stack',
    page: addresses,
    ...member,
  },
  {
    path: '/mall/addresses/edit',
    title: 'address:route.mall.addressEdit',
    titleWithout: { param: 'id', title: 'address:route.mall.addressNew' },
    layout: 'stack',
    page: addressEdit,
    ...member,
  },
  {
    path: '/mall/wishlist',
    title: 'catalog:route.mall.wishlist',
    layout: 'stack',
    page: wishlist,
    ...member,
  },
  { path: '/mall/follows', title: 'catalog:route.mall.follows', layout: 'stack', page: follows, ...member },
  { path: '/mall/messages', title: 'chat:route.mall.messages', layout: 'stack', page: chatList, ...member },
  {
    path: '/mall/chat/:id',
    title: 'chat:route.mall.chat',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  {
    path: '/mall/chat/store/:storeId',
    title: 'chat:route.mall.chat',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  {
    path: '/mall/service',
    title: 'chat:route.mall.service',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  // System routes (spec §2): the offline world map.
  { path: '/choose-location', title: 'address:route.chooseLocation', layout: 'stack', page: chooseLocation },
  { path: '/open-location', title: 'address:route.openLocation', layout: 'stack', page: openLocation },
  // Merchant loans (issue 16).
  { path: '/loans', title: 'loan:route.home', layout: 'stack', page: loans, ...member },
  { path: '/loans/apply', title: 'loan:route.apply', layout: 'stack', page: loanApply, ...member },
  { path: '/loans/:id', title: 'loan:route.detail', layout: 'stack', page: loan, ...member },
  // Group-buy deals (issue 17 part 1).
  { path: '/tasks', title: 'common:route.tasks', layout: 'stack', page: tasks, ...member },
  { path: '/tasks/:id', title: 'task:route.detail', layout: 'stack', page: task, ...member },
  // The points lottery (issue 17, decision 55): public, drawing asks to sign in.
  { path: '/lottery', title: 'lottery:route.lottery', layout: 'stack', page: lottery },
];

/** The marketplace tab bar (spec §2): home, category, cart, personal center, my store (the seller center). */
export const MALL_TABS: readonly TabItem[] = [
  { path: '/mall', icon: <AppOutline />, title: 'common:tab.home' },
  { path: '/mall/category', icon: <AppstoreOutline />, title: 'common:tab.category' },
  { path: '/mall/cart', icon: <ShopbagOutline />, title: 'common:tab.cart' },
  { path: '/mall/me', icon: <UserOutline />, title: 'common:tab.me' },
  { path: '/seller', icon: <KoubeiOutline />, title: 'seller:tab.seller' },
];

export function MallLayout() {
  const cartCount = useCartBadge();
  return (
    <TabLayout
      tabs={MALL_TABS}
      badge={(path) =>
        path === '/mall/cart' && cartCount > 0 ? (cartCount > 99 ? '99+' : cartCount) : undefined
      }
    />
  );
}
