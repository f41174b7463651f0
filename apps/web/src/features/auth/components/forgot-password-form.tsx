import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { resetPwdBody, type ResetPwdBody } from '@app/contract';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { CodeField } from '../../../components/code-field';
import { useResetPassword } from '../api/auth';

/** Email, then the code sent to it, then the new password (spec §2: forgot password with email code). */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(resetPwdBody, {
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
  } satisfies ResetPwdBody);
  const reset = useResetPassword();

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerErrors(error, form);
    }
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
      <TextField
        control={form.control}
        name="email"
        label={t('field.email')}
        input={{ type: 'email', autoComplete: 'email', placeholder: t('field.emailPlaceholder') }}
      />
      <CodeField
        control={form.control}
        name="code"
        scene="resetPassword"
        getEmail={() => form.getValues('email')}
        onInvalidEmail={(message) => form.setError('email', { message }, { shouldFocus: true })}
      />
      <TextField
        control={form.control}
        name="password"
        label={t('field.newPassword')}
        input={{
          type: 'password',
          autoComplete: 'new-password',
          placeholder: t('field.newPasswordPlaceholder'),
        }}
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        label={t('field.confirmPassword')}
        input={{ type: 'password', autoComplete: 'new-password', placeholder: t('field.confirmPlaceholder') }}
      />
    </Form>
  );
}
