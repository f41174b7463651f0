import { Link } from 'react-router';
import { Button, Checkbox, Form } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import { signupBody, type SignupBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { FormField, TextField } from '#web/components/form-field';
import { CodeField } from '#web/components/code-field';
import { EmailField } from '#web/components/email-field';
import { PasswordField } from '#web/components/password-field';
import { useSignup } from '#web/features/auth/api/auth';
import { LegalSheet, useLegalDocument, useOpenLegal, useRefreshLegal } from '#web/features/legal';
import { ApiError } from '#web/lib/request';

export interface SignupLinks {
  signin: string;
  agreement: string;
  privacy: string;
}

interface Props {
  links: SignupLinks;
  inviteCode?: string;
  onSignedUp: () => void;
}

export function SignupForm({ links, inviteCode = '', onSignedUp }: Props) {
  const { t } = useTranslation('account');
  // `agree` starts unset (unticked); the schema's literal(true) then gives the agreement error.
  const form = useZodForm(signupBody, {
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
    inviteCode,
  } satisfies Partial<SignupBody>);
  const signup = useSignup();
  // The agreement versions the links open; the server refuses them if newer ones were published since.
  const membership = useLegalDocument('membership');
  const privacy = useLegalDocument('privacy');
  const openLegal = useOpenLegal();
  const refreshLegal = useRefreshLegal();
  const legalVersions =
    membership.data && privacy.data
      ? { membership: membership.data.version, privacy: privacy.data.version }
      : undefined;

  const submit = submitHandler(form, async ({ inviteCode: code, ...values }) => {
    try {
      await signup.mutateAsync({
        ...values,
        ...(code ? { inviteCode: code } : {}),
        ...(legalVersions ? { legalVersions } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.error === 'LEGAL_VERSION_STALE') {
        // Untick: the user must open and agree to the new version.
        form.resetField('agree');
        form.setError('agree', { type: 'server', message: error.message });
        void refreshLegal();
      }
      throw error;
    }
    onSignedUp();
  });
  // A link opens the page over the form (a history entry: Back returns with everything typed kept).
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
    <>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={signup.isPending}>
            {t('auth.signup.submit')}
          </Button>
        }
      >
        <EmailField control={form.control} name="email" />
        <CodeField
          control={form.control}
          name="code"
          scene="signup"
          getEmail={() => form.getValues('email')}
          onInvalidEmail={(message) => form.setError('email', { message }, { shouldFocus: true })}
        />
        <PasswordField control={form.control} name="password" kind="new" label={t('common:field.password')} />
        <PasswordField control={form.control} name="confirmPassword" kind="confirm" />
        <TextField
          control={form.control}
          name="inviteCode"
          label={t('common:field.inviteCodeOptional')}
          input={{ autoComplete: 'off', maxLength: 16, placeholder: t('common:field.inviteCodePlaceholder') }}
        />
        <FormField control={form.control} name="agree" label={t('auth.signup.agreementLabel')}>
          {(field) => (
            <Checkbox
              className="agree"
              checked={field.value === true}
              onChange={(checked) => field.onChange(checked)}
              data-testid="agree"
            >
              <Trans
                t={t}
                i18nKey="auth.signup.agree"
                components={{
                  agreement: legalLink('membership', links.agreement),
                  privacy: legalLink('privacy', links.privacy),
                }}
              />
            </Checkbox>
          )}
        </FormField>
        {legalVersions ? (
          <p
            className="agree-versions"
            data-testid="agree-versions"
            style={{ margin: '0 16px 12px', fontSize: 12, color: 'var(--adm-color-weak)' }}
          >
            {t('signup.agreement.versions', legalVersions)}
          </p>
        ) : null}
      </Form>
      <div className="form-links">
        <span>
          {t('auth.signup.haveAccount')} <Link to={links.signin}>{t('auth.signup.toSignin')}</Link>
        </span>
      </div>
      <LegalSheet />
    </>
  );
}
