import { Button, Form, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { updateEmailBody, type UpdateEmailBody, type UserInfo } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { CodeField } from '#web/components/code-field';
import { EmailField } from '#web/components/email-field';
import { PasswordField } from '#web/components/password-field';
import { useUpdateEmail } from '#web/features/account/api/account';

/**
 * Change of email: the account's password and a code sent to the new address. The old address is
 * told, and withdrawals and transfers pause for a day (decision 0019), which the form says first.
 */
export function EmailForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const form = useZodForm(updateEmailBody, { email: '', code: '', password: '' } satisfies UpdateEmailBody);
  const updateEmail = useUpdateEmail();

  const submit = submitHandler(form, async (values) => {
    await updateEmail.mutateAsync(values);
    form.reset({ email: '', code: '', password: '' });
    Toast.show({ icon: 'success', content: t('profile.emailSaved') });
  });

  return (
    <div className="form-card">
      <div className="form-card__title">{t('profile.emailSection', { email: user.email })}</div>
      <p className="form-hint">{t('profile.emailChangeHint')}</p>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            fill="outline"
            shape="rounded"
            loading={updateEmail.isPending}
          >
            {t('profile.changeEmail')}
          </Button>
        }
      >
        <PasswordField
          control={form.control}
          name="password"
          kind="current"
          label={t('common:field.loginPassword')}
          placeholder={t('common:field.oldPasswordPlaceholder')}
        />
        <EmailField control={form.control} name="email" label={t('common:field.newEmail')} />
        <CodeField
          control={form.control}
          name="code"
          scene="changeEmail"
          getEmail={() => form.getValues('email')}
          onInvalidEmail={(message) => form.setError('email', { message }, { shouldFocus: true })}
        />
      </Form>
    </div>
  );
}
