import { member, soon, type AppRoute } from './app-route';

// The seller center (issue 13): each screen its own chunk.
const home = () => import('#web/app/pages/seller/home');
const settings = () => import('#web/app/pages/seller/settings');
const business = () => import('#web/app/pages/seller/business');
const levels = () => import('#web/app/pages/seller/levels');
const benefits = () => import('#web/app/pages/seller/benefits');
const rules = () => import('#web/app/pages/seller/rules');
const chats = () => import('#web/app/pages/seller/chats');
const chatRoom = () => import('#web/app/pages/seller/chat-room');

/**
 * The seller side's routes (spec §2). `/seller` is the "My store" tab: the seller center's home for
 * a store owner (a signed-in user without a store is sent to `/seller/open`). The entry points not
 * built yet answer with the finished "coming soon" page and no link leads to them.
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
  soon('/sell', 'seller:route.sell', 'stack', {}),
  soon('/auth/seller-signup', 'seller:route.sellerSignup', 'stack', {}),
  soon('/auth/business-signin', 'seller:route.businessSignin', 'stack', {}),
];
