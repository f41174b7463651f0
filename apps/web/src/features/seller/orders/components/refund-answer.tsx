import { useState } from 'react';
import { Button, Dialog, Form, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SellerOrder } from '@app/contract';
import { FormField } from '#web/components/form-field';
import { MoneyText } from '#web/components/money-text';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { answerRefund, useOrderChanged } from '#web/features/seller/orders/api/orders';

const REASON_MAX = 200;
const declineSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'validation.reasonRequired' })
    .max(REASON_MAX, { error: 'validation.tooLong' }),
});
type DeclineValues = z.input<typeof declineSchema>;

/**
 * A refund request the seller has not answered: accept (the payment goes back to the buyer at once)
 * or decline with a reason the buyer and the platform read (the platform then decides).
 */
export function RefundAnswer({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('seller');
  const changed = useOrderChanged();
  const acceptAttempt = useSubmitAttempt();
  const declineAttempt = useSubmitAttempt();
  const [declining, setDeclining] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const form = useZodForm<DeclineValues, z.output<typeof declineSchema>>(declineSchema, { reason: '' });

  const accept = async () => {
    const ok = await Dialog.confirm({
      title: t('orders.refund.accept'),
      content: (
        <div data-testid="refund-accept-confirm">
          <p>{t('orders.refund.acceptConfirm')}</p>
          <p className="so-refund__amount">
            <MoneyText minor={order.total} />
          </p>
        </div>
      ),
      confirmText: t('orders.refund.accept'),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    setAccepting(true);
    try {
      changed(await answerRefund({ id: order.id, accept: true }, acceptAttempt));
      Toast.show({ icon: 'success', content: t('orders.refund.accepted') });
    } finally {
      setAccepting(false);
    }
  };

  const decline = submitHandler(form, async ({ reason }) => {
    changed(await answerRefund({ id: order.id, accept: false, reason }, declineAttempt));
    Toast.show({ icon: 'success', content: t('orders.refund.declined') });
  });

  return (
    <section className="detail-card so-refund" data-testid="refund-answer">
      <h3 className="detail-card__title">{t('orders.refund.title')}</h3>
      {declining ? (
        <Form
          layout="vertical"
          onFinish={() => void decline()}
          footer={
            <div className="so-refund__actions">
              <Button shape="rounded" onClick={() => setDeclining(false)}>
                {t('common:action.cancel')}
              </Button>
              <Button
                type="submit"
                color="danger"
                shape="rounded"
                loading={form.formState.isSubmitting}
                data-testid="refund-decline-submit"
              >
                {t('orders.refund.submitDecline')}
              </Button>
            </div>
          }
        >
          <FormField control={form.control} name="reason" label={t('orders.refund.reason')}>
            {(field) => (
              <TextArea
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxLength={REASON_MAX}
                showCount
                rows={3}
                placeholder={t('orders.refund.reasonPlaceholder')}
                data-testid="refund-decline-reason"
              />
            )}
          </FormField>
        </Form>
      ) : (
        <div className="so-refund__actions">
          <Button shape="rounded" onClick={() => setDeclining(true)} data-testid="refund-decline">
            {t('orders.refund.decline')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            loading={accepting}
            onClick={() => void accept()}
            data-testid="refund-accept"
          >
            {t('orders.refund.accept')}
          </Button>
        </div>
      )}
    </section>
  );
}
