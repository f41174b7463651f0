import { useTranslation } from 'react-i18next';
import { APP_SHORT_NAME } from '@app/contract';

export type AuthFace = 'mall' | 'tv';

/**
 * The heading of the sign-in and sign-up screens. The accounts are the same in both apps, but each
 * app greets in its own words and colours: the marketplace speaks of shopping, the drama app of
 * watching (with the drama app's header colours and play mark).
 */
export function AuthHero({ face, screen }: { face: AuthFace; screen: 'signin' | 'signup' }) {
  const { t } = useTranslation('account');
  if (face === 'mall') {
    return (
      <div className="auth-hero">
        <h1>{t(`auth.${screen}.heading`, { brand: APP_SHORT_NAME })}</h1>
        <p>{t(`auth.${screen}.subtitle`)}</p>
      </div>
    );
  }
  return (
    <div className="auth-hero auth-hero--tv" data-testid="tv-auth-hero">
      <div className="auth-hero__brand">
        <span className="auth-hero__logo" aria-hidden="true">
          ▶
        </span>
        <span>{t('auth.tv.brand', { brand: APP_SHORT_NAME })}</span>
      </div>
      <h1>{t(`auth.tv.${screen}.heading`)}</h1>
      <p>{t(`auth.tv.${screen}.subtitle`)}</p>
    </div>
  );
}
