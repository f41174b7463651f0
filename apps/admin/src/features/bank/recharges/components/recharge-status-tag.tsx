import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminRecharge } from './recharge-types';

const LOOK = {
  requesting: { color: 'processing', icon: <ClockCircleOutlined /> },
  completed: { color: 'success', icon: <CheckCircleOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
  cancelled: { color: 'default', icon: <MinusCircleOutlined /> },
} as const;

export function RechargeStatusTag({ status }: { status: AdminRecharge['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={LOOK[status].color} icon={LOOK[status].icon} style={{ marginInlineEnd: 0 }}>
      {t(`recharges.status.${status}`)}
    </Tag>
  );
}
