import type { ReactNode } from 'react';
import {
  AuditOutlined,
  BankOutlined,
  MailOutlined,
  TeamOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { ApiPath, StaffInfo } from '@app/contract';
import { canCall } from '../lib/access';

export interface NavItem {
  path: string;
  labelKey: string;
  icon: ReactNode;
  /** The call the page is built on; the entry shows only to roles that may make it. */
  requires: ApiPath;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/users', labelKey: 'nav.users', icon: <TeamOutlined />, requires: 'admin/getUserList' },
  {
    path: '/deposits',
    labelKey: 'nav.deposits',
    icon: <VerticalAlignBottomOutlined />,
    requires: 'admin/getDepositReviewList',
  },
  {
    path: '/withdrawals',
    labelKey: 'nav.withdrawals',
    icon: <VerticalAlignTopOutlined />,
    requires: 'admin/getWithdrawReviewList',
  },
  { path: '/ledger', labelKey: 'nav.ledger', icon: <BankOutlined />, requires: 'admin/getLedgerAccountList' },
  { path: '/outbox', labelKey: 'nav.outbox', icon: <MailOutlined />, requires: 'admin/getOutboxList' },
  { path: '/audit', labelKey: 'nav.audit', icon: <AuditOutlined />, requires: 'admin/getAuditList' },
];

export function navFor(staff: StaffInfo): NavItem[] {
  return NAV_ITEMS.filter((item) => canCall(staff, item.requires));
}
