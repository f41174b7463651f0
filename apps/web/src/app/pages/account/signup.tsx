import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { SignupForm } from '#web/features/auth';
import { safeRedirect } from '#web/app/guard';
import { useVariant, variantPaths } from '#web/app/variant';

export default function SignupPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const variant = useVariant();
  const redirect = params.get('redirect');
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <>
      <div className="auth-hero">
        <h1>{t('auth.signup.heading')}</h1>
        <p>{t('auth.signup.subtitle')}</p>
      </div>
      <div className="form-card">
        <SignupForm
          inviteCode={params.get('invite') ?? ''}
          links={{ signin: variantPaths[variant].signin + keep, agreement: '/about', privacy: '/about' }}
          onSignedUp={() => {
            Toast.show({ icon: 'success', content: t('auth.signup.done') });
            void navigate(safeRedirect(redirect), { replace: true });
          }}
        />
      </div>
    </>
  );
}
