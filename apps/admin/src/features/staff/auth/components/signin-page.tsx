import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffSigninBody, totpField, type ApiBody } from '@app/contract';
import { LanguageSwitcher } from '#admin/components/language-switcher';
import { TotpInput } from '#admin/components/totp-input';
import { useStaffToken } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { zodRule } from '#admin/lib/zod-rule';
import { useSignin } from '#admin/features/staff/auth/api/staff-session';

type SigninForm = ApiBody<'admin/signin'>;
const FORM_FIELDS: ReadonlySet<string> = new Set(['email', 'password', 'totp']);

/** Only same-console paths are followed after sign-in. */
function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export default function SigninPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SigninForm>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useStaffToken();
  const signin = useSignin();
  const [formError, setFormError] = useState<string | null>(null);
  // Asked for once the server says this member signs in with a second factor.
  const [needTotp, setNeedTotp] = useState(false);
  const returnTo = safeReturnPath(params.get('from'));

  if (token && !signin.isPending) return <Navigate to={returnTo} replace />;

  const onFinish = (values: SigninForm) => {
    setFormError(null);
    signin.mutate(values, {
      onSuccess: () => navigate(returnTo, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0) {
          const totp = error.fields.find((f) => f.field === 'totp');
          if (totp) setNeedTotp(true);
          // "Enter the code" is a prompt the first time, not an error.
          const onForm = error.fields.filter(
            (f) => FORM_FIELDS.has(f.field) && !(f.field === 'totp' && f.rule === 'required' && !needTotp),
          );
          form.setFields(onForm.map((f) => ({ name: f.field as keyof SigninForm, errors: [f.message] })));
          if (totp) return;
          if (onForm.length === error.fields.length) return;
        }
        setFormError(errorMessage(error, t));
      },
    });
  };

  return (
    <Flex vertical align="center" justify="center" className="signin-page">
      <div className="signin-language">
        <LanguageSwitcher />
      </div>
      <Card className="signin-card" variant="borderless">
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <div className="brand-mark" aria-hidden>
            A
          </div>
          <Typography.Title level={3} style={{ margin: '12px 0 0' }}>
            {t('app.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('signin.subtitle')}</Typography.Text>
        </Flex>
        {formError ? (
          <Alert
            type="error"
            showIcon
            title={formError}
            role="alert"
            data-testid="signin-error"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form<SigninForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          onValuesChange={() => setFormError(null)}
          disabled={signin.isPending}
        >
          <Form.Item
            name="email"
            label={t('signin.email')}
            rules={[zodRule(staffSigninBody.shape.email, t, t('signin.email'))]}
            validateTrigger="onBlur"
          >
            <Input type="email" autoComplete="username" size="large" dir="ltr" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('signin.password')}
            rules={[zodRule(staffSigninBody.shape.password, t, t('signin.password'))]}
            validateTrigger="onBlur"
          >
            <Input.Password autoComplete="current-password" size="large" dir="ltr" />
          </Form.Item>
          {needTotp ? (
            <Form.Item
              name="totp"
              label={t('signin.totp')}
              extra={t('signin.totpHint')}
              rules={[zodRule(totpField, t, t('signin.totp'))]}
              validateTrigger="onBlur"
            >
              <TotpInput size="large" autoFocus data-testid="signin-totp" />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" size="large" block loading={signin.isPending}>
            {t('signin.submit')}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
          {t('signin.staffOnly')}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
