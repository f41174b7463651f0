import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { advanceOrderBody, type AdminOrder } from '@app/contract';
import { showSaveFailure } from '#admin/lib/errors';
import { zodRule } from '#admin/lib/zod-rule';
import { useAdvanceOrder } from '#admin/features/order/orders/api/orders';

/** What the server fills in when a field is left empty. */
const DEFAULT_CARRIER = 'DramaMall Logistics';
const FIELD_MAX = 60;

interface Values {
  carrier?: string;
  trackingNo?: string;
}

interface Props {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Ship for the seller: carrier and tracking number, both optional (the server fills in defaults). */
export function ShipModal({ order, open, onClose, onDone }: Props) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  const advance = useAdvanceOrder();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    const carrier = values.carrier?.trim();
    const trackingNo = values.trackingNo?.trim();
    try {
      await advance.mutateAsync({
        id: order.id,
        action: 'ship',
        ...(carrier ? { carrier } : {}),
        ...(trackingNo ? { trackingNo } : {}),
      });
      form.resetFields();
      onDone();
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, ['carrier', 'trackingNo']);
    }
  };

  return (
    <Modal
      open={open}
      title={t('console.orders.ship.title', { orderNo: order.orderNo })}
      okText={t('console.orders.ship.confirm')}
      cancelText={t('staff:action.cancel')}
      okButtonProps={{ loading: advance.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
      forceRender
      data-testid="ship-modal"
    >
      <Typography.Paragraph>{t('console.orders.ship.explain')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical">
        <Form.Item
          name="carrier"
          label={t('console.orders.field.carrier')}
          rules={[zodRule(advanceOrderBody.shape.carrier, t, t('console.orders.field.carrier'))]}
          extra={t('console.orders.ship.carrierHelp', { carrier: DEFAULT_CARRIER })}
        >
          <Input maxLength={FIELD_MAX} placeholder={DEFAULT_CARRIER} autoFocus />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('console.orders.field.trackingNo')}
          rules={[zodRule(advanceOrderBody.shape.trackingNo, t, t('console.orders.field.trackingNo'))]}
          extra={t('console.orders.ship.trackingHelp', { trackingNo: `DM${order.orderNo}` })}
        >
          <Input className="ltr-input" maxLength={FIELD_MAX} placeholder={`DM${order.orderNo}`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
