import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import type { ApiPath, StaffInfo } from '@app/contract';
import { LoadingView } from '#admin/components/loading-view';
import { useStaff } from '#admin/lib/access';
import * as account from '#admin/features/account';
import * as adv from '#admin/features/adv';
import * as bank from '#admin/features/bank';
import * as catalog from '#admin/features/catalog';
import * as chat from '#admin/features/chat';
import * as content from '#admin/features/content';
import * as drama from '#admin/features/drama';
import * as invest from '#admin/features/invest';
import * as invite from '#admin/features/invite';
import * as kyc from '#admin/features/kyc';
import * as marketing from '#admin/features/marketing';
import * as ledger from '#admin/features/ledger';
import * as loan from '#admin/features/loan';
import * as campaign from '#admin/features/campaign';
import * as lottery from '#admin/features/lottery';
import * as order from '#admin/features/order';
import * as overview from '#admin/features/overview';
import * as voucher from '#admin/features/voucher';
import * as promotion from '#admin/features/promotion';
import * as profit from '#admin/features/profit';
import * as staff from '#admin/features/staff';
import * as task from '#admin/features/task';
import * as traffic from '#admin/features/traffic';
import * as wallet from '#admin/features/wallet';
import { AppLayout } from './app-layout';
import { navFor } from './nav';
import { NotFound, RequireAccess, RouteError } from './route-states';

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
    lazy: async () => ({ Component: (await staff.signinPage()).default }),
    hydrateFallbackElement: <LoadingView fullscreen />,
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: (
      <staff.RequireStaff>
        <AppLayout />
      </staff.RequireStaff>
    ),
    hydrateFallbackElement: <LoadingView fullscreen />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          {
            path: 'overview',
            ...page(overview.overviewPage, 'admin/getOverview'),
          },
          {
            // The detail drawer opens over the list, which stays mounted.
            path: 'users',
            ...page(account.usersPage, 'admin/getUserList'),
            children: [{ path: ':userId', element: null }],
          },
          {
            // The order drawer opens over the list, which stays mounted.
            path: 'orders',
            ...page(order.ordersPage, 'admin/getOrderList'),
            children: [{ path: ':orderNo', element: null }],
          },
          {
            path: 'goods',
            ...page(catalog.goodsPage, 'admin/getGoodsList'),
          },
          {
            path: 'warehouse',
            ...page(catalog.warehousePage, 'admin/getWarehouseList'),
          },
          {
            // The tab (in review, rejected, live) is part of the address.
            path: 'product-review',
            ...page(catalog.goodsReviewPage, 'admin/getGoodsReviewList'),
          },
          {
            path: 'categories',
            ...page(catalog.categoriesPage, 'admin/getCategoryList'),
          },
          {
            path: 'stores',
            ...page(catalog.storesPage, 'admin/getStoreList'),
          },
          {
            path: 'store-levels',
            ...page(catalog.storeLevelsPage, 'admin/getStoreLevelList'),
          },
          {
            path: 'ad-slots',
            ...page(adv.slotsPage, 'admin/getAdSlotList', (staff) => staff.revenueShare),
          },
          {
            path: 'traffic-plans',
            ...page(traffic.plansPage, 'admin/getTrafficPlanList'),
          },
          {
            path: 'vouchers',
            ...page(voucher.voucherSettingsPage, 'admin/getVoucherSettings'),
          },
          {
            path: 'promotion-rules',
            ...page(promotion.settingsPage, 'admin/getPromotionSettings'),
          },
          {
            path: 'group-deals',
            ...page(task.dealsPage, 'admin/getDealList'),
          },
          {
            path: 'lottery',
            ...page(lottery.prizesPage, 'admin/getLottery', (staff) => staff.lottery),
          },
          {
            path: 'lottery/points-rules',
            ...page(lottery.pointsRulesPage, 'admin/getLottery', (staff) => staff.lottery),
          },
          {
            path: 'dramas',
            ...page(drama.dramasPage, 'admin/getVideoList'),
          },
          {
            path: 'revenue-share/offerings',
            ...page(invest.offeringsPage, 'admin/getOfferingList', (staff) => staff.revenueShare),
          },
          {
            // A drama's episodes: upload, transcode state, prices.
            path: 'dramas/:id',
            ...page(drama.episodesPage, 'admin/getVideoItemList'),
          },
          {
            path: 'drama-revenue',
            ...page(drama.revenuePage, 'admin/getVideoRevenue'),
          },
          {
            path: 'revenue-settlements',
            ...page(profit.settlementsPage, 'admin/getSettlementList', (staff) => staff.revenueShare),
          },
          {
            path: 'content/vip-plans',
            ...page(drama.vipPlansPage, 'admin/getVipPlanList'),
          },
          {
            // The tab (home carousel or activities) is part of the address.
            path: 'content/banners',
            ...page(content.bannersPage, 'admin/getBannerList'),
          },
          {
            path: 'content/help',
            ...page(content.helpPage, 'admin/getHelpList'),
          },
          {
            path: 'content/feedback',
            ...page(content.feedbackPage, 'admin/getFeedbackList'),
          },
          {
            path: 'content/versions',
            ...page(content.appVersionsPage, 'admin/getAppVersionList'),
          },
          {
            path: 'content/legal',
            ...page(content.legalPage, 'admin/getLegalDocument'),
          },
          {
            // The open conversation is part of the address.
            path: 'chats',
            ...page(chat.chatsPage, 'admin/getChatList'),
            children: [{ path: ':chatId', element: null }],
          },
          {
            path: 'deposits',
            ...page(wallet.depositsPage, 'admin/getDepositReviewList'),
          },
          {
            path: 'withdrawals',
            ...page(wallet.withdrawalsPage, 'admin/getWithdrawReviewList'),
          },
          {
            path: 'recharges',
            ...page(bank.rechargesPage, 'admin/getRechargeReviewList'),
          },
          {
            // The open loan is part of the address (?loan=<id>).
            path: 'loans',
            ...page(loan.loansPage, 'admin/getLoanList', (staff) => staff.loans),
          },
          {
            path: 'campaigns',
            ...page(campaign.campaignsPage, 'admin/getCampaignList'),
          },
          {
            path: 'loans/products',
            ...page(loan.productsPage, 'admin/getLoanProductList', (staff) => staff.loans),
          },
          {
            path: 'auths',
            ...page(kyc.authsPage, 'admin/getAuthList'),
          },
          {
            path: 'applications',
            ...page(marketing.applicationsPage, 'admin/getApplicationList'),
          },
          {
            path: 'settings/currencies',
            ...page(wallet.currenciesPage, 'admin/saveCurrency'),
          },
          {
            path: 'settings/portals',
            ...page(wallet.portalsPage, 'admin/savePortal'),
          },
          {
            path: 'settings/invite',
            ...page(invite.inviteRulePage, 'admin/getInviteRule'),
          },
          {
            path: 'settings/bank-channels',
            ...page(bank.bankChannelsPage, 'admin/getBankChannelConfigList'),
          },
          {
            // One page; the tab (accounts, transfers, verify) is part of the address.
            path: 'ledger',
            ...page(ledger.ledgerPage, 'admin/getLedgerAccountList'),
            children: [{ path: ':tab', element: null }],
          },
          {
            path: 'outbox',
            ...page(staff.outboxPage, 'admin/getOutboxList', (staff) => staff.outbox),
          },
          {
            // Every member's own account: two-factor sign-in (linked from the header).
            path: 'security',
            ...page(staff.securityPage, 'admin/getStaffInfo'),
          },
          {
            path: 'audit',
            ...page(staff.auditPage, 'admin/getAuditList'),
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
