import { useState } from 'react';
import { Alert, Avatar, Flex, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STORE_STATUSES, saveStoreBody, type StoreStatus } from '@app/contract';
import { showSaveFailure } from '#admin/lib/errors';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveStore, type AdminStore } from '#admin/features/catalog/stores/api/stores';
import { StoreStatusTag } from './store-status-tag';

const REASON_MAX = 200;
const LEVEL = { min: 1, max: 10 } as const;
/** Statuses that stop a store selling and being contacted. */
const RESTRICTING: readonly StoreStatus[] = ['frozen', 'disabled'];

interface Values {
  level: number;
  status: StoreStatus;
  reason: string;
}

interface Props {
  store: AdminStore;
  onClose: () => void;
  onDone: () => void;
}

/** Change a store's level or status; the reason goes to the audit log with the change. */
export function StoreEditModal({ store, onClose, onDone }: Props) {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<Values>();
  const save = useSaveStore();
  const [failure, setFailure] = useState<string | null>(null);
  const level = Form.useWatch('level', form);
  const status = Form.useWatch('status', form);

  const levelChanged = level !== undefined && level !== null && level !== store.level;
  const statusChanged = status !== undefined && status !== store.status;
  const restricting = statusChanged && RESTRICTING.includes(status);
  const reopening = statusChanged && RESTRICTING.includes(store.status) && !RESTRICTING.includes(status);

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      await save.mutateAsync({
        id: store.id,
        ...(levelChanged ? { level: values.level } : {}),
        ...(statusChanged ? { status: values.status } : {}),
        reason: values.reason.trim(),
      });
      onDone();
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, ['level', 'status', 'reason']);
    }
  };

  const label = (key: string) => t(`console.stores.field.${key}`);
  return (
    <Modal
      open
      title={t('console.stores.edit.title', { name: store.name })}
      okText={t(restricting ? 'console.stores.edit.confirmRestrict' : 'console.stores.edit.confirm')}
      cancelText={t('staff:action.cancel')}
      okButtonProps={{
        danger: restricting,
        loading: save.isPending,
        disabled: !levelChanged && !statusChanged,
      }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="store-modal"
    >
      <Flex align="center" gap={10} style={{ marginBottom: 16 }}>
        <Avatar shape="square" size={40} src={store.logo || undefined} alt="">
          {store.name.slice(0, 1)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {store.name}
          </Typography.Text>
          <Flex gap={6} align="center" wrap>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('console.stores.edit.now', { level: store.level })}
            </Typography.Text>
            <StoreStatusTag status={store.status} />
          </Flex>
        </Flex>
      </Flex>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ level: store.level, status: store.status, reason: '' }}
      >
        <Form.Item
          name="level"
          label={label('level')}
          validateFirst
          rules={[
            { required: true, message: t('validation:validation.required', { field: label('level') }) },
            zodRule(saveStoreBody.shape.level, t, label('level')),
          ]}
          extra={t('console.stores.edit.levelHelp', LEVEL)}
        >
          <InputNumber min={LEVEL.min} max={LEVEL.max} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={label('status')} required>
          <Radio.Group style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {STORE_STATUSES.map((s) => (
                <Radio key={s} value={s}>
                  <Flex vertical>
                    <span>{t(`console.stores.status.${s}`)}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`console.stores.statusHelp.${s}`)}
                    </Typography.Text>
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {restricting ? (
          <Alert
            type="warning"
            showIcon
            title={t('console.stores.edit.restrictWarning', { name: store.name, products: store.goodsCount })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {reopening ? (
          <Alert
            type="info"
            showIcon
            title={t('console.stores.edit.reopenNote', { name: store.name })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item
          name="reason"
          label={label('reason')}
          required
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('validation:validation.reasonRequired') },
            zodRule(saveStoreBody.shape.reason, t, label('reason')),
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder={t('console.stores.edit.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
