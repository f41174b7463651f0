import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '@app/contract';

export function FeedbackStatusTag({ status }: { status: FeedbackItem['status'] }) {
  const { t } = useTranslation('content');
  return status === 'new' ? (
    <Tag color="orange" icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
      {t('console.feedback.status.new')}
    </Tag>
  ) : (
    <Tag color="success" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }}>
      {t('console.feedback.status.handled')}
    </Tag>
  );
}
