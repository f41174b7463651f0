import { Alert } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '#admin/lib/access';

/** Content changes are audited: say so, with what else the page should know, and lead to the log. */
export function AuditNote({ text }: { text?: string }) {
  const { t } = useTranslation();
  const canReadAudit = useCanCall('admin/getAuditList');
  return (
    <Alert
      type="info"
      showIcon
      icon={<AuditOutlined />}
      style={{ marginBottom: 16 }}
      title={
        <>
          {text ? `${text} ` : null}
          {t('content.auditNote')} {canReadAudit ? <Link to="/audit">{t('content.openAudit')}</Link> : null}
        </>
      }
    />
  );
}
