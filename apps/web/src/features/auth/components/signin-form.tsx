import { Link } from 'react-router';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { signinBody, type SigninBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { EmailField } from '#web/components/email-field';
import { PasswordField } from '#web/components/password-field';
import { useSignin } from '#web/features/auth/api/auth';

export interface SigninLinks {
  signup: string;
  forgot: string;
  /** The marketplace's regional portals; the drama app has none. */
  portal?: string;
}

export function SigninForm({ links, onSignedIn }: { links: SigninLinks; onSignedIn: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(signinBody, { email: '', password: '' } satisfies SigninBody);
  const signin = useSignin();

  const submit = submitHandler(form, async (values) => {
    await signin.mutateAsync(values);
    onSignedIn();
  });

  return (
    <>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={signin.isPending}>
            {t('auth.signin.submit')}
          </Button>
        }
      >
        <EmailField control={form.control} name="email" />
        <PasswordField control={form.control} name="password" kind="current" />
      </Form>
      <div className="form-links">
        <Link to={links.signup}>{t('auth.signin.toSignup')}</Link>
        <Link to={links.forgot}>{t('auth.signin.toForgot')}</Link>
      </div>
      {links.portal ? (
        <div className="form-links">
          <Link to={links.portal}>{t('auth.signin.toPortal')}</Link>
        </div>
      ) : null}
    </>
  );
}
