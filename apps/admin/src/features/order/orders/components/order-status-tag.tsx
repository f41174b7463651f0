import type { ReactNode } from 'react';
import { Tag } from 'antd';
import {
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  InboxOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@app/contract';

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
