import { useState } from 'react';
import { Button, Form, Segmented } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  TRADE_PASSWORD_LENGTH,
  updateTradePwdBody,
  type UpdateTradePwdBody,
  type UserInfo,
} from '@app/contract';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { CodeField } from '../../../components/code-field';
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
  const digits = {
    type: 'password',
    inputMode: 'numeric',
    maxLength: TRADE_PASSWORD_LENGTH,
    autoComplete: 'off',
  } as const;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await update.mutateAsync(values);
        onDone();
      } catch (error) {
        applyServerErrors(error, form);
      }
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
        <TextField
          control={form.control}
          name="tradePassword"
          label={t('field.tradePassword')}
          input={{ ...digits, placeholder: t('field.tradePasswordPlaceholder') }}
        />
        <TextField
          control={form.control}
          name="confirmTradePassword"
          label={t('field.confirmTradePassword')}
          input={{ ...digits, placeholder: t('field.confirmPlaceholder') }}
        />
        {proof === 'password' ? (
          <TextField
            key="loginPassword"
            shouldUnregister
            control={form.control}
            name="loginPassword"
            label={t('field.loginPassword')}
            input={{
              type: 'password',
              autoComplete: 'current-password',
              placeholder: t('field.oldPasswordPlaceholder'),
            }}
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
