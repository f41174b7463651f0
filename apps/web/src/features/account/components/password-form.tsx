import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { updatePwdBody, type UpdatePwdBody } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { PasswordField } from '#web/components/password-field';
import { useUpdatePassword } from '#web/features/account/api/account';

/** Change of login password; the server signs out every other session, this one stays. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(updatePwdBody, {
    oldPassword: '',
    password: '',
    confirmPassword: '',
  } satisfies UpdatePwdBody);
  const update = useUpdatePassword();

  const submit = submitHandler(form, async (values) => {
    await update.mutateAsync(values);
    onDone();
  });

  return (
    <div className="form-card">
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={update.isPending}>
            {t('action.confirm')}
          </Button>
        }
      >
        <PasswordField
          control={form.control}
          name="oldPassword"
          kind="current"
          label={t('field.oldPassword')}
          placeholder={t('field.oldPasswordPlaceholder')}
        />
        <PasswordField control={form.control} name="password" kind="new" />
        <PasswordField control={form.control} name="confirmPassword" kind="confirm" />
      </Form>
      <p className="form-hint">{t('account:password.hint')}</p>
    </div>
  );
}
