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
  /** Spec §6: the buyer's sign-in links to seller registration and business login. */
  sellerSignup?: string;
  businessSignin?: string;
}

export function SigninForm({
  links,
  onSignedIn,
  signupLabel,
}: {
  links: SigninLinks;
  onSignedIn: () => void;
  /** The sign-up link's words where it leads elsewhere (business login leads to seller registration). */
  signupLabel?: string;
}) {
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
        <Link to={links.signup}>{signupLabel ?? t('auth.signin.toSignup')}</Link>
        <Link to={links.forgot}>{t('auth.signin.toForgot')}</Link>
      </div>
      {links.sellerSignup && links.businessSignin ? (
        <div className="form-links form-links--seller" data-testid="seller-links">
          <Link to={links.sellerSignup}>{t('seller:onboarding.link.sellerSignup')}</Link>
          <Link to={links.businessSignin}>{t('seller:onboarding.link.businessSignin')}</Link>
        </div>
      ) : null}
      {links.portal ? (
        <div className="form-links">
          <Link to={links.portal}>{t('auth.signin.toPortal')}</Link>
        </div>
      ) : null}
    </>
  );
}
