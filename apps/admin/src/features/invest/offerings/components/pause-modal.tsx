import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pauseOfferingBody, type AdminOffering } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { zodRule } from '#admin/lib/zod-rule';
import { usePauseOffering } from '#admin/features/invest/offerings/api/offerings';

/** Pausing or resuming a rush needs a reason (audited); holdings keep earning either way. */
export function PauseModal({ offering, onClose }: { offering: AdminOffering | null; onClose: () => void }) {
  const { t } = useTranslation('invest');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const pause = usePauseOffering();
  const resuming = offering?.paused === true;
  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    if (!offering) return;
    const { reason } = await form.validateFields();
    try {
      await pause.mutateAsync({ id: offering.id, paused: !resuming, reason: reason.trim() });
      void message.success(t(resuming ? 'console.pause.resumed' : 'console.pause.paused'));
      close();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };
  return (
    <Modal
      open={offering !== null}
      title={t(resuming ? 'console.pause.resumeTitle' : 'console.pause.title')}
      okText={t(resuming ? 'console.offerings.resume' : 'console.offerings.pause')}
      cancelText={t('staff:action.cancel')}
      okButtonProps={{ loading: pause.isPending, danger: !resuming, id: 'offering-pause-confirm' }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Typography.Text strong dir="auto">
          {offering?.drama.title}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t(resuming ? 'console.pause.resumeExplain' : 'console.pause.explain')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('console.offerings.field.reason')}
          required
          rules={[zodRule(pauseOfferingBody.shape.reason, t, t('console.offerings.field.reason'))]}
        >
          <Input.TextArea maxLength={200} rows={2} showCount data-testid="offering-pause-reason" />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
    </Modal>
  );
}
