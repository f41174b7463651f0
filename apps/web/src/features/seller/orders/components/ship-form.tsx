import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sellerShipBody, SHIP_TEXT_MAX, type SellerOrder } from '@app/contract';
import { FormField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { shipOrder, useOrderChanged } from '#web/features/seller/orders/api/orders';

// The server's own rules for the two fields (its 400 names the same fields).
const schema = sellerShipBody.pick({ carrier: true, trackingNo: true });
type Values = z.input<typeof schema>;

/** Ships an order of the store's own products: carrier and tracking number. */
export function ShipForm({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('seller');
  const attempt = useSubmitAttempt();
  const changed = useOrderChanged();
  const form = useZodForm<Values, z.output<typeof schema>>(schema, { carrier: '', trackingNo: '' });
  const submit = submitHandler(form, async (values) => {
    const next = await shipOrder({ id: order.id, ...values }, attempt);
    changed(next);
    Toast.show({ icon: 'success', content: t('orders.ship.done') });
  });
  return (
    <section className="detail-card so-ship" data-testid="ship-form">
      <h3 className="detail-card__title">{t('orders.ship.title')}</h3>
      <Form
        layout="vertical"
        onFinish={() => void submit()}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            loading={form.formState.isSubmitting}
            data-testid="ship-submit"
          >
            {t('orders.ship.submit')}
          </Button>
        }
      >
        <FormField control={form.control} name="carrier" label={t('orders.ship.carrier')}>
          {(field) => (
            <Input
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={SHIP_TEXT_MAX}
              placeholder={t('orders.ship.carrierPlaceholder')}
              data-testid="ship-carrier"
            />
          )}
        </FormField>
        <FormField control={form.control} name="trackingNo" label={t('orders.ship.trackingNo')}>
          {(field) => (
            <Input
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={SHIP_TEXT_MAX}
              data-testid="ship-tracking"
            />
          )}
        </FormField>
      </Form>
    </section>
  );
}
