import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Grid, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { useRtl } from '#admin/lib/use-rtl';

/**
 * A drawer form's life: reset to `blank` (adding) or the row's values (changing) on each opening;
 * a save that closes it with a success message, or puts the server's answer on the fields it
 * names (else above them); closing with unsaved changes asks first.
 */
export function useContentForm<V extends object, R extends object>(
  editing: R | 'new' | null,
  blank: V,
  valuesOf: (row: R) => V,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<V>();
  const [failure, setFailure] = useState<string | null>(null);
  const current = editing && editing !== 'new' ? editing : null;

  // What the form held when it opened: closing asks first only when something differs from it.
  const opened = useRef<V>(blank);

  useEffect(() => {
    if (!editing) return;
    setFailure(null);
    const values = editing === 'new' ? blank : valuesOf(editing);
    opened.current = values;
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [editing, form, blank, valuesOf]);

  const changed = useCallback(() => {
    const now = form.getFieldsValue(true) as Record<string, unknown>;
    const was = opened.current as Record<string, unknown>;
    return Object.keys(was).some(
      (key) => JSON.stringify(now[key] ?? null) !== JSON.stringify(was[key] ?? null),
    );
  }, [form]);

  const submit = useCallback(
    async (save: (values: V) => Promise<unknown>, done: string) => {
      setFailure(null);
      let values: V;
      try {
        values = await form.validateFields();
      } catch {
        setFailure(t('content.form.fixFields'));
        return;
      }
      try {
        await save(values);
        void message.success(done);
        onClose();
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : [];
        const known = new Set(Object.keys(blank));
        const mapped = fields.filter((f) => known.has(f.field));
        type Fields = Parameters<FormInstance<V>['setFields']>[0];
        if (mapped.length > 0) {
          form.setFields(mapped.map((f) => ({ name: f.field, errors: [f.message] })) as Fields);
          setFailure(t('content.form.fixFields'));
        } else setFailure(errorMessage(error, t));
      }
    },
    [blank, form, message, onClose, t],
  );

  const close = useCallback(() => {
    if (!changed()) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('content.form.discardTitle'),
      content: t('content.form.discardExplain'),
      okText: t('content.form.discard'),
      okButtonProps: { danger: true },
      cancelText: t('content.form.keepEditing'),
      onOk: onClose,
    });
  }, [changed, modal, onClose, t]);

  return { form, failure, current, submit, close };
}

interface Props<V> {
  open: boolean;
  onClose: () => void;
  title: string;
  form: FormInstance<V>;
  failure: string | null;
  pending: boolean;
  onSave: () => void;
  /** Desktop width in pixels (phones get the whole screen). */
  width?: number;
  testId: string;
  children: ReactNode;
}

/** A content form in a drawer: cancel and save below, the audit note under the fields. */
export function ContentDrawer<V extends object>({
  open,
  onClose,
  title,
  form,
  failure,
  pending,
  onSave,
  width = 560,
  testId,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const rtl = useRtl();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={phone ? '100%' : width}
      placement={rtl ? 'left' : 'right'}
      title={title}
      destroyOnHidden
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={pending}>
            {t('action.cancel')}
          </Button>
          <Button type="primary" loading={pending} onClick={onSave} data-testid={`${testId}-save`}>
            {t('content.form.save')}
          </Button>
        </Flex>
      }
      data-testid={testId}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 12 }}
          data-testid={`${testId}-error`}
        />
      ) : null}
      <Form form={form} layout="vertical" requiredMark disabled={pending}>
        {children}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('content.form.auditNote')}
        </Typography.Text>
      </Form>
    </Drawer>
  );
}
