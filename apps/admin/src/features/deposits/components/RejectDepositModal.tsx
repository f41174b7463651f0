import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, minorToDecimal, reviewBody } from '@app/contract';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/request';
import { zodRule } from '../../../lib/zod-rule';
import { useReviewDeposit } from '../api/deposits';
import type { AdminDeposit } from './deposit-types';

const REASON_MAX = 500;
/** Answers meaning the decision is no longer this staff member's to make: close and say why. */
const SETTLED = new Set(['REVIEW_ALREADY_DONE', 'REVIEW_OWN_REQUEST', 'NOT_FOUND']);

interface Props {
  deposit: AdminDeposit | null;
  onClose: () => void;
}

/** A rejection needs a reason: the user reads it on their deposit record. */
export function RejectDepositModal({ deposit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const review = useReviewDeposit();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    if (!deposit) return;
    const { reason } = await form.validateFields();
    setFailure(null);
    review.mutate(
      { id: deposit.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('deposits.reject.done'));
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
      open={deposit !== null}
      title={t('deposits.reject.title')}
      okText={t('deposits.reject.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      {deposit ? (
        <Typography.Paragraph>
          {t('deposits.reject.explain', {
            email: deposit.user.email,
            amount: `\u2066${minorToDecimal(deposit.assetAmount, deposit.assetScale)} ${deposit.currency}\u2069`,
            credit: `\u2066${formatMoney(deposit.creditAmount, i18n.language)}\u2069`,
          })}
        </Typography.Paragraph>
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={t('deposits.reject.reason')}
          required
          rules={[
            { required: true, whitespace: true, message: t('validation:validation.reasonRequired') },
            zodRule(reviewBody.shape.reason, t, t('deposits.reject.reason')),
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('deposits.reject.placeholder')}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
