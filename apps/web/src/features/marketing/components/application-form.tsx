import { useState } from 'react';
import { Button, Checkbox, Form, Result, Selector, TextArea } from 'antd-mobile';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_LINK_MAX,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_NAME_MAX,
  APPLICATION_SIZES,
  applyBody,
  type ApplicationKind,
  type ApplyBody,
} from '@app/contract';
import { FormField, TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useCurrentUser } from '#web/lib/session';
import { CountryPicker } from '#web/features/address';
import { useApply } from '#web/features/marketing/api/marketing';

type Values = Omit<ApplyBody, 'agree' | 'size'> & { size: ApplyBody['size'] | ''; agree: boolean };

/** The application: who, where, their channel or company, how large, a message, the agreement. */
export default function ApplicationForm({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation('marketing');
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const apply = useApply();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(applyBody, {
    kind,
    name: '',
    email: user.data?.email ?? '',
    country: '',
    link: '',
    size: '',
    message: '',
    agree: false,
  } as Values as unknown as ApplyBody);
  const submit = submitHandler(form, async (values) => {
    await apply.mutateAsync(values);
    setSent(values.email);
    form.reset();
  });

  if (sent) {
    return (
      <div className="mkt-sent" data-testid="application-sent">
        <Result
          status="success"
          title={t('form.sent.title')}
          description={`${t('form.sent.text', { email: sent })}${user.data ? ` ${t('form.sent.signedIn')}` : ''}`}
        />
        <Button block shape="rounded" onClick={() => setSent(null)}>
          {t('form.sent.another')}
        </Button>
      </div>
    );
  }

  return (
    <div className="form-card mkt-form">
      {user.data ? null : (
        <p className="mkt-form__hint">
          {t('form.signinHint')}{' '}
          <Link to={`/auth/signin?redirect=${encodeURIComponent(pathname)}`} data-testid="application-signin">
            {t('account:route.signin')}
          </Link>
        </p>
      )}
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={apply.isPending}
            data-testid="application-submit"
          >
            {t('form.submit')}
          </Button>
        }
      >
        <TextField
          control={form.control}
          name="name"
          label={t(`form.name.${kind}`)}
          input={{
            maxLength: APPLICATION_NAME_MAX,
            autoComplete: kind === 'partner' ? 'organization' : 'name',
          }}
        />
        <TextField
          control={form.control}
          name="email"
          label={t('common:field.email')}
          input={{ type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 }}
        />
        <FormField control={form.control} name="country" label={t('form.country')}>
          {(field) => (
            <CountryPicker
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <TextField
          control={form.control}
          name="link"
          label={t(`form.link.${kind}`)}
          input={{
            type: 'url',
            inputMode: 'url',
            autoComplete: 'url',
            maxLength: APPLICATION_LINK_MAX,
            placeholder: t(`form.link.${kind}Placeholder`),
          }}
        />
        <FormField control={form.control} name="size" label={t(`form.size.${kind}`)}>
          {(field) => (
            <Selector
              columns={2}
              aria-label={t(`form.size.${kind}`)}
              options={APPLICATION_SIZES.map((size) => ({ value: size, label: t(`size.${kind}.${size}`) }))}
              value={field.value ? [field.value as string] : []}
              onChange={(v) => {
                field.onChange(v[0] ?? '');
                field.onBlur();
              }}
            />
          )}
        </FormField>
        <FormField control={form.control} name="message" label={t(`form.message.${kind}`)}>
          {(field) => (
            <TextArea
              aria-label={t(`form.message.${kind}`)}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={4}
              maxLength={APPLICATION_MESSAGE_MAX}
              showCount
            />
          )}
        </FormField>
        <FormField control={form.control} name="agree" label="">
          {(field) => (
            <Checkbox
              checked={field.value === true}
              onChange={(checked) => {
                field.onChange(checked);
                field.onBlur();
              }}
              data-testid="application-agree"
            >
              <span className="mkt-form__agree">
                {t('form.agree')} <Link to="/about/privacy">{t('form.privacy')}</Link>
              </span>
            </Checkbox>
          )}
        </FormField>
      </Form>
    </div>
  );
}
