import type { ReactNode } from 'react';
import {
  UsergroupAddOutlined,
  NotificationOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  CreditCardOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DollarOutlined,
  EyeOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FundOutlined,
  CalendarOutlined,
  GiftOutlined,
  GlobalOutlined,
  InboxOutlined,
  MailOutlined,
  MessageOutlined,
  MobileOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  RiseOutlined,
  PercentageOutlined,
  PieChartOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
  VideoCameraOutlined,
  IdcardOutlined,
  AccountBookOutlined,
  SolutionOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { ApiPath, StaffInfo } from '@app/contract';
import { canCall } from '#admin/lib/access';

export interface NavItem {
  path: string;
  labelKey: string;
  icon: ReactNode;
  /** The call the page is built on; the entry shows only to roles that may make it. */
  requires: ApiPath;
  /** The menu group the entry sits in, if any. */
  group?: NavGroup;
  /** A further condition on the member (beyond the call's roles), e.g. the dev outbox existing. */
  when?: (staff: StaffInfo) => boolean;
}

export type NavGroup = 'mall' | 'video' | 'config';
export const NAV_GROUPS: Record<NavGroup, { labelKey: string; icon: ReactNode }> = {
  mall: { labelKey: 'staff:nav.mall', icon: <ShoppingOutlined /> },
  video: { labelKey: 'staff:nav.video', icon: <PlaySquareOutlined /> },
  config: { labelKey: 'staff:nav.config', icon: <SettingOutlined /> },
};

export const NAV_ITEMS: readonly NavItem[] = [
  // The console's start: every member sees the parts of it their roles may open (decision 0021).
  {
    path: '/overview',
    labelKey: 'staff:console.overview.nav',
    icon: <DashboardOutlined />,
    requires: 'admin/getOverview',
  },
  { path: '/users', labelKey: 'staff:nav.users', icon: <TeamOutlined />, requires: 'admin/getUserList' },
  {
    path: '/orders',
    labelKey: 'staff:nav.orders',
    icon: <ProfileOutlined />,
    requires: 'admin/getOrderList',
    group: 'mall',
  },
  {
    path: '/goods',
    labelKey: 'staff:nav.goods',
    icon: <AppstoreOutlined />,
    requires: 'admin/getGoodsList',
    group: 'mall',
  },
  {
    path: '/warehouse',
    labelKey: 'staff:nav.warehouse',
    icon: <InboxOutlined />,
    requires: 'admin/getWarehouseList',
    group: 'mall',
  },
  {
    path: '/product-review',
    labelKey: 'staff:nav.goodsReview',
    icon: <FileSearchOutlined />,
    requires: 'admin/getGoodsReviewList',
    group: 'mall',
  },
  {
    path: '/categories',
    labelKey: 'staff:nav.categories',
    icon: <ApartmentOutlined />,
    requires: 'admin/getCategoryList',
    group: 'mall',
  },
  {
    path: '/stores',
    labelKey: 'staff:nav.stores',
    icon: <ShopOutlined />,
    requires: 'admin/getStoreList',
    group: 'mall',
  },
  {
    path: '/store-levels',
    labelKey: 'staff:nav.storeLevels',
    icon: <RiseOutlined />,
    requires: 'admin/getStoreLevelList',
    group: 'mall',
  },
  {
    path: '/traffic-plans',
    labelKey: 'traffic:console.plans.nav',
    icon: <EyeOutlined />,
    requires: 'admin/getTrafficPlanList',
    group: 'mall',
  },
  {
    path: '/vouchers',
    labelKey: 'voucher:console.nav',
    icon: <GiftOutlined />,
    requires: 'admin/getVoucherSettings',
    group: 'mall',
  },
  {
    path: '/promotion-rules',
    labelKey: 'promotion:console.nav',
    icon: <PercentageOutlined />,
    requires: 'admin/getPromotionSettings',
    group: 'mall',
  },
  {
    path: '/group-deals',
    labelKey: 'task:console.nav',
    icon: <UsergroupAddOutlined />,
    requires: 'admin/getDealList',
    group: 'mall',
  },
  {
    path: '/lottery',
    labelKey: 'lottery:console.prizes.nav',
    icon: <GiftOutlined />,
    requires: 'admin/getLottery',
    group: 'mall',
    when: (staff) => staff.lottery,
  },
  {
    path: '/lottery/points-rules',
    labelKey: 'lottery:console.rules.nav',
    icon: <CalculatorOutlined />,
    requires: 'admin/getLottery',
    group: 'mall',
    when: (staff) => staff.lottery,
  },
  {
    path: '/dramas',
    labelKey: 'staff:nav.dramas',
    icon: <VideoCameraOutlined />,
    requires: 'admin/getVideoList',
    group: 'video',
  },
  {
    path: '/drama-revenue',
    labelKey: 'staff:nav.dramaRevenue',
    icon: <FundOutlined />,
    requires: 'admin/getVideoRevenue',
    group: 'video',
  },
  {
    path: '/revenue-share/offerings',
    labelKey: 'invest:console.nav',
    icon: <PieChartOutlined />,
    requires: 'admin/getOfferingList',
    group: 'video',
    when: (staff) => staff.revenueShare,
  },
  {
    path: '/revenue-settlements',
    labelKey: 'profit:console.nav',
    icon: <CalculatorOutlined />,
    requires: 'admin/getSettlementList',
    group: 'video',
    when: (staff) => staff.revenueShare,
  },
  {
    path: '/ad-slots',
    labelKey: 'adv:console.nav',
    icon: <NotificationOutlined />,
    requires: 'admin/getAdSlotList',
    group: 'video',
    when: (staff) => staff.revenueShare,
  },
  {
    path: '/content/vip-plans',
    labelKey: 'staff:nav.vipPlans',
    icon: <CrownOutlined />,
    requires: 'admin/getVipPlanList',
    group: 'video',
  },
  {
    path: '/campaigns',
    labelKey: 'campaign:console.nav',
    icon: <CalendarOutlined />,
    requires: 'admin/getCampaignList',
    group: 'video',
  },
  {
    path: '/content/banners',
    labelKey: 'staff:nav.videoBanners',
    icon: <PictureOutlined />,
    requires: 'admin/getBannerList',
    group: 'video',
  },
  {
    path: '/content/help',
    labelKey: 'staff:nav.help',
    icon: <QuestionCircleOutlined />,
    requires: 'admin/getHelpList',
    group: 'video',
  },
  {
    path: '/content/feedback',
    labelKey: 'staff:nav.feedback',
    icon: <MessageOutlined />,
    requires: 'admin/getFeedbackList',
    group: 'video',
  },
  {
    path: '/content/versions',
    labelKey: 'staff:nav.appVersions',
    icon: <MobileOutlined />,
    requires: 'admin/getAppVersionList',
    group: 'video',
  },
  {
    path: '/content/legal',
    labelKey: 'content:console.legal.nav',
    icon: <FileProtectOutlined />,
    requires: 'admin/getLegalDocument',
    group: 'config',
  },
  {
    path: '/chats',
    labelKey: 'staff:nav.chats',
    icon: <CustomerServiceOutlined />,
    requires: 'admin/getChatList',
  },
  {
    path: '/auths',
    labelKey: 'kyc:console.auths.nav',
    icon: <IdcardOutlined />,
    requires: 'admin/getAuthList',
  },
  {
    path: '/applications',
    labelKey: 'marketing:console.applications.nav',
    icon: <StarOutlined />,
    requires: 'admin/getApplicationList',
  },
  {
    path: '/loans',
    labelKey: 'loan:console.loans.nav',
    icon: <SolutionOutlined />,
    requires: 'admin/getLoanList',
    when: (staff) => staff.loans,
  },
  {
    path: '/loans/products',
    labelKey: 'loan:console.products.nav',
    icon: <AccountBookOutlined />,
    requires: 'admin/getLoanProductList',
    group: 'config',
    when: (staff) => staff.loans,
  },
  {
    path: '/deposits',
    labelKey: 'staff:nav.deposits',
    icon: <VerticalAlignBottomOutlined />,
    requires: 'admin/getDepositReviewList',
  },
  {
    path: '/recharges',
    labelKey: 'staff:nav.recharges',
    icon: <CreditCardOutlined />,
    requires: 'admin/getRechargeReviewList',
  },
  {
    path: '/withdrawals',
    labelKey: 'staff:nav.withdrawals',
    icon: <VerticalAlignTopOutlined />,
    requires: 'admin/getWithdrawReviewList',
  },
  {
    path: '/ledger',
    labelKey: 'staff:nav.ledger',
    icon: <BankOutlined />,
    requires: 'admin/getLedgerAccountList',
  },
  {
    path: '/settings/currencies',
    labelKey: 'staff:nav.currencies',
    icon: <DollarOutlined />,
    requires: 'admin/saveCurrency',
    group: 'config',
  },
  {
    path: '/settings/portals',
    labelKey: 'wallet:console.portals.nav',
    icon: <GlobalOutlined />,
    requires: 'admin/savePortal',
    group: 'config',
  },
  {
    path: '/settings/invite',
    labelKey: 'invite:console.nav',
    icon: <GiftOutlined />,
    requires: 'admin/getInviteRule',
    group: 'config',
  },
  {
    path: '/settings/bank-channels',
    labelKey: 'staff:nav.bankChannels',
    icon: <BankOutlined />,
    requires: 'admin/getBankChannelConfigList',
    group: 'config',
  },
  {
    path: '/outbox',
    labelKey: 'staff:nav.outbox',
    icon: <MailOutlined />,
    requires: 'admin/getOutboxList',
    // Only while mail is not really sent (no SMTP): it shows live codes (decision 0019).
    when: (staff) => staff.outbox,
  },
  { path: '/audit', labelKey: 'staff:nav.audit', icon: <AuditOutlined />, requires: 'admin/getAuditList' },
];

export function navFor(staff: StaffInfo): NavItem[] {
  return NAV_ITEMS.filter((item) => canCall(staff, item.requires) && (item.when?.(staff) ?? true));
}

/**
 * The menu entry a page belongs to: the longest entry path that is the page's path or a whole
 * segment before it (/goods does not light up for /goods-review; /lottery/points-rules is its own
 * entry, not /lottery's).
 */
export function selectedNavPath(items: readonly { path: string }[], pathname: string): string | undefined {
  return items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .reduce<string | undefined>(
      (best, item) => (!best || item.path.length > best.length ? item.path : best),
      undefined,
    );
}
