import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PortalList } from '#web/features/auth';

export default function PortalPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <>
      <div className="auth-hero">
        <h1>{t('portal.heading')}</h1>
        <p>{t('portal.subtitle')}</p>
      </div>
      <PortalList onChosen={() => void navigate('/auth/signin')} />
    </>
  );
}
