import type { ReactNode } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The member may change the settings; otherwise `readOnly` is shown instead of the fields. */
  canSave: boolean;
  readOnly: ReactNode;
  reasonLabel: string;
  saveLabel: string;
  /** The field's rules; by default a reason is required and not blank. */
  rules?: FormRule[];
  /** The server's refusal that names no field. */
  failure?: string | null;
  pending: boolean;
  onSave: () => Promise<unknown>;
  /** `<testId>-reason` and `<testId>-save`. */
  testId: string;
}

/**
 * The foot of a console settings form that staff change with a reason (audited): the reason field,
 * the server's refusal and the save button — or, for a member who may only read, why not.
 */
export function ReasonedSave({
  canSave,
  readOnly,
  reasonLabel,
  saveLabel,
  rules,
  failure,
  pending,
  onSave,
  testId,
}: Props) {
  const { t } = useTranslation();
  if (!canSave) return <>{readOnly}</>;
  return (
    <>
      <Form.Item
        name="reason"
        label={reasonLabel}
        required
        rules={
          rules ?? [{ required: true, whitespace: true, message: t('validation:validation.reasonRequired') }]
        }
      >
        <Input.TextArea maxLength={200} rows={2} showCount data-testid={`${testId}-reason`} />
      </Form.Item>
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} /> : null}
      <Button
        type="primary"
        loading={pending}
        onClick={() => void onSave().catch(() => undefined)}
        data-testid={`${testId}-save`}
      >
        {saveLabel}
      </Button>
    </>
  );
}
