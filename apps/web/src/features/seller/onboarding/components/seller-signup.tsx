import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Form } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import { sellerSignupBody, type SellerSignupBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { ApiError } from '#web/lib/request';
import { FormField, TextField } from '#web/components/form-field';
import { CodeField } from '#web/components/code-field';
import { EmailField } from '#web/components/email-field';
import { PasswordField } from '#web/components/password-field';
import { LegalSheet, useLegalDocument, useOpenLegal, useRefreshLegal } from '#web/features/legal';
import { RealNameForm } from '#web/features/kyc';
import { useSellerSignup } from '#web/features/seller/onboarding/api/onboarding';
import { StoreFields } from './store-fields';
import { OnboardingSteps, type OnboardingStep } from './onboarding-steps';
import { OnboardingDone } from './onboarding-done';
import '#web/features/seller/onboarding/onboarding.css';

/**
 * Seller registration (`/auth/seller-signup`, spec §2, §5): the account with its email and
 * invitation codes and the store in one call; signed in, the real-name form follows (decision 33:
 * ID photos are uploads, and an upload needs an owner).
 */
export function SellerSignupScreen({ inviteCode = '' }: { inviteCode?: string }) {
  const { t } = useTranslation('seller');
  const [step, setStep] = useState<OnboardingStep>('store');
  const form = useZodForm(sellerSignupBody, {
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
    inviteCode,
    storeName: '',
    storeAddress: '',
    country: '',
    whatsapp: '',
  } satisfies Partial<SellerSignupBody>);
  const signup = useSellerSignup();
  const membership = useLegalDocument('membership');
  const privacy = useLegalDocument('privacy');
  const openLegal = useOpenLegal();
  const refreshLegal = useRefreshLegal();
  const legalVersions =
    membership.data && privacy.data
      ? { membership: membership.data.version, privacy: privacy.data.version }
      : undefined;

  const submit = submitHandler(form, async (values) => {
    try {
      await signup.mutateAsync({ ...values, ...(legalVersions ? { legalVersions } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.error === 'LEGAL_VERSION_STALE') {
        form.resetField('agree');
        form.setError('agree', { type: 'server', message: error.message });
        void refreshLegal();
      }
      if (error instanceof ApiError && error.error === 'INVITE_CODE_INVALID') {
        form.setError('inviteCode', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      throw error;
    }
    setStep('realName');
    window.scrollTo(0, 0);
  });

  const legalLink = (kind: 'membership' | 'privacy', to: string) => (
    <Link
      to={to}
      data-testid={`agree-${kind}`}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        openLegal(kind);
      }}
    />
  );

  return (
    <div className="onboarding">
      <div className="auth-hero onboarding-hero">
        <h1>{t('onboarding.signup.heading')}</h1>
        <p>{t('onboarding.signup.subtitle')}</p>
      </div>
      <OnboardingSteps step={step} first="account" />
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
                loading={signup.isPending}
                data-testid="seller-signup-submit"
              >
                {t('onboarding.signup.submit')}
              </Button>
            }
          >
            <Form.Header>{t('onboarding.section.account')}</Form.Header>
            <EmailField control={form.control} name="email" />
            <CodeField
              control={form.control}
              name="code"
              scene="signup"
              getEmail={() => form.getValues('email')}
              onInvalidEmail={(message) => form.setError('email', { message }, { shouldFocus: true })}
            />
            <PasswordField
              control={form.control}
              name="password"
              kind="new"
              label={t('common:field.password')}
            />
            <PasswordField control={form.control} name="confirmPassword" kind="confirm" />
            <TextField
              control={form.control}
              name="inviteCode"
              label={t('onboarding.field.inviteCode')}
              input={{
                autoComplete: 'off',
                maxLength: 16,
                placeholder: t('onboarding.field.inviteCodePlaceholder'),
              }}
            />
            <Form.Header>{t('onboarding.section.store')}</Form.Header>
            <StoreFields control={form.control} />
            <FormField control={form.control} name="agree" label={t('account:auth.signup.agreementLabel')}>
              {(field) => (
                <Checkbox
                  className="agree"
                  checked={field.value === true}
                  onChange={(checked) => field.onChange(checked)}
                  data-testid="agree"
                >
                  <Trans
                    t={t}
                    ns="account"
                    i18nKey="account:auth.signup.agree"
                    components={{
                      agreement: legalLink('membership', '/about/membership'),
                      privacy: legalLink('privacy', '/about/privacy'),
                    }}
                  />
                </Checkbox>
              )}
            </FormField>
          </Form>
          <div className="form-links">
            <span>
              {t('onboarding.signup.haveStore')}{' '}
              <Link to="/auth/business-signin">{t('onboarding.signup.toBusinessSignin')}</Link>
            </span>
          </div>
          <LegalSheet />
        </div>
      ) : step === 'realName' ? (
        <div className="form-card">
          <p className="onboarding-note" data-testid="onboarding-store-open">
            {t('onboarding.realName.note')}
          </p>
          <RealNameForm onSaved={() => setStep('done')} />
        </div>
      ) : (
        <OnboardingDone />
      )}
    </div>
  );
}
