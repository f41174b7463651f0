import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';

/**
 * The drawer's form: reset to `blank` (adding) or the row's values (changing) each time it opens,
 * and a save that closes it, or puts the server's answer on the fields it names (else above them).
 */
export function useConfigForm<V extends object, R extends object>(
  editing: R | 'new' | null,
  blank: V,
  valuesOf: (row: R) => V,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [failure, setFailure] = useState<string | null>(null);
  const current = editing && editing !== 'new' ? editing : null;

  useEffect(() => {
    if (!editing) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? blank : valuesOf(editing));
  }, [editing, form, blank, valuesOf]);

  const saveAndClose = async (save: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await save();
      void message.success(t('config.saved'));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      const known = new Set(Object.keys(blank));
      const mapped = fields
        .map((f) => ({ ...f, name: f.field === 'rateMinorPerUnit' ? 'rate' : f.field }))
        .filter((f) => known.has(f.name));
      type Fields = Parameters<FormInstance<V>['setFields']>[0];
      if (mapped.length > 0)
        form.setFields(mapped.map((f) => ({ name: f.name, errors: [f.message] })) as Fields);
      else setFailure(errorMessage(error, t));
    }
  };

  return { form, failure, current, saveAndClose };
}

interface Props<V> {
  open: boolean;
  onClose: () => void;
  title: string;
  form: FormInstance<V>;
  initialValues: V;
  failure: string | null;
  pending: boolean;
  onSubmit: () => Promise<unknown>;
  testId: string;
  children: ReactNode;
}

/** A configuration form in a drawer: cancel and save below, the audit note under the fields. */
export function ConfigDrawer<V extends object>({
  open,
  onClose,
  title,
  form,
  initialValues,
  failure,
  pending,
  onSubmit,
  testId,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={title}
      destroyOnHidden
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => void onSubmit().catch(() => undefined)}>
            {t('config.save')}
          </Button>
        </Flex>
      }
      data-testid={testId}
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" requiredMark initialValues={initialValues}>
        {children}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('config.auditNote')}
        </Typography.Text>
      </Form>
    </Drawer>
  );
}
