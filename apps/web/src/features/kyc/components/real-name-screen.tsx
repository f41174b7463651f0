import { useState } from 'react';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useUserAuth } from '#web/features/kyc/api/kyc';
import { RealNameForm } from './real-name-form';
import { RealNameStatus } from './real-name-status';

/** `/vip/auth` and the seller's real-name page: the form until one is sent, then its status. */
export function RealNameScreen() {
  const { t } = useTranslation('kyc');
  const auth = useUserAuth();
  const [editing, setEditing] = useState(false);
  if (auth.isPending) {
    return (
      <div className="page-status">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (auth.isError) return <ErrorBlock status="default" title={t('load.failed')} description="" />;
  const current = auth.data;
  if (current.status === 'unauthenticated' || editing) {
    return (
      <div className="kyc-page">
        <p className="kyc-page__intro">{t('form.intro')}</p>
        <RealNameForm previous={editing ? current : undefined} onSaved={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className="kyc-page">
      <RealNameStatus auth={current} onResubmit={() => setEditing(true)} />
    </div>
  );
}
