import { guestOnly, member, soon, type AppRoute } from './app-route';

// The seller center arrives here (next issue); until then its home shows "coming soon".
const entry = () => import('#web/app/pages/seller/seller-entry');
const sell = () => import('#web/app/pages/seller/sell');
const sellerSignup = () => import('#web/app/pages/seller/seller-signup');
const businessSignin = () => import('#web/app/pages/seller/business-signin');
const openStore = () => import('#web/app/pages/seller/open-store');

/**
 * The seller side's routes (spec §2): the onboarding landing page, seller registration, business
 * login and opening a store are built; the seller center at `/seller` still answers "coming soon"
 * for anyone who has the address, and no menu or tab leads there yet.
 */
export const sellerRoutes: AppRoute[] = [
  soon('/seller', 'seller:route.seller', 'mall', {}, entry),
  { path: '/sell', title: 'seller:route.sell', layout: 'stack', page: sell },
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
