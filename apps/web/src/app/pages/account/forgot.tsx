import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { ForgotPasswordForm } from '#web/features/auth';

export default function ForgotPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <>
      <div className="auth-hero">
        <h1>{t('auth.forgot.heading')}</h1>
        <p>{t('auth.forgot.subtitle')}</p>
      </div>
      <div className="form-card">
        <ForgotPasswordForm
          onDone={() => {
            Toast.show({ icon: 'success', content: t('auth.forgot.done') });
            void navigate('/auth/signin', { replace: true });
          }}
        />
      </div>
    </>
  );
}
