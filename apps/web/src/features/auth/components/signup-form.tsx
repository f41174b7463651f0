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

  const submit = submitHandler(form, async ({ inviteCode: code, ...values }) => {
    await signup.mutateAsync({ ...values, ...(code ? { inviteCode: code } : {}) });
    onSignedUp();
  });

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
                  agreement: <Link to={links.agreement} onClick={(e) => e.stopPropagation()} />,
                  privacy: <Link to={links.privacy} onClick={(e) => e.stopPropagation()} />,
                }}
              />
            </Checkbox>
          )}
        </FormField>
      </Form>
      <div className="form-links">
        <span>
          {t('auth.signup.haveAccount')} <Link to={links.signin}>{t('auth.signup.toSignin')}</Link>
        </span>
      </div>
    </>
  );
}
