import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { AuthHero, SignupForm } from '#web/features/auth';
import { safeRedirect } from '#web/app/guard';
import { useVariant, variantPaths } from '#web/app/variant';

export default function SignupPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const variant = useVariant();
  const redirect = params.get('redirect');
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  // An invitation link (`?code=`, decision 45; `?invite=` from older links) fills in the code.
  return (
    <>
      <AuthHero face={variant} screen="signup" />
      <div className="form-card">
        <SignupForm
          inviteCode={params.get('code') ?? params.get('invite') ?? ''}
          links={{
            signin: variantPaths[variant].signin + keep,
            agreement: '/about/membership',
            privacy: '/about/privacy',
          }}
          onSignedUp={() => {
            Toast.show({ icon: 'success', content: t('auth.signup.done') });
            void navigate(safeRedirect(redirect), { replace: true });
          }}
        />
      </div>
    </>
  );
}
