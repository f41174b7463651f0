import { FireFill, GiftOutline, MovieOutline, UserOutline } from 'antd-mobile-icons';
import { TabLayout, type TabItem } from '#web/app/layouts';
import { guestOnly, member, type AppRoute } from './app-route';
import { language, security, settings, signin, signup, tradePassword } from './account';
import { chatRoom } from './mall';
import { walletAddresses, walletDeposit, walletOverview, walletWithdraw } from './wallet';

// The drama face (spec §2 keeps its paths exactly): every page is its own chunk.
const vipAuth = () => import('#web/app/pages/tv/vip-auth');
const home = () => import('#web/app/pages/tv/home');
const hot = () => import('#web/app/pages/tv/hot');
const latest = () => import('#web/app/pages/tv/latest');
const detail = () => import('#web/app/pages/tv/detail');
const video = () => import('#web/app/pages/tv/video');
const activity = () => import('#web/app/pages/tv/activity');
const vipMember = () => import('#web/app/pages/tv/vip-member');
const vipMessage = () => import('#web/app/pages/tv/vip-message');
const vipHistory = () => import('#web/app/pages/tv/vip-history');
const vipLike = () => import('#web/app/pages/tv/vip-like');
const vipMyVideo = () => import('#web/app/pages/tv/vip-myvideo');
const vipHelp = () => import('#web/app/pages/tv/vip-help');
const vipFeedback = () => import('#web/app/pages/tv/vip-feedback');
const vipActivity = () => import('#web/app/pages/tv/vip-activity');
const vipActivate = () => import('#web/app/pages/tv/vip-activate');
const vipShare = () => import('#web/app/pages/tv/vip-share');
const vipTeam = () => import('#web/app/pages/tv/vip-team');
const vipCopyright = () => import('#web/app/pages/tv/vip-copyright');
const vipDashboard = () => import('#web/app/pages/tv/vip-dashboard');
const vipAdv = () => import('#web/app/pages/tv/vip-adv');

/** The drama home, also what `/` shows when ENTRY=tv. */
export const tvHome: AppRoute = {
  path: '/tv/index',
  title: 'drama:route.tv.index',
  layout: 'tv',
  page: home,
  customHeader: true,
};

/** `/tv` and `/vip`; the wallet, account and chat screens they share live with their own areas' pages. */
export const tvRoutes: AppRoute[] = [
  tvHome,
  { path: '/tv/video', title: 'drama:route.tv.video', layout: 'stack', page: video, customHeader: true },
  { path: '/tv/activity', title: 'content:route.tv.activity', layout: 'tv', page: activity },
  { path: '/tv/language', title: 'account:route.language', layout: 'stack', page: language },
  { path: '/tv/hot', title: 'drama:route.tv.hot', layout: 'tv', page: hot },
  { path: '/tv/latest', title: 'drama:route.tv.latest', layout: 'stack', page: latest },
  { path: '/tv/detail', title: 'drama:route.tv.detail', layout: 'stack', page: detail },
  { path: '/tv/signin', title: 'account:route.signin', layout: 'stack', page: signin, ...guestOnly },
  { path: '/tv/signup', title: 'account:route.signup', layout: 'stack', page: signup, ...guestOnly },
  {
    path: '/vip/member',
    title: 'drama:route.vip.member',
    layout: 'tv',
    page: vipMember,
    customHeader: true,
    ...member,
  },
  {
    path: '/vip/deposit',
    title: 'wallet:route.vip.deposit',
    layout: 'stack',
    page: walletDeposit,
    ...member,
  },
  {
    path: '/vip/withdraw',
    title: 'wallet:route.vip.withdraw',
    layout: 'stack',
    page: walletWithdraw,
    ...member,
  },
  { path: '/vip/wallet', title: 'wallet:route.vip.wallet', layout: 'stack', page: walletOverview, ...member },
  { path: '/vip/message', title: 'chat:route.vip.message', layout: 'stack', page: vipMessage, ...member },
  { path: '/vip/history', title: 'drama:route.vip.history', layout: 'stack', page: vipHistory, ...member },
  { path: '/vip/share', title: 'common:route.vip.share', layout: 'stack', page: vipShare, ...member },
  { path: '/vip/team', title: 'common:route.vip.team', layout: 'stack', page: vipTeam, ...member },
  {
    path: '/vip/service',
    title: 'chat:route.vip.service',
    layout: 'stack',
    page: chatRoom,
    customHeader: true,
    ...member,
  },
  { path: '/vip/help', title: 'content:route.vip.help', layout: 'stack', page: vipHelp, ...member },
  {
    path: '/vip/feedback',
    title: 'content:route.vip.feedback',
    layout: 'stack',
    page: vipFeedback,
    ...member,
  },
  {
    path: '/vip/copyright',
    title: 'drama:route.vip.copyright',
    layout: 'stack',
    page: vipCopyright,
    ...member,
  },
  { path: '/vip/adv', title: 'drama:route.vip.adv', layout: 'stack', page: vipAdv, ...member },
  { path: '/vip/setting', title: 'account:route.settings', layout: 'stack', page: settings, ...member },
  { path: '/vip/auth', title: 'common:route.vip.auth', layout: 'stack', page: vipAuth, ...member },
  { path: '/vip/safety', title: 'account:route.security', layout: 'stack', page: security, ...member },
  {
    path: '/vip/safety_trade',
    title: 'account:route.tradePassword',
    layout: 'stack',
    page: tradePassword,
    ...member,
  },
  {
    path: '/vip/activity',
    title: 'content:route.vip.activity',
    layout: 'stack',
    page: vipActivity,
    ...member,
  },
  { path: '/vip/activate', title: 'drama:route.vip.activate', layout: 'stack', page: vipActivate, ...member },
  {
    path: '/vip/bindaddress',
    title: 'wallet:route.vip.bindaddress',
    layout: 'stack',
    page: walletAddresses,
    ...member,
  },
  { path: '/vip/like', title: 'drama:route.vip.like', layout: 'stack', page: vipLike, ...member },
  { path: '/vip/myvideo', title: 'drama:route.vip.myvideo', layout: 'stack', page: vipMyVideo, ...member },
  {
    path: '/vip/dashboard',
    title: 'drama:route.vip.dashboard',
    layout: 'stack',
    page: vipDashboard,
    ...member,
  },
];

export const TV_TABS: readonly TabItem[] = [
  { path: '/tv/index', icon: <MovieOutline />, title: 'common:tab.home' },
  { path: '/tv/hot', icon: <FireFill />, title: 'common:tab.hot' },
  { path: '/tv/activity', icon: <GiftOutline />, title: 'common:tab.activity' },
  { path: '/vip/member', icon: <UserOutline />, title: 'common:tab.me' },
];

export function TvLayout() {
  return <TabLayout tabs={TV_TABS} />;
}
