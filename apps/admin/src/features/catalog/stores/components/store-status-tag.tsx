import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  ExclamationCircleOutlined,
  LockOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StoreStatus } from '@app/contract';

const LOOK = {
  normal: { color: 'success', icon: <CheckCircleOutlined /> },
  exception: { color: 'warning', icon: <ExclamationCircleOutlined /> },
  frozen: { color: 'geekblue', icon: <LockOutlined /> },
  disabled: { color: 'error', icon: <StopOutlined /> },
} as const;

export function StoreStatusTag({ status }: { status: StoreStatus }) {
  const { t } = useTranslation('catalog');
  return (
    <Tag color={LOOK[status].color} icon={LOOK[status].icon} style={{ marginInlineEnd: 0 }}>
      {t(`console.stores.status.${status}`)}
    </Tag>
  );
}
