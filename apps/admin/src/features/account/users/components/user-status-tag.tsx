import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@app/contract';

export function UserStatusTag({ status }: { status: AdminUser['status'] }) {
  const { t } = useTranslation('account');
  return (
    <Tag color={status === 'active' ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {t(`console.users.status.${status}`)}
    </Tag>
  );
}
