import { guestOnly, member, type AppRoute } from './app-route';

// Sign-in and the account's own screens; the drama face shows some of them under `/tv` and `/vip`.
export const signin = () => import('#web/app/pages/account/signin');
export const signup = () => import('#web/app/pages/account/signup');
const forgot = () => import('#web/app/pages/account/forgot');
const portal = () => import('#web/app/pages/account/portal');
const profile = () => import('#web/app/pages/account/profile');
export const settings = () => import('#web/app/pages/account/settings');
export const language = () => import('#web/app/pages/account/language');
export const security = () => import('#web/app/pages/account/security');
const password = () => import('#web/app/pages/account/password');
export const tradePassword = () => import('#web/app/pages/account/trade-password');
const about = () => import('#web/app/pages/account/about');
const membership = () => import('#web/app/pages/account/membership');
const privacy = () => import('#web/app/pages/account/privacy');
const invite = () => import('#web/app/pages/account/invite');

/**
 * `/auth` (sign-in, sign-up, password reset, region), `/me` (the account's settings) and `/about`
 * (about us and the agreements, public).
 */
export const accountRoutes: AppRoute[] = [
  { path: '/auth/signin', title: 'account:route.signin', layout: 'stack', page: signin, ...guestOnly },
  { path: '/auth/signup', title: 'account:route.signup', layout: 'stack', page: signup, ...guestOnly },
  { path: '/auth/forgot', title: 'account:route.forgot', layout: 'stack', page: forgot, ...guestOnly },
  { path: '/auth/portal', title: 'account:route.portal', layout: 'stack', page: portal },
  { path: '/me/profile', title: 'account:route.profile', layout: 'stack', page: profile, ...member },
  { path: '/me/settings', title: 'account:route.settings', layout: 'stack', page: settings, ...member },
  { path: '/me/language', title: 'account:route.language', layout: 'stack', page: language },
  { path: '/me/invite', title: 'invite:route.invite', layout: 'stack', page: invite, ...member },
  { path: '/me/security', title: 'account:route.security', layout: 'stack', page: security, ...member },
  { path: '/me/password', title: 'account:route.password', layout: 'stack', page: password, ...member },
  {
    path: '/me/trade-password',
    title: 'account:route.tradePassword',
    layout: 'stack',
    page: tradePassword,
    ...member,
  },
  { path: '/about', title: 'common:route.about', layout: 'stack', page: about },
  { path: '/about/membership', title: 'content:legal.route.membership', layout: 'stack', page: membership },
  { path: '/about/privacy', title: 'content:legal.route.privacy', layout: 'stack', page: privacy },
];
