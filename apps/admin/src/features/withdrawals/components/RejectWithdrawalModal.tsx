import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, reviewBody } from '@app/contract';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/request';
import { zodRule } from '../../../lib/zod-rule';
import { useReviewWithdraw } from '../api/withdrawals';
import type { AdminWithdrawal } from './withdrawal-types';

const REASON_MAX = 500;
/** Answers meaning the decision is no longer this staff member's to make: close and say why. */
const SETTLED = new Set(['REVIEW_ALREADY_DONE', 'REVIEW_OWN_REQUEST', 'NOT_FOUND']);

interface Props {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}

/** A rejection releases the hold and needs a reason, which the user reads on their record. */
export function RejectWithdrawalModal({ withdrawal, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const review = useReviewWithdraw();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    if (!withdrawal) return;
    const { reason } = await form.validateFields();
    setFailure(null);
    review.mutate(
      { id: withdrawal.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('withdrawals.reject.done'));
          close();
        },
        onError: (error) => {
          const reasonError =
            error instanceof ApiError ? error.fields.find((f) => f.field === 'reason') : undefined;
          if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
          else if (error instanceof ApiError && SETTLED.has(error.error)) {
            void message.error(errorMessage(error, t));
            close();
          } else setFailure(errorMessage(error, t));
        },
      },
    );
  };

  return (
    <Modal
      open={withdrawal !== null}
      title={t('withdrawals.reject.title')}
      okText={t('withdrawals.reject.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      {withdrawal ? (
        <Typography.Paragraph>
          {t('withdrawals.reject.explain', {
            email: withdrawal.user.email,
            total: `\u2066${formatMoney(withdrawal.amount + withdrawal.fee, i18n.language)}\u2069`,
          })}
        </Typography.Paragraph>
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={t('withdrawals.reject.reason')}
          required
          rules={[
            { required: true, whitespace: true, message: t('validation:validation.reasonRequired') },
            zodRule(reviewBody.shape.reason, t, t('withdrawals.reject.reason')),
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('withdrawals.reject.placeholder')}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
