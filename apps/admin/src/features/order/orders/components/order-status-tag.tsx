import type { ReactNode } from 'react';
import { Tag } from 'antd';
import {
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  InboxOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, OrderStatus } from '@app/contract';

/** Colours by what the status asks of staff: orange and red need someone, blue is on its way. */
const LOOK: Record<OrderStatus, { color: string; icon: ReactNode }> = {
  unpaid: { color: 'default', icon: <ClockCircleOutlined /> },
  to_purchase: { color: 'orange', icon: <ShoppingCartOutlined /> },
  pending: { color: 'gold', icon: <InboxOutlined /> },
  shipped: { color: 'processing', icon: <CarOutlined /> },
  completed: { color: 'success', icon: <CheckCircleOutlined /> },
  refunding: { color: 'volcano', icon: <RollbackOutlined /> },
  refunded: { color: 'purple', icon: <DollarOutlined /> },
  cancelled: { color: 'default', icon: <CloseCircleOutlined /> },
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('order');
  const look = LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A refund request the seller declined: still refunding, so staff arbitrate. */
export function isDisputed(order: Pick<AdminOrder, 'status' | 'refundSellerReason'>): boolean {
  return order.status === 'refunding' && Boolean(order.refundSellerReason);
}

/** Marks a refund the seller declined: staff decide between buyer and seller. */
export function DisputedTag() {
  const { t } = useTranslation('order');
  return (
    <Tag
      color="red"
      icon={<ExclamationCircleOutlined />}
      style={{ marginInlineEnd: 0 }}
      data-testid="order-disputed"
    >
      {t('console.orders.disputed')}
    </Tag>
  );
}
