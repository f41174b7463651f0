import { Alert } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '#admin/lib/access';

/** Configuration changes are audited: say so, and lead to the log for those who may read it. */
export function AuditNote() {
  const { t } = useTranslation();
  const canReadAudit = useCanCall('admin/getAuditList');
  return (
    <Alert
      type="info"
      showIcon
      icon={<AuditOutlined />}
      style={{ marginBottom: 16 }}
      data-testid="audit-note"
      title={
        <>
          {t('config.auditNote')} {canReadAudit ? <Link to="/audit">{t('config.openAudit')}</Link> : null}
        </>
      }
    />
  );
}
