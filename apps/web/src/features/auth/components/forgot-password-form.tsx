import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { resetPwdBody, type ResetPwdBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { CodeField } from '#web/components/code-field';
import { EmailField } from '#web/components/email-field';
import { PasswordField } from '#web/components/password-field';
import { useResetPassword } from '#web/features/auth/api/auth';

/** Email, then the code sent to it, then the new password (spec §2: forgot password with email code). */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(resetPwdBody, {
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
  } satisfies ResetPwdBody);
  const reset = useResetPassword();

  const submit = submitHandler(form, async (values) => {
    await reset.mutateAsync(values);
    onDone();
  });

  return (
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={reset.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      }
    >
      <EmailField control={form.control} name="email" />
      <CodeField
        control={form.control}
        name="code"
        scene="resetPassword"
        getEmail={() => form.getValues('email')}
        onInvalidEmail={(message) => form.setError('email', { message }, { shouldFocus: true })}
      />
      <PasswordField control={form.control} name="password" kind="new" />
      <PasswordField control={form.control} name="confirmPassword" kind="confirm" />
    </Form>
  );
}
