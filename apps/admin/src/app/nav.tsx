import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FundOutlined,
  MailOutlined,
  MessageOutlined,
  MobileOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
  VideoCameraOutlined,
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
  mall: { labelKey: 'nav.mall', icon: <ShoppingOutlined /> },
  video: { labelKey: 'nav.video', icon: <PlaySquareOutlined /> },
  config: { labelKey: 'nav.config', icon: <SettingOutlined /> },
};

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/users', labelKey: 'nav.users', icon: <TeamOutlined />, requires: 'admin/getUserList' },
  {
    path: '/orders',
    labelKey: 'nav.orders',
    icon: <ProfileOutlined />,
    requires: 'admin/getOrderList',
    group: 'mall',
  },
  {
    path: '/goods',
    labelKey: 'nav.goods',
    icon: <AppstoreOutlined />,
    requires: 'admin/getGoodsList',
    group: 'mall',
  },
  {
    path: '/stores',
    labelKey: 'nav.stores',
    icon: <ShopOutlined />,
    requires: 'admin/getStoreList',
    group: 'mall',
  },
  {
    path: '/dramas',
    labelKey: 'nav.dramas',
    icon: <VideoCameraOutlined />,
    requires: 'admin/getVideoList',
    group: 'video',
  },
  {
    path: '/drama-revenue',
    labelKey: 'nav.dramaRevenue',
    icon: <FundOutlined />,
    requires: 'admin/getVideoRevenue',
    group: 'video',
  },
  {
    path: '/content/vip-plans',
    labelKey: 'nav.vipPlans',
    icon: <CrownOutlined />,
    requires: 'admin/getVipPlanList',
    group: 'video',
  },
  {
    path: '/content/banners',
    labelKey: 'nav.videoBanners',
    icon: <PictureOutlined />,
    requires: 'admin/getVideoBannerList',
    group: 'video',
  },
  {
    path: '/content/help',
    labelKey: 'nav.help',
    icon: <QuestionCircleOutlined />,
    requires: 'admin/getHelpList',
    group: 'video',
  },
  {
    path: '/content/feedback',
    labelKey: 'nav.feedback',
    icon: <MessageOutlined />,
    requires: 'admin/getFeedbackList',
    group: 'video',
  },
  {
    path: '/content/versions',
    labelKey: 'nav.appVersions',
    icon: <MobileOutlined />,
    requires: 'admin/getAppVersionList',
    group: 'video',
  },
  {
    path: '/chats',
    labelKey: 'nav.chats',
    icon: <CustomerServiceOutlined />,
    requires: 'admin/getChatList',
  },
  {
    path: '/deposits',
    labelKey: 'nav.deposits',
    icon: <VerticalAlignBottomOutlined />,
    requires: 'admin/getDepositReviewList',
  },
  {
    path: '/recharges',
    labelKey: 'nav.recharges',
    icon: <CreditCardOutlined />,
    requires: 'admin/getRechargeReviewList',
  },
  {
    path: '/withdrawals',
    labelKey: 'nav.withdrawals',
    icon: <VerticalAlignTopOutlined />,
    requires: 'admin/getWithdrawReviewList',
  },
  { path: '/ledger', labelKey: 'nav.ledger', icon: <BankOutlined />, requires: 'admin/getLedgerAccountList' },
  {
    path: '/settings/currencies',
    labelKey: 'nav.currencies',
    icon: <DollarOutlined />,
    requires: 'admin/saveCurrency',
    group: 'config',
  },
  {
    path: '/settings/bank-channels',
    labelKey: 'nav.bankChannels',
    icon: <BankOutlined />,
    requires: 'admin/getBankChannelConfigList',
    group: 'config',
  },
  {
    path: '/outbox',
    labelKey: 'nav.outbox',
    icon: <MailOutlined />,
    requires: 'admin/getOutboxList',
    // Only while mail is not really sent (no SMTP): it shows live codes (decision 0019).
    when: (staff) => staff.outbox,
  },
  { path: '/audit', labelKey: 'nav.audit', icon: <AuditOutlined />, requires: 'admin/getAuditList' },
];

export function navFor(staff: StaffInfo): NavItem[] {
  return NAV_ITEMS.filter((item) => canCall(staff, item.requires) && (item.when?.(staff) ?? true));
}
