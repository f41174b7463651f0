import { useNavigate, useSearchParams } from 'react-router';
import { AuthHero, SigninForm } from '#web/features/auth';
import { safeRedirect } from '#web/app/guard';
import { useVariant, variantPaths } from '#web/app/variant';

export default function SigninPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const variant = useVariant();
  const redirect = params.get('redirect');
  // The way back survives a detour to the sign-up screen.
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <>
      <AuthHero face={variant} screen="signin" />
      <div className="form-card">
        <SigninForm
          links={{
            signup: variantPaths[variant].signup + keep,
            forgot: '/auth/forgot',
            portal: variant === 'mall' ? '/auth/portal' : undefined,
            // The marketplace's sign-in leads sellers on (spec §6); the drama app has no seller side.
            ...(variant === 'mall'
              ? { sellerSignup: '/auth/seller-signup', businessSignin: '/auth/business-signin' }
              : {}),
          }}
          onSignedIn={() => void navigate(safeRedirect(redirect), { replace: true })}
        />
      </div>
    </>
  );
}
