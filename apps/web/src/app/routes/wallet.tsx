import { member, type AppRoute } from './app-route';

// The wallet's screens; the drama face shows some of them under `/vip`.
export const walletOverview = () => import('#web/app/pages/wallet/overview');
export const walletDeposit = () => import('#web/app/pages/wallet/deposit');
export const walletWithdraw = () => import('#web/app/pages/wallet/withdraw');
export const walletAddresses = () => import('#web/app/pages/wallet/addresses');
const transfer = () => import('#web/app/pages/wallet/transfer');
const records = () => import('#web/app/pages/wallet/records');
const bank = () => import('#web/app/pages/wallet/bank');

export const walletRoutes: AppRoute[] = [
  { path: '/wallet', title: 'wallet:route.wallet', layout: 'stack', page: walletOverview, ...member },
  {
    path: '/wallet/deposit',
    title: 'wallet:route.wallet.deposit',
    layout: 'stack',
    page: walletDeposit,
    ...member,
  },
  {
    path: '/wallet/withdraw',
    title: 'wallet:route.wallet.withdraw',
    layout: 'stack',
    page: walletWithdraw,
    ...member,
  },
  {
    path: '/wallet/addresses',
    title: 'wallet:route.wallet.addresses',
    layout: 'stack',
    page: walletAddresses,
    ...member,
  },
  {
    path: '/wallet/transfer',
    title: 'wallet:route.wallet.transfer',
    layout: 'stack',
    page: transfer,
    ...member,
  },
  {
    path: '/wallet/records',
    title: 'wallet:route.wallet.records',
    layout: 'stack',
    page: records,
    ...member,
  },
  { path: '/wallet/bank', title: 'bank:route.wallet.bank', layout: 'stack', page: bank, ...member },
];
