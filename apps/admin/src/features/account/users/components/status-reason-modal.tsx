import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setUserStatusBody, type AdminUser } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { zodRule } from '#admin/lib/zod-rule';
import { useSetUserStatus } from '#admin/features/account/users/api/users';

interface Props {
  user: Pick<AdminUser, 'id' | 'email' | 'status'>;
  open: boolean;
  onClose: () => void;
  onDone: (status: AdminUser['status']) => void;
}

const REASON_MAX = 500;

/** Disabling or re-enabling a user needs a reason; it goes to the audit log. */
export function StatusReasonModal({ user, open, onClose, onDone }: Props) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ reason: string }>();
  const setStatus = useSetUserStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const next: AdminUser['status'] = user.status === 'active' ? 'disabled' : 'active';
  const disabling = next === 'disabled';

  const submit = async () => {
    const { reason } = await form.validateFields();
    setFailure(null);
    setStatus.mutate(
      { id: user.id, status: next, reason: reason.trim() },
      {
        onSuccess: () => {
          form.resetFields();
          onDone(next);
        },
        onError: (error) => {
          const reasonError =
            error instanceof ApiError ? error.fields.find((f) => f.field === 'reason') : undefined;
          if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
          else setFailure(errorMessage(error, t));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t(disabling ? 'console.users.disable.title' : 'console.users.enable.title')}
      okText={t(disabling ? 'console.users.disable.confirm' : 'console.users.enable.confirm')}
      cancelText={t('staff:action.cancel')}
      okButtonProps={{ danger: disabling, loading: setStatus.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph>
        {t(disabling ? 'console.users.disable.explain' : 'console.users.enable.explain', {
          email: user.email,
        })}
      </Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={t('console.users.reason.label')}
          required
          rules={[zodRule(setUserStatusBody.shape.reason, t, t('console.users.reason.label'))]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('console.users.reason.placeholder')}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
