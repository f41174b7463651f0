import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, QRCode, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { totpField } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { PageTitle } from '#admin/components/page-title';
import { TotpInput } from '#admin/components/totp-input';
import { useStaff } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { zodRule } from '#admin/lib/zod-rule';
import { useSetupTotp, useToggleTotp } from '#admin/features/staff/security/api/totp';

/** The 6-digit code field, with the server's answer (wrong or used code) shown on it. */
function CodeForm({
  submitLabel,
  danger,
  pending,
  onSubmit,
}: {
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ totp: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form
      form={form}
      layout="inline"
      requiredMark={false}
      onValuesChange={() => setFailure(null)}
      onFinish={({ totp }) =>
        onSubmit(totp.trim()).catch((error: unknown) => {
          const onField =
            error instanceof ApiError ? error.fields.find((f) => f.field === 'totp') : undefined;
          if (onField)
            form.setFields([{ name: 'totp', errors: [error instanceof ApiError ? error.message : ''] }]);
          else setFailure(errorMessage(error, t));
        })
      }
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="totp"
        rules={[zodRule(totpField, t, t('security.totp.code'))]}
        validateTrigger="onBlur"
      >
        <TotpInput
          placeholder="123456"
          aria-label={t('security.totp.code')}
          style={{ width: 140, letterSpacing: 2 }}
          data-testid="totp-code"
        />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ width: '100%', marginTop: 8 }} />
      ) : null}
    </Form>
  );
}

/**
 * Account security: two-factor sign-in with an authenticator app (RFC 6238). Required of admin and
 * finance members when the deployment says so; until then this is the only page they can use.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const setup = useSetupTotp();
  const enable = useToggleTotp(true);
  const disable = useToggleTotp(false);
  const mustSetUp = staff.totpRequired && !staff.totpEnabled;

  return (
    <>
      <PageTitle title={t('security.title')} subtitle={staff.email} />
      {mustSetUp ? (
        <Alert
          type="warning"
          showIcon
          title={t('security.totp.required')}
          style={{ marginBottom: 16 }}
          data-testid="totp-required"
        />
      ) : null}
      <Card
        title={
          <Flex align="center" gap={8}>
            <SafetyCertificateOutlined />
            {t('security.totp.title')}
            <Tag color={staff.totpEnabled ? 'green' : 'default'} data-testid="totp-status">
              {t(staff.totpEnabled ? 'security.totp.on' : 'security.totp.off')}
            </Tag>
          </Flex>
        }
        style={{ maxWidth: 640 }}
      >
        <Typography.Paragraph type="secondary">{t('security.totp.intro')}</Typography.Paragraph>
        {staff.totpEnabled ? (
          staff.totpRequired ? (
            <Typography.Text>{t('security.totp.requiredKeep')}</Typography.Text>
          ) : (
            <>
              <Typography.Paragraph>{t('security.totp.disableHint')}</Typography.Paragraph>
              <CodeForm
                submitLabel={t('security.totp.disable')}
                danger
                pending={disable.isPending}
                onSubmit={(code) => disable.mutateAsync(code)}
              />
            </>
          )
        ) : setup.data ? (
          <Flex vertical gap={16}>
            <Typography.Text strong>{t('security.totp.scan')}</Typography.Text>
            <Flex gap={24} wrap align="center">
              <QRCode value={setup.data.uri} size={176} bordered data-testid="totp-qr" />
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text type="secondary">{t('security.totp.key')}</Typography.Text>
                <CopyText text={setup.data.secret} full />
              </Flex>
            </Flex>
            <Typography.Text strong>{t('security.totp.enter')}</Typography.Text>
            <CodeForm
              submitLabel={t('security.totp.enable')}
              pending={enable.isPending}
              onSubmit={(code) => enable.mutateAsync(code)}
            />
          </Flex>
        ) : (
          <Button
            type="primary"
            onClick={() => setup.mutate()}
            loading={setup.isPending}
            data-testid="totp-setup"
          >
            {t('security.totp.setup')}
          </Button>
        )}
        {setup.error ? (
          <Alert type="error" showIcon title={errorMessage(setup.error, t)} style={{ marginTop: 12 }} />
        ) : null}
      </Card>
    </>
  );
}
