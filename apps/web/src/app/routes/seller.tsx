import { KoubeiOutline } from 'antd-mobile-icons';
import type { TabItem } from '#web/app/layouts';
import { soon, type AppRoute } from './app-route';

// The seller center arrives here (next issue); until then every entry point shows "coming soon".
const entry = () => import('#web/app/pages/seller/seller-entry');

/** Where a buyer meets the seller side today: the "My store" tab, "Sell with us", seller sign-up and business login. */
export const sellerRoutes: AppRoute[] = [
  soon('/seller', 'seller:route.seller', 'mall', {}, entry),
  soon('/sell', 'seller:route.sell', 'stack', {}, entry),
  soon('/auth/seller-signup', 'seller:route.sellerSignup', 'stack', {}, entry),
  soon('/auth/business-signin', 'seller:route.businessSignin', 'stack', {}, entry),
];

/** "My store" in the marketplace tab bar. */
export const SELLER_TAB: TabItem = { path: '/seller', icon: <KoubeiOutline />, title: 'seller:tab.seller' };
