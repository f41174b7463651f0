import { member, soon, type AppRoute } from './app-route';

// The seller center arrives here (next issue); until then every entry point shows "coming soon".
const entry = () => import('#web/app/pages/seller/seller-entry');
const chats = () => import('#web/app/pages/seller/chats');
const chatRoom = () => import('#web/app/pages/seller/chat-room');

/**
 * The seller side's routes (spec §2). Until the seller center is built no menu, tab or link leads
 * here; the routes answer with a finished "coming soon" page for anyone who has the address. The
 * "My store" tab (`seller:tab.seller`) and the sign-in page's seller links return with it.
 */
export const sellerRoutes: AppRoute[] = [
  soon('/seller', 'seller:route.seller', 'mall', {}, entry),
  soon('/sell', 'seller:route.sell', 'stack', {}, entry),
  soon('/auth/seller-signup', 'seller:route.sellerSignup', 'stack', {}, entry),
  soon('/auth/business-signin', 'seller:route.businessSignin', 'stack', {}, entry),
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
];
