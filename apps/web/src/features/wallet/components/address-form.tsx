import { useMemo } from 'react';
import { Button, Form, Popup, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { saveAddressBody, type CurrencyInfo, type WalletAddress } from '@app/contract';
import { submitHandler, useZodForm } from '#web/lib/form';
import { FormField, TextField } from '#web/components/form-field';
import { useAddressInfo, useCurrencies, useSaveAddress } from '#web/features/wallet/api/wallet';
import { matchesAddressPattern } from '#web/features/wallet/lib/money';
import { CurrencyPicker } from './currency-picker';

interface FormProps {
  currencies: CurrencyInfo[];
  initial: WalletAddress | null;
  onSaved: (address: WalletAddress) => void;
}

function AddressForm({ currencies, initial, onSaved }: FormProps) {
  const { t } = useTranslation('wallet');
  const save = useSaveAddress();
  // The contract's rules, plus the chosen network's address format (the server checks it too).
  const schema = useMemo(
    () =>
      saveAddressBody.omit({ id: true }).superRefine((value, ctx) => {
        const currency = currencies.find((c) => c.id === value.currencyId);
        if (currency && value.address && !matchesAddressPattern(value.address, currency.addressPattern)) {
          ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.address' });
        }
      }),
    [currencies],
  );
  const form = useZodForm(schema, {
    currencyId: initial?.currencyId ?? currencies[0]?.id,
    address: initial?.address ?? '',
    label: initial?.label ?? '',
  });

  const submit = submitHandler(form, async (values) => {
    const saved = await save.mutateAsync({
      ...(initial ? { id: initial.id } : {}),
      currencyId: values.currencyId,
      address: values.address,
      ...(values.label ? { label: values.label } : {}),
    });
    Toast.show({ icon: 'success', content: t('wallet.address.saved') });
    onSaved(saved);
  });

  return (
    <Form
      layout="vertical"
      onFinish={() => void submit()}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={save.isPending}>
          {t('common:action.save')}
        </Button>
      }
    >
      <FormField control={form.control} name="currencyId" label={t('wallet.address.network')}>
        {(field) => (
          <CurrencyPicker
            flush
            list={currencies}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={(id) => {
              field.onChange(id);
              if (form.getValues('address')) void form.trigger('address');
            }}
          />
        )}
      </FormField>
      <TextField
        control={form.control}
        name="address"
        label={t('wallet.address.address')}
        input={{ autoComplete: 'off', placeholder: t('wallet.address.addressPlaceholder') }}
      />
      <TextField
        control={form.control}
        name="label"
        label={t('wallet.address.label')}
        input={{ autoComplete: 'off', maxLength: 40, placeholder: t('wallet.address.labelPlaceholder') }}
      />
    </Form>
  );
}

interface PopupProps {
  /** `null` closed, `'new'` to add, an id to edit. */
  target: number | 'new' | null;
  onClose: () => void;
  onSaved?: (address: WalletAddress) => void;
}

/** Add or edit a withdrawal address in a bottom sheet. */
export function AddressFormPopup({ target, onClose, onSaved }: PopupProps) {
  const { t } = useTranslation('wallet');
  const currencies = useCurrencies();
  const editing = typeof target === 'number' ? target : null;
  const info = useAddressInfo(editing);
  const list = (currencies.data ?? []).filter((c) => c.withdrawEnabled || c.id === info.data?.currencyId);
  const ready = currencies.data && (editing === null || info.data);
  return (
    <Popup
      visible={target !== null}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className="popup-title">{t(editing ? 'wallet.address.edit' : 'wallet.address.add')}</div>
      <div className="popup-body" data-testid="address-form">
        {ready ? (
          <AddressForm
            key={editing ?? 'new'}
            currencies={list}
            initial={editing ? (info.data ?? null) : null}
            onSaved={(address) => {
              onSaved?.(address);
              onClose();
            }}
          />
        ) : (
          <div className="wallet-section__body">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        )}
      </div>
    </Popup>
  );
}
