import { useState } from 'react';
import { Button, DotLoading, Form, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openStoreBody, type OpenStoreBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useCurrentUser } from '#web/lib/session';
import { RealNameForm, useUserAuth } from '#web/features/kyc';
import { useOpenStore } from '#web/features/seller/onboarding/api/onboarding';
import { StoreFields } from './store-fields';
import { OnboardingSteps, type OnboardingStep } from './onboarding-steps';
import { OnboardingDone } from './onboarding-done';
import '#web/features/seller/onboarding/onboarding.css';

/**
 * `/seller/open`: a signed-in buyer opens their store with the store's fields only, then sends the
 * real-name form unless one is already sent (or passed). One account buys and sells.
 */
export function OpenStoreScreen() {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const auth = useUserAuth();
  const [step, setStep] = useState<OnboardingStep>('store');
  const form = useZodForm(openStoreBody, {
    storeName: '',
    storeAddress: '',
    country: '',
    whatsapp: '',
  } satisfies OpenStoreBody);
  const open = useOpenStore();
  const submit = submitHandler(form, async (values) => {
    await open.mutateAsync(values);
    const status = auth.data?.status;
    // Real-name authentication once: a form already sent (or passed) is not asked for again.
    setStep(status === 'unauthenticated' || status === 'rejected' ? 'realName' : 'done');
    window.scrollTo(0, 0);
  });

  if (!user.data || auth.isPending) {
    return (
      <div className="page-status">
        <DotLoading color="primary" />
      </div>
    );
  }
  // A seller already has a store: one per account.
  if (user.data.type === 'seller' && step === 'store') {
    return (
      <div className="onboarding" data-testid="store-already-open">
        <Result status="info" title={t('onboarding.open.already')} />
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void navigate('/seller', { replace: true })}
        >
          {t('onboarding.done.toCenter')}
        </Button>
      </div>
    );
  }
  return (
    <div className="onboarding">
      <div className="auth-hero onboarding-hero">
        <h1>{t('onboarding.open.heading')}</h1>
        <p>{t('onboarding.open.subtitle')}</p>
      </div>
      <OnboardingSteps step={step} first="store" />
      {step === 'store' ? (
        <div className="form-card">
          <Form
            layout="vertical"
            onFinish={() => void submit()}
            footer={
              <Button
                block
                type="submit"
                color="primary"
                size="large"
                shape="rounded"
                loading={open.isPending}
                data-testid="open-store-submit"
              >
                {t('onboarding.open.submit')}
              </Button>
            }
          >
            <StoreFields control={form.control} />
          </Form>
        </div>
      ) : step === 'realName' ? (
        <div className="form-card">
          <p className="onboarding-note">{t('onboarding.realName.note')}</p>
          <RealNameForm
            previous={auth.data?.status === 'rejected' ? auth.data : undefined}
            onSaved={() => setStep('done')}
          />
        </div>
      ) : (
        <OnboardingDone />
      )}
    </div>
  );
}
