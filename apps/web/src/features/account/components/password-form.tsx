import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { updatePwdBody, type UpdatePwdBody } from '@app/contract';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { useUpdatePassword } from '../api/account';

/** Change of login password; the server signs out every other session, this one stays. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(updatePwdBody, {
    oldPassword: '',
    password: '',
    confirmPassword: '',
  } satisfies UpdatePwdBody);
  const update = useUpdatePassword();

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerErrors(error, form);
    }
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
        <TextField
          control={form.control}
          name="oldPassword"
          label={t('field.oldPassword')}
          input={{
            type: 'password',
            autoComplete: 'current-password',
            placeholder: t('field.oldPasswordPlaceholder'),
          }}
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
          input={{
            type: 'password',
            autoComplete: 'new-password',
            placeholder: t('field.confirmPlaceholder'),
          }}
        />
      </Form>
      <p className="form-hint">{t('password.hint')}</p>
    </div>
  );
}
