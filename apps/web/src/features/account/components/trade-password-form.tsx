import { useState } from 'react';
import { Button, Form, Segmented } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { updateTradePwdBody, type UpdateTradePwdBody, type UserInfo } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { CodeField } from '#web/components/code-field';
import { TradePasswordField } from '#web/components/trade-password-field';
import { useUpdateTradePassword } from '#web/features/account/api/account';

type Proof = 'old' | 'code';

/**
 * A 6-digit trade password (DESIGN §2): the first one is set with an email code, a change is proven
 * with the current trade password or an email code. The login password is never enough: it is
 * what a thief who took over the account would have (decision 0019).
 */
export function TradePasswordForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const changing = user.hasTradePassword;
  const [proof, setProof] = useState<Proof>(changing ? 'old' : 'code');
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
      // The schema asks for "old trade password or code" on the code; in the other mode show it there.
      if (proof === 'old' && errors.code && !errors.oldTradePassword) {
        form.clearErrors('code');
        form.setError('oldTradePassword', { message: 'validation.tradePasswordRequired' });
      }
    },
  );

  return (
    <div className="form-card">
      {changing ? (
        <div className="segmented-wrap">
          <Segmented
            value={proof}
            onChange={(value) => {
              setProof(value as Proof);
              form.clearErrors(['oldTradePassword', 'code']);
            }}
            options={[
              { label: t('account:tradePassword.byOld'), value: 'old' },
              { label: t('account:tradePassword.byCode'), value: 'code' },
            ]}
          />
        </div>
      ) : (
        <p className="form-hint" data-testid="trade-first-hint">
          {t('account:tradePassword.firstHint')}
        </p>
      )}
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={update.isPending}>
            {t('action.confirm')}
          </Button>
        }
      >
        {proof === 'old' ? (
          <TradePasswordField
            key="oldTradePassword"
            shouldUnregister
            control={form.control}
            name="oldTradePassword"
            label={t('field.oldTradePassword')}
            placeholder={t('field.oldTradePasswordPlaceholder')}
          />
        ) : null}
        <TradePasswordField
          control={form.control}
          name="tradePassword"
          label={changing ? t('field.newTradePassword') : undefined}
        />
        <TradePasswordField
          control={form.control}
          name="confirmTradePassword"
          label={t('field.confirmTradePassword')}
          placeholder={t('field.confirmPlaceholder')}
        />
        {proof === 'code' ? (
          <CodeField
            key="code"
            shouldUnregister
            control={form.control}
            name="code"
            label={t('account:tradePassword.codeLabel', { email: user.email })}
            scene="tradePassword"
            getEmail={() => user.email}
            onInvalidEmail={() => undefined}
          />
        ) : null}
      </Form>
      <p className="form-hint">{t('account:tradePassword.hint')}</p>
    </div>
  );
}
