import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SigninForm } from '#web/features/auth';
import '#web/features/seller/onboarding/onboarding.css';

/** Business login (`/auth/business-signin`): the same account, landing on the seller center. */
export function BusinessSigninScreen() {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  return (
    <div className="onboarding">
      <div className="auth-hero onboarding-hero">
        <h1>{t('onboarding.business.heading')}</h1>
        <p>{t('onboarding.business.subtitle')}</p>
      </div>
      <div className="form-card">
        <SigninForm
          links={{ signup: '/auth/seller-signup', forgot: '/auth/forgot' }}
          signupLabel={t('onboarding.business.toSignup')}
          onSignedIn={() => void navigate('/seller', { replace: true })}
        />
      </div>
    </div>
  );
}
