import { useState } from 'react';
import { Button, ErrorBlock, Form, Skeleton, Switch, TextArea, Toast } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  addressFields,
  coordinatesPaired,
  countryCodeOf,
  countryName,
  type AddressInfo,
  type CountryCode,
} from '@app/contract';
import { FormField, TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useAddress, useSaveAddress } from '#web/features/address/api/address';
import { keepAddressDraft, takeAddressDraft, type AddressDraft } from '#web/features/address/lib/draft';
import { WorldMap } from '#web/features/map';
import { CountryPicker } from './country-picker';
import '#web/features/address/address.css';

const schema = addressFields.omit({ id: true }).superRefine(coordinatesPaired);

/** Where /choose-location should open: the saved place, else the chosen country. */
export interface MapStart {
  latitude: number | null;
  longitude: number | null;
  country: CountryCode | null;
}

/** A stored country as the list's English name (older addresses may hold another spelling or a code). */
const listed = (country: string) => {
  const code = countryCodeOf(country);
  return code ? countryName(code) : country;
};

function startValues(id: number | null, initial: AddressInfo | null): AddressDraft {
  const kept = takeAddressDraft(id);
  if (kept) {
    const { values, place } = kept;
    if (!place) return values;
    // Back from the map: the place and the country under the pin.
    return {
      ...values,
      latitude: place.latitude,
      longitude: place.longitude,
      country: place.country ? countryName(place.country) : values.country,
    };
  }
  return {
    recipient: initial?.recipient ?? '',
    phone: initial?.phone ?? '',
    country: initial ? listed(initial.country) : '',
    region: initial?.region ?? '',
    street: initial?.street ?? '',
    postcode: initial?.postcode ?? '',
    isDefault: initial?.isDefault ?? false,
    latitude: initial?.latitude ?? null,
    longitude: initial?.longitude ?? null,
  };
}

function AddressForm({
  id,
  initial,
  onSaved,
  onPickOnMap,
}: {
  id: number | null;
  initial: AddressInfo | null;
  onSaved: (a: AddressInfo) => void;
  onPickOnMap: (start: MapStart) => void;
}) {
  const { t } = useTranslation('address');
  const save = useSaveAddress();
  const [start] = useState(() => startValues(id, initial));
  const form = useZodForm(schema, start);
  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const placed = typeof latitude === 'number' && typeof longitude === 'number';

  const pickOnMap = () => {
    const values = form.getValues();
    keepAddressDraft(id, values);
    onPickOnMap({
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
      country: countryCodeOf(values.country ?? '') ?? null,
    });
  };
  const clearPlace = () => {
    form.setValue('latitude', null, { shouldDirty: true });
    form.setValue('longitude', null, { shouldDirty: true });
  };

  const submit = submitHandler(form, async (values) => {
    const saved = await save.mutateAsync({ ...(initial ? { id: initial.id } : {}), ...values });
    Toast.show({ icon: 'success', content: t('address.saved') });
    onSaved(saved);
  });

  return (
    <Form
      layout="vertical"
      className="address-form"
      // The app's own messages, never the browser's validation bubbles (passed on to the <form>).
      {...({ noValidate: true } as object)}
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
      <FormField control={form.control} name="latitude" label={t('map.place')}>
        {() => (
          <>
            {placed && (
              <button
                type="button"
                className="address-place__preview"
                onClick={pickOnMap}
                aria-label={t('map.change')}
                data-testid="address-place-preview"
              >
                <WorldMap
                  mode="show"
                  place={{ latitude, longitude }}
                  country={countryCodeOf(form.watch('country') ?? '') ?? null}
                  interactive={false}
                  label={t('map.place')}
                />
              </button>
            )}
            <div className="address-place" data-testid="address-place">
              <EnvironmentOutline className="address-place__icon" />
              <span className="address-place__text">
                {placed ? (
                  <bdi dir="ltr" data-testid="address-place-at">
                    {latitude.toFixed(5)}, {longitude.toFixed(5)}
                  </bdi>
                ) : (
                  t('map.notPlaced')
                )}
              </span>
              {placed && (
                <Button size="mini" fill="none" onClick={clearPlace} data-testid="address-place-clear">
                  {t('map.clear')}
                </Button>
              )}
              <Button
                size="small"
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={pickOnMap}
                data-testid="address-pick-map"
              >
                {placed ? t('map.change') : t('map.pick')}
              </Button>
            </div>
          </>
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

/** Add an address (`id` null) or change one; "Pick on map" hands the form's values over and opens the map. */
export function AddressEditScreen({
  id,
  onSaved,
  onPickOnMap,
}: {
  id: number | null;
  onSaved: (a: AddressInfo) => void;
  onPickOnMap: (start: MapStart) => void;
}) {
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
      <AddressForm
        key={id ?? 'new'}
        id={id}
        initial={id !== null ? (info.data ?? null) : null}
        onSaved={onSaved}
        onPickOnMap={onPickOnMap}
      />
    </div>
  );
}
