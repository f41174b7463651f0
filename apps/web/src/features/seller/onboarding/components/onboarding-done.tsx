import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** After the real-name form: the store is open; review follows (its state shows on the seller's pages). */
export function OnboardingDone() {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  return (
    <div className="onboarding-done" data-testid="onboarding-done">
      <Result status="success" title={t('onboarding.done.title')} description={t('onboarding.done.text')} />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        onClick={() => void navigate('/seller', { replace: true })}
      >
        {t('onboarding.done.toCenter')}
      </Button>
      <Button block fill="none" onClick={() => void navigate('/vip/auth')}>
        {t('onboarding.done.toAuth')}
      </Button>
    </div>
  );
}
