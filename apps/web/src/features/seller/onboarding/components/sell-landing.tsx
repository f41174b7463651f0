import { Button } from 'antd-mobile';
import { GlobalOutline, ShopbagOutline, TeamOutline, TruckOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '#web/lib/session';
import '#web/features/seller/onboarding/onboarding.css';

const POINTS = [
  { key: 'reach', Icon: GlobalOutline },
  { key: 'warehouse', Icon: TruckOutline },
  { key: 'oneAccount', Icon: ShopbagOutline },
  { key: 'invite', Icon: TeamOutline },
] as const;

/** `/sell`: the seller onboarding landing page (spec §2): why sell here, and the ways in. */
export function SellLanding() {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const isSeller = user.data?.type === 'seller';
  return (
    <div className="sell-landing" data-testid="sell-landing">
      <div className="sell-landing__hero">
        <h1>{t('onboarding.sell.heading')}</h1>
        <p>{t('onboarding.sell.subtitle')}</p>
      </div>
      <ul className="sell-landing__points">
        {POINTS.map(({ key, Icon }) => (
          <li key={key}>
            <Icon className="sell-landing__icon" aria-hidden="true" />
            <div>
              <strong>{t(`onboarding.sell.${key}.title`)}</strong>
              <span>{t(`onboarding.sell.${key}.text`)}</span>
            </div>
          </li>
        ))}
      </ul>
      <ol className="sell-landing__steps">
        <li>{t('onboarding.sell.step1')}</li>
        <li>{t('onboarding.sell.step2')}</li>
        <li>{t('onboarding.sell.step3')}</li>
      </ol>
      <div className="sell-landing__actions">
        {isSeller ? (
          <Button block color="primary" size="large" shape="rounded" onClick={() => void navigate('/seller')}>
            {t('onboarding.done.toCenter')}
          </Button>
        ) : signedIn ? (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => void navigate('/seller/open')}
          >
            {t('onboarding.sell.openStore')}
          </Button>
        ) : (
          <>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => void navigate('/auth/seller-signup')}
              data-testid="sell-register"
            >
              {t('onboarding.sell.register')}
            </Button>
            <Button block size="large" shape="rounded" onClick={() => void navigate('/auth/business-signin')}>
              {t('onboarding.sell.businessSignin')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
