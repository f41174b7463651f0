import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Grid, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { useRtl } from '#admin/lib/use-rtl';

type NamePath = (string | number)[] | string;

/** What the drawer says besides its title. */
export interface AuditedDrawerTexts {
  save: string;
  /** Under the fields: saving is recorded in the audit log with the member's name. */
  auditNote: string;
  /** Above the fields when some need attention; without it only the fields say so. */
  fixFields?: string;
  /** Asked before closing with unsaved changes; without it the drawer just closes. */
  discard?: { title: string; explain: string; confirm: string; keep: string };
  /** The cancel button's words when the form is read-only. */
  close?: string;
}

/**
 * A form section's usual words: `<ns>.save`, `.auditNote`, `.fixFields`, `.discardTitle`,
 * `.discardExplain`, `.discard` and `.keepEditing` (and `.close` for a read-only form); `ns` has its
 * namespace (`staff:catalogue.form`).
 */
export function formTexts(t: TFunction, ns: string): AuditedDrawerTexts {
  return {
    save: t(`${ns}.save`),
    auditNote: t(`${ns}.auditNote`),
    fixFields: t(`${ns}.fixFields`),
    discard: {
      title: t(`${ns}.discardTitle`),
      explain: t(`${ns}.discardExplain`),
      confirm: t(`${ns}.discard`),
      keep: t(`${ns}.keepEditing`),
    },
    close: t(`${ns}.close`, { defaultValue: t('staff:action.cancel') }),
  };
}

/** What a save answers: the words to show (and what to do once closed), or null to stay open quietly. */
export type SaveOutcome = string | { message: string; afterClose: () => void } | null;

interface Props<V extends object, R extends { id: number | string }> {
  /** The row to change, `'new'` to add one, null when closed. */
  editing: R | 'new' | null;
  onClose: () => void;
  title: string;
  texts: AuditedDrawerTexts;
  /** The form's values for a new row, and for a row to change. */
  blank: V;
  valuesOf: (row: R) => V;
  /** Sends the change (the server audits it); a failure puts the server's words on the fields it names. */
  save: (values: V, current: R | null) => Promise<SaveOutcome>;
  pending: boolean;
  /** Desktop width; phones get the whole screen. */
  width: number;
  /** Where a field the server names goes; by default the form field of its first segment. */
  fieldOf?: (field: string) => NamePath | undefined;
  /** Nothing to change: the fields are shown disabled, with no save button. */
  readOnly?: boolean;
  /** 'touched': closing asks once a field was touched, even if put back (products and dramas do). */
  discardWhen?: 'changed' | 'touched';
  /** Enter in a field saves (else only the save button does). */
  submitOnEnter?: boolean;
  /** A refused save scrolls to the first field that needs attention (long forms). */
  scrollToFirstError?: boolean;
  /** One width on every screen, opening on the right whatever the reading direction (configuration). */
  fixedPlacement?: boolean;
  testId: string;
  saveTestId?: string;
  errorTestId?: string;
  /** The form's fields; they reach the form with `Form.useFormInstance()` and `Form.useWatch(name)`. */
  children: ReactNode;
}

/**
 * The console's add / change drawer for a catalogue row: a fresh form on each opening, cancel and
 * save below, the audit note under the fields, the server's refusals on the fields they concern,
 * and a question before unsaved changes are dropped.
 */
export function AuditedDrawer<V extends object, R extends { id: number | string }>({
  editing,
  onClose,
  title,
  texts,
  blank,
  valuesOf,
  save,
  pending,
  width,
  fieldOf,
  readOnly = false,
  discardWhen = 'changed',
  submitOnEnter = false,
  scrollToFirstError = false,
  fixedPlacement = false,
  testId,
  saveTestId = `${testId}-save`,
  errorTestId = `${testId}-error`,
  children,
}: Props<V, R>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const phone = Grid.useBreakpoint().md === false;
  const rtl = useRtl();
  // The form stays while the drawer slides shut; each opening gets a fresh one.
  const [open, setOpen] = useState<{ editing: R | 'new' | null; shown: R | 'new' | null; opening: number }>({
    editing: null,
    shown: null,
    opening: 0,
  });
  if (editing !== open.editing) {
    setOpen({
      editing,
      shown: editing ?? open.shown,
      opening: open.editing === null && editing !== null ? open.opening + 1 : open.opening,
    });
  }
  const unsaved = useRef<() => boolean>(() => false);
  // Enter in a field submits the form too; where it should not save, only the save button does.
  const byButton = useRef(false);
  const formId = `${testId}-form`;

  const close = () => {
    if (pending) return;
    if (readOnly || !texts.discard || !unsaved.current()) {
      onClose();
      return;
    }
    modal.confirm({
      title: texts.discard.title,
      content: texts.discard.explain,
      okText: texts.discard.confirm,
      okButtonProps: { danger: true },
      cancelText: texts.discard.keep,
      onOk: onClose,
    });
  };

  const shown = open.shown;
  const current = shown && shown !== 'new' ? shown : null;
  return (
    <Drawer
      open={editing !== null}
      onClose={close}
      title={title}
      placement={fixedPlacement ? 'right' : rtl ? 'left' : 'right'}
      size={fixedPlacement || !phone ? width : '100%'}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) return;
        setOpen((state) => (state.editing === null ? { ...state, shown: null } : state));
      }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={pending}>
            {readOnly ? texts.close : t('action.cancel')}
          </Button>
          {readOnly ? null : (
            <Button
              type="primary"
              form={formId}
              htmlType="submit"
              loading={pending}
              onClick={() => {
                byButton.current = true;
              }}
              data-testid={saveTestId}
            >
              {texts.save}
            </Button>
          )}
        </Flex>
      }
      data-testid={testId}
    >
      {shown !== null ? (
        <AuditedForm<V, R>
          key={open.opening}
          id={formId}
          initial={current ? valuesOf(current) : blank}
          current={current}
          texts={texts}
          save={save}
          pending={pending}
          fieldOf={fieldOf}
          readOnly={readOnly}
          discardWhen={discardWhen}
          submitOnEnter={submitOnEnter}
          scrollToFirstError={scrollToFirstError}
          unsaved={unsaved}
          byButton={byButton}
          onSaved={(then) => {
            onClose();
            then?.();
          }}
          errorTestId={errorTestId}
        >
          {children}
        </AuditedForm>
      ) : null}
    </Drawer>
  );
}

/** Whether the form holds something else than it opened with. */
function differs(form: FormInstance, initial: object): boolean {
  const now = form.getFieldsValue(true) as Record<string, unknown>;
  const was = initial as Record<string, unknown>;
  return Object.keys(was).some(
    (key) => JSON.stringify(now[key] ?? null) !== JSON.stringify(was[key] ?? null),
  );
}

function AuditedForm<V extends object, R>({
  id,
  initial: opened,
  current,
  texts,
  save,
  pending,
  fieldOf,
  readOnly,
  discardWhen,
  submitOnEnter,
  scrollToFirstError,
  unsaved,
  byButton,
  onSaved,
  errorTestId,
  children,
}: {
  id: string;
  initial: V;
  current: R | null;
  texts: AuditedDrawerTexts;
  save: (values: V, current: R | null) => Promise<SaveOutcome>;
  pending: boolean;
  fieldOf?: (field: string) => NamePath | undefined;
  readOnly: boolean;
  discardWhen: 'changed' | 'touched';
  submitOnEnter: boolean;
  scrollToFirstError: boolean;
  unsaved: MutableRefObject<() => boolean>;
  byButton: MutableRefObject<boolean>;
  onSaved: (afterClose?: () => void) => void;
  errorTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  // The values this opening started from (the form is new on each opening).
  const [initial] = useState(opened);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    unsaved.current = discardWhen === 'touched' ? () => form.isFieldsTouched() : () => differs(form, initial);
  }, [discardWhen, form, initial, unsaved]);

  const wanted = () => {
    const yes = submitOnEnter || byButton.current;
    byButton.current = false;
    return yes;
  };
  const nameOf =
    fieldOf ??
    ((field: string) => {
      const top = field.split('.')[0] ?? field;
      return top in initial ? top : undefined;
    });

  const submit = async (values: V) => {
    setFailure(null);
    try {
      const outcome = await save(values, current);
      if (outcome === null) return;
      const done = typeof outcome === 'string' ? { message: outcome, afterClose: undefined } : outcome;
      void message.success(done.message);
      onSaved(done.afterClose);
    } catch (error) {
      const named = (error instanceof ApiError ? error.fields : []).flatMap((f) => {
        const name = nameOf(f.field);
        return name === undefined ? [] : [{ name, errors: [f.message] }];
      });
      if (named.length > 0) {
        form.setFields(named as Parameters<FormInstance<V>['setFields']>[0]);
        setFailure(texts.fixFields ?? null);
      } else setFailure(errorMessage(error, t));
    }
  };

  return (
    <Form<V>
      id={id}
      form={form}
      layout="vertical"
      requiredMark={!readOnly}
      disabled={readOnly || pending}
      initialValues={initial}
      onFinish={(values) => (wanted() ? void submit(values) : undefined)}
      onFinishFailed={() => (wanted() && texts.fixFields ? setFailure(texts.fixFields) : undefined)}
      scrollToFirstError={scrollToFirstError}
    >
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid={errorTestId} />
      ) : null}
      {children}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {texts.auditNote}
      </Typography.Text>
    </Form>
  );
}
