import { useState } from 'react';
import { Alert, App, Card, Flex, Form, Input, Modal, Skeleton, Switch, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setProductReviewBody } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { useCanCall } from '#admin/lib/access';
import { ApiError } from '#admin/lib/request';
import { zodRule } from '#admin/lib/zod-rule';
import { useProductReview, useSetProductReview } from '#admin/features/catalog/goods-review/api/goods-review';

const REASON_MAX = 200;

/**
 * DESIGN §2's "product review before sale": off, a seller's new product goes on sale at once; on,
 * it waits in this queue. Admins turn it with a reason (audited); other members see where it stands.
 */
export function ReviewSwitch() {
  const { t } = useTranslation('catalog');
  const { message } = App.useApp();
  const canChange = useCanCall('admin/setProductReview');
  const current = useProductReview();
  const change = useSetProductReview();
  const [form] = Form.useForm<{ reason: string }>();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setAsking(null);
    setFailure(null);
    form.resetFields();
  };
  const submit = async () => {
    if (asking === null) return;
    const { reason } = await form.validateFields();
    setFailure(null);
    try {
      const next = await change.mutateAsync({ on: asking, reason: reason.trim() });
      void message.success(
        t(next.on ? 'console.goodsReview.switch.turnedOn' : 'console.goodsReview.switch.turnedOff'),
      );
      close();
    } catch (error) {
      const reasonError =
        error instanceof ApiError ? error.fields.find((f) => f.field === 'reason') : undefined;
      if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
      else setFailure(errorMessage(error, t));
    }
  };

  if (current.isPending) {
    return (
      <Card size="small" style={{ marginBottom: 16 }}>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  if (current.error && !current.data) {
    return (
      <Alert type="error" showIcon title={errorMessage(current.error, t)} style={{ marginBottom: 16 }} />
    );
  }
  const on = current.data?.on ?? false;
  const reasonLabel = t('console.stores.field.reason');

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="review-switch-card">
      <Flex gap={16} align="flex-start">
        <Switch
          checked={on}
          disabled={!canChange}
          loading={change.isPending}
          onChange={(next) => setAsking(next)}
          aria-label={t('console.goodsReview.switch.label')}
          data-testid="review-switch"
        />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{t('console.goodsReview.switch.label')}</Typography.Text>
            <Tag
              color={on ? 'processing' : 'default'}
              style={{ marginInlineEnd: 0 }}
              data-testid="review-switch-state"
            >
              {t(on ? 'console.goodsReview.switch.on' : 'console.goodsReview.switch.off')}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t(on ? 'console.goodsReview.switch.onHelp' : 'console.goodsReview.switch.offHelp')}
          </Typography.Text>
          {canChange ? null : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <LockOutlined /> {t('console.goodsReview.switch.adminOnly')}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      <Modal
        open={asking !== null}
        title={t(
          asking ? 'console.goodsReview.switch.turnOnTitle' : 'console.goodsReview.switch.turnOffTitle',
        )}
        okText={t(asking ? 'console.goodsReview.switch.turnOn' : 'console.goodsReview.switch.turnOff')}
        cancelText={t('staff:action.cancel')}
        okButtonProps={{ loading: change.isPending, 'data-testid': 'review-switch-confirm' }}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={close}
        destroyOnHidden
        forceRender
      >
        <Typography.Paragraph>
          {t(
            asking ? 'console.goodsReview.switch.turnOnExplain' : 'console.goodsReview.switch.turnOffExplain',
          )}
        </Typography.Paragraph>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
        <Form form={form} layout="vertical" requiredMark>
          <Form.Item
            name="reason"
            label={reasonLabel}
            required
            rules={[zodRule(setProductReviewBody.shape.reason, t, reasonLabel)]}
          >
            <Input.TextArea
              rows={3}
              maxLength={REASON_MAX}
              showCount
              placeholder={t('console.stores.edit.reasonPlaceholder')}
              autoFocus
              data-testid="review-switch-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
