import { useState, type ReactNode } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewBody } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { zodRule } from '#admin/lib/zod-rule';

const REASON_MAX = 500;
/** Answers meaning the decision is no longer this staff member's to make: close and say why. */
const SETTLED = new Set(['REVIEW_ALREADY_DONE', 'REVIEW_OWN_REQUEST', 'NOT_FOUND']);

export interface RejectReasonText {
  title: string;
  reason: string;
  placeholder: string;
  confirm: string;
  done: string;
}

interface Props {
  open: boolean;
  /** What the rejection does, for this record. */
  explain: ReactNode;
  text: RejectReasonText;
  /** The longest reason the call takes (500 unless told). */
  max?: number;
  pending: boolean;
  /** Sends the rejection; a failure keeps the form open unless the decision is settled. */
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A rejection needs a reason: the user reads it on their record. */
export function RejectReasonModal({
  open,
  explain,
  text,
  max = REASON_MAX,
  pending,
  reject,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const { reason } = await form.validateFields();
    setFailure(null);
    try {
      await reject(reason.trim());
      void message.success(text.done);
      close();
    } catch (error) {
      const reasonError =
        error instanceof ApiError ? error.fields.find((f) => f.field === 'reason') : undefined;
      if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
      else if (error instanceof ApiError && SETTLED.has(error.error)) {
        void message.error(errorMessage(error, t));
        close();
      } else setFailure(errorMessage(error, t));
    }
  };

  return (
    <Modal
      open={open}
      title={text.title}
      okText={text.confirm}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      {open ? <Typography.Paragraph>{explain}</Typography.Paragraph> : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={text.reason}
          required
          rules={[
            { required: true, whitespace: true, message: t('validation:validation.reasonRequired') },
            zodRule(reviewBody.shape.reason, t, text.reason),
            { max, message: t('validation:validation.tooLong', { field: text.reason, max }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={max} showCount placeholder={text.placeholder} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
