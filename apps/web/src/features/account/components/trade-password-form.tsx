import { useState } from 'react';
import { Button, Form, Segmented } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { updateTradePwdBody, type UpdateTradePwdBody, type UserInfo } from '@app/contract';
import { submitHandler, useZodForm } from '../../../lib/form';
import { CodeField } from '../../../components/code-field';
import { PasswordField } from '../../../components/password-field';
import { TradePasswordField } from '../../../components/trade-password-field';
import { useUpdateTradePassword } from '../api/account';

type Proof = 'password' | 'code';

/** A 6-digit trade password, set with the login password or an email code (DESIGN §2). */
export function TradePasswordForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<Proof>('password');
  const form = useZodForm(updateTradePwdBody, {
    tradePassword: '',
    confirmTradePassword: '',
  } satisfies Partial<UpdateTradePwdBody>);
  const update = useUpdateTradePassword();

  const submit = submitHandler(
    form,
    async (values) => {
      await update.mutateAsync(values);
      onDone();
    },
    (errors) => {
      // The schema reports "password or code" on loginPassword; in code mode show it on the code.
      if (proof === 'code' && errors.loginPassword && !errors.code) {
        form.setError('code', { message: 'validation.codeRequired' });
      }
    },
  );

  return (
    <div className="form-card">
      <div className="segmented-wrap">
        <Segmented
          value={proof}
          onChange={(value) => {
            setProof(value as Proof);
            form.clearErrors(['loginPassword', 'code']);
          }}
          options={[
            { label: t('tradePassword.byPassword'), value: 'password' },
            { label: t('tradePassword.byCode'), value: 'code' },
          ]}
        />
      </div>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={update.isPending}>
            {t('action.confirm')}
          </Button>
        }
      >
        <TradePasswordField control={form.control} name="tradePassword" />
        <TradePasswordField
          control={form.control}
          name="confirmTradePassword"
          label={t('field.confirmTradePassword')}
          placeholder={t('field.confirmPlaceholder')}
        />
        {proof === 'password' ? (
          <PasswordField
            key="loginPassword"
            shouldUnregister
            control={form.control}
            name="loginPassword"
            kind="current"
            label={t('field.loginPassword')}
            placeholder={t('field.oldPasswordPlaceholder')}
          />
        ) : (
          <CodeField
            key="code"
            shouldUnregister
            control={form.control}
            name="code"
            label={t('tradePassword.codeLabel', { email: user.email })}
            scene="tradePassword"
            getEmail={() => user.email}
            onInvalidEmail={() => undefined}
          />
        )}
      </Form>
      <p className="form-hint">{t('tradePassword.hint')}</p>
    </div>
  );
}
