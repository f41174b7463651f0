import { Button, Form, Popup, Selector, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { refundBody } from '@app/contract';
import { FormField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';

const schema = refundBody.omit({ id: true });
const REASONS = ['changedMind', 'wrongItem', 'damaged', 'late', 'betterPrice'] as const;

interface Props {
  visible: boolean;
  /** Before the seller purchased, the refund is immediate; after, it goes to review. */
  immediate: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

function RefundForm({ immediate, onSubmit }: Pick<Props, 'immediate' | 'onSubmit'>) {
  const { t } = useTranslation('order');
  const form = useZodForm(schema, { reason: '' });
  const reason = form.watch('reason');
  const submit = submitHandler(form, ({ reason: text }) => onSubmit(text));
  return (
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={form.formState.isSubmitting}
          data-testid="refund-submit"
        >
          {t('refund.submit')}
        </Button>
      }
    >
      <p className="refund-sheet__hint">{immediate ? t('refund.hintImmediate') : t('refund.hintReview')}</p>
      <Selector
        className="refund-sheet__reasons"
        columns={2}
        options={REASONS.map((key) => ({
          label: t(`refund.reason.${key}`),
          value: t(`refund.reason.${key}`),
        }))}
        value={[reason]}
        onChange={(values) =>
          form.setValue('reason', values[0] ?? '', { shouldValidate: form.formState.isSubmitted })
        }
      />
      <FormField control={form.control} name="reason" label={t('refund.reasonLabel')}>
        {(field) => (
          <TextArea
            ref={field.ref}
            name={field.name}
            aria-label={t('refund.reasonLabel')}
            placeholder={t('refund.reasonPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={200}
            showCount
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
    </Form>
  );
}

/** "Request refund": a reason (a common one or typed) and what happens next. */
export function RefundSheet({ visible, immediate, onSubmit, onClose }: Props) {
  const { t } = useTranslation('order');
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName="refund-sheet"
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className="sheet-title" data-testid="refund-sheet">
        {t('refund.title')}
      </div>
      <RefundForm immediate={immediate} onSubmit={onSubmit} />
    </Popup>
  );
}
