import { Button, ErrorBlock, Form, Skeleton, Switch, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { addressInput, type AddressInfo } from '@app/contract';
import { FormField, TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useAddress, useSaveAddress } from '#web/features/address/api/address';
import { CountryPicker } from './country-picker';
import '#web/features/address/address.css';

const schema = addressInput.omit({ id: true });

function AddressForm({
  initial,
  onSaved,
}: {
  initial: AddressInfo | null;
  onSaved: (a: AddressInfo) => void;
}) {
  const { t } = useTranslation('address');
  const save = useSaveAddress();
  const form = useZodForm(schema, {
    recipient: initial?.recipient ?? '',
    phone: initial?.phone ?? '',
    country: initial?.country ?? '',
    region: initial?.region ?? '',
    street: initial?.street ?? '',
    postcode: initial?.postcode ?? '',
    isDefault: initial?.isDefault ?? false,
  });

  const submit = submitHandler(form, async (values) => {
    const saved = await save.mutateAsync({ ...(initial ? { id: initial.id } : {}), ...values });
    Toast.show({ icon: 'success', content: t('address.saved') });
    onSaved(saved);
  });

  return (
    <Form
      layout="vertical"
      className="address-form"
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={save.isPending}
          data-testid="address-save"
        >
          {t('address.save')}
        </Button>
      }
    >
      <Form.Header>{t('address.contact')}</Form.Header>
      <TextField
        control={form.control}
        name="recipient"
        label={t('address.recipient')}
        input={{ autoComplete: 'name', maxLength: 60, placeholder: t('address.recipientPlaceholder') }}
      />
      <TextField
        control={form.control}
        name="phone"
        label={t('address.phone')}
        input={{
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          placeholder: t('address.phonePlaceholder'),
        }}
      />
      <Form.Header>{t('address.location')}</Form.Header>
      <FormField control={form.control} name="country" label={t('address.country')}>
        {(field) => (
          <CountryPicker
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <TextField
        control={form.control}
        name="region"
        label={t('address.region')}
        input={{
          autoComplete: 'address-level1',
          maxLength: 100,
          placeholder: t('address.regionPlaceholder'),
        }}
      />
      <FormField control={form.control} name="street" label={t('address.street')}>
        {(field) => (
          <TextArea
            name={field.name}
            ref={field.ref}
            aria-label={t('address.street')}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={200}
            placeholder={t('address.streetPlaceholder')}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <TextField
        control={form.control}
        name="postcode"
        label={t('address.postcode')}
        input={{ autoComplete: 'postal-code', maxLength: 20, placeholder: t('address.postcodePlaceholder') }}
      />
      <FormField control={form.control} name="isDefault" label={t('address.defaultLabel')}>
        {(field) => (
          <div className="address-form__switch">
            <span>{t('address.defaultHint')}</span>
            <Switch
              checked={field.value === true}
              // The default moves to another address; it cannot be switched off here.
              disabled={initial?.isDefault === true}
              onChange={field.onChange}
              aria-label={t('address.defaultLabel')}
              data-testid="address-default-switch"
            />
          </div>
        )}
      </FormField>
    </Form>
  );
}

/** Add an address (`id` null) or change one. */
export function AddressEditScreen({ id, onSaved }: { id: number | null; onSaved: (a: AddressInfo) => void }) {
  const { t } = useTranslation();
  const info = useAddress(id);
  if (id !== null && info.isError) {
    return (
      <ErrorBlock status="default" title={t('loadFailed')} description="">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void info.refetch()}>
          {t('action.retry', { ns: 'common' })}
        </Button>
      </ErrorBlock>
    );
  }
  if (id !== null && !info.data) {
    return (
      <div className="form-card address-form-card">
        <div className="address-form-skeleton">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      </div>
    );
  }
  return (
    <div className="form-card address-form-card" data-testid="address-form">
      <AddressForm key={id ?? 'new'} initial={id !== null ? (info.data ?? null) : null} onSaved={onSaved} />
    </div>
  );
}
