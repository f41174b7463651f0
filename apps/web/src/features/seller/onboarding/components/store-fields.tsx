import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STORE_NAME_MAX } from '@app/contract';
import { FormField, TextField } from '#web/components/form-field';
import { CountryPicker } from '#web/features/address';

interface StoreFieldValues extends FieldValues {
  storeName: string;
  storeAddress: string;
  country: string;
  whatsapp: string;
}

/** The store's fields (spec §3 seller registration): name, address, country, WhatsApp. */
export function StoreFields<In extends StoreFieldValues, Out extends FieldValues>({
  control,
}: {
  control: Control<In, unknown, Out>;
}) {
  const { t } = useTranslation('seller');
  return (
    <>
      <TextField
        control={control}
        name={'storeName' as Path<In>}
        label={t('onboarding.field.storeName')}
        input={{
          maxLength: STORE_NAME_MAX,
          autoComplete: 'organization',
          placeholder: t('onboarding.field.storeNamePlaceholder'),
        }}
      />
      <TextField
        control={control}
        name={'storeAddress' as Path<In>}
        label={t('onboarding.field.storeAddress')}
        input={{
          maxLength: 200,
          autoComplete: 'street-address',
          placeholder: t('onboarding.field.storeAddressPlaceholder'),
        }}
      />
      <FormField control={control} name={'country' as Path<In>} label={t('onboarding.field.country')}>
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
        control={control}
        name={'whatsapp' as Path<In>}
        label={t('onboarding.field.whatsapp')}
        input={{
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 24,
          placeholder: '+44 7700 900123',
        }}
      />
    </>
  );
}
