import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { PasswordForm } from '#web/features/account';

export default function PasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <PasswordForm
      onDone={() => {
        Toast.show({ icon: 'success', content: t('password.done') });
        void navigate('/me/security', { replace: true });
      }}
    />
  );
}
