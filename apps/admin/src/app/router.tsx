import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { ApiPath, StaffInfo } from '@app/contract';
import { LoadingView } from '../components/LoadingView';
import { useStaff } from '../lib/access';
import { RequireStaff } from '../features/auth/components/RequireStaff';
import { AppLayout } from './AppLayout';
import { navFor } from './nav';
import { NotFound, RequireAccess, RouteError } from './RouteStates';

/** The first page this staff member may use. */
function Home() {
  const { t } = useTranslation();
  const [first] = navFor(useStaff());
  if (first) return <Navigate to={first.path} replace />;
  return <Result status="info" title={t('state.noPagesTitle')} subTitle={t('state.noPages')} />;
}

/** A lazily loaded page, shown only to roles that may make the call it is built on (and when `when` holds). */
function page(
  load: () => Promise<{ default: ComponentType }>,
  requires: ApiPath,
  when?: (staff: StaffInfo) => boolean,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return {
        Component: () => (
          <RequireAccess path={requires} when={when}>
            <Page />
          </RequireAccess>
        ),
      };
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/signin',
    lazy: async () => ({ Component: (await import('../features/auth/components/SigninPage')).default }),
    hydrateFallbackElement: <LoadingView fullscreen />,
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: (
      <RequireStaff>
        <AppLayout />
      </RequireStaff>
    ),
    hydrateFallbackElement: <LoadingView fullscreen />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          {
            // The detail drawer opens over the list, which stays mounted.
            path: 'users',
            ...page(() => import('../features/users/components/UsersPage'), 'admin/getUserList'),
            children: [{ path: ':userId', element: null }],
          },
          {
            // The order drawer opens over the list, which stays mounted.
            path: 'orders',
            ...page(() => import('../features/orders/components/OrdersPage'), 'admin/getOrderList'),
            children: [{ path: ':orderNo', element: null }],
          },
          {
            path: 'goods',
            ...page(() => import('../features/goods/components/GoodsPage'), 'admin/getGoodsList'),
          },
          {
            path: 'stores',
            ...page(() => import('../features/stores/components/StoresPage'), 'admin/getStoreList'),
          },
          {
            path: 'dramas',
            ...page(() => import('../features/dramas/components/DramasPage'), 'admin/getVideoList'),
          },
          {
            // A drama's episodes: upload, transcode state, prices.
            path: 'dramas/:id',
            ...page(
              () => import('../features/dramas/components/DramaEpisodesPage'),
              'admin/getVideoItemList',
            ),
          },
          {
            path: 'drama-revenue',
            ...page(() => import('../features/dramas/components/DramaRevenuePage'), 'admin/getVideoRevenue'),
          },
          {
            path: 'content/vip-plans',
            ...page(() => import('../features/content/components/VipPlansPage'), 'admin/getVipPlanList'),
          },
          {
            // The tab (home carousel or activities) is part of the address.
            path: 'content/banners',
            ...page(() => import('../features/content/components/BannersPage'), 'admin/getVideoBannerList'),
          },
          {
            path: 'content/help',
            ...page(() => import('../features/content/components/HelpPage'), 'admin/getHelpList'),
          },
          {
            path: 'content/feedback',
            ...page(() => import('../features/content/components/FeedbackPage'), 'admin/getFeedbackList'),
          },
          {
            path: 'content/versions',
            ...page(() => import('../features/content/components/VersionsPage'), 'admin/getAppVersionList'),
          },
          {
            // The open conversation is part of the address.
            path: 'chats',
            ...page(() => import('../features/chats/components/ChatsPage'), 'admin/getChatList'),
            children: [{ path: ':chatId', element: null }],
          },
          {
            path: 'deposits',
            ...page(
              () => import('../features/deposits/components/DepositsPage'),
              'admin/getDepositReviewList',
            ),
          },
          {
            path: 'withdrawals',
            ...page(
              () => import('../features/withdrawals/components/WithdrawalsPage'),
              'admin/getWithdrawReviewList',
            ),
          },
          {
            path: 'recharges',
            ...page(
              () => import('../features/recharges/components/RechargesPage'),
              'admin/getRechargeReviewList',
            ),
          },
          {
            path: 'settings/currencies',
            ...page(() => import('../features/config/components/CurrenciesPage'), 'admin/saveCurrency'),
          },
          {
            path: 'settings/bank-channels',
            ...page(
              () => import('../features/config/components/BankChannelsPage'),
              'admin/getBankChannelConfigList',
            ),
          },
          {
            // One page; the tab (accounts, transfers, verify) is part of the address.
            path: 'ledger',
            ...page(() => import('../features/ledger/components/LedgerPage'), 'admin/getLedgerAccountList'),
            children: [{ path: ':tab', element: null }],
          },
          {
            path: 'outbox',
            ...page(
              () => import('../features/outbox/components/OutboxPage'),
              'admin/getOutboxList',
              (staff) => staff.outbox,
            ),
          },
          {
            // Every member's own account: two-factor sign-in (linked from the header).
            path: 'security',
            ...page(() => import('../features/security/components/SecurityPage'), 'admin/getStaffInfo'),
          },
          {
            path: 'audit',
            ...page(() => import('../features/audit/components/AuditPage'), 'admin/getAuditList'),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
