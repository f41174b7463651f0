import { Alert } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '#admin/lib/access';

/**
 * Changes on this page are audited: say so (`<ns>.auditNote`), with what else the page should know,
 * and lead to the log (`<ns>.openAudit`) for those who may read it. `ns` has its namespace: `staff:config`.
 */
export function AuditNote({ ns, text }: { ns: string; text?: string }) {
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
          {text ? `${text} ` : null}
          {t(`${ns}.auditNote`)} {canReadAudit ? <Link to="/audit">{t(`${ns}.openAudit`)}</Link> : null}
        </>
      }
    />
  );
}
