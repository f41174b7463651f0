import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export type OnboardingStep = 'store' | 'realName' | 'done';
const ORDER: OnboardingStep[] = ['store', 'realName', 'done'];

/** Where the applicant is: the store (and account), real-name authentication, then review. */
export function OnboardingSteps({ step, first }: { step: OnboardingStep; first: 'account' | 'store' }) {
  const { t } = useTranslation('seller');
  return (
    <Steps current={ORDER.indexOf(step)} className="onboarding-steps" data-testid={`onboarding-step-${step}`}>
      <Steps.Step title={t(`onboarding.step.${first}`)} />
      <Steps.Step title={t('onboarding.step.realName')} />
      <Steps.Step title={t('onboarding.step.review')} />
    </Steps>
  );
}
