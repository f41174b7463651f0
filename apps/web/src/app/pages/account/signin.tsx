import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_SHORT_NAME } from '@app/contract';
import { SigninForm } from '#web/features/auth';
import { safeRedirect } from '#web/app/guard';
import { useVariant, variantPaths } from '#web/app/variant';

export default function SigninPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const variant = useVariant();
  const redirect = params.get('redirect');
  // The way back survives a detour to the sign-up screen.
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <>
      <div className="auth-hero">
        <h1>{t('auth.signin.heading', { brand: APP_SHORT_NAME })}</h1>
        <p>{t('auth.signin.subtitle')}</p>
      </div>
      <div className="form-card">
        <SigninForm
          links={{
            signup: variantPaths[variant].signup + keep,
            forgot: '/auth/forgot',
            portal: '/auth/portal',
            sellerSignup: '/auth/seller-signup',
            businessSignin: '/auth/business-signin',
          }}
          onSignedIn={() => void navigate(safeRedirect(redirect), { replace: true })}
        />
      </div>
    </>
  );
}
