import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@app/contract';

const LOOK = {
  reviewing: { color: 'processing', icon: <ClockCircleOutlined /> },
  approved: { color: 'success', icon: <CheckCircleOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
} as const;

export function DepositStatusTag({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={LOOK[status].color} icon={LOOK[status].icon} style={{ marginInlineEnd: 0 }}>
      {t(`deposits.status.${status}`)}
    </Tag>
  );
}
