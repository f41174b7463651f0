import { useRef } from 'react';
import { Avatar, Button, Form, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  imageUrl,
  saveStoreSettingsBody,
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
  type MyStoreData,
  type SaveStoreSettingsBody,
} from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import {
  SELLER_PATHS,
  StatusNotice,
  settingsOf,
  useSaveStoreSettings,
  useUploadLogo,
} from '#web/features/seller/center';

/**
 * `/seller/settings/business`: logo (through the upload call), name, address, contact number and
 * WhatsApp, checked by the contract's rules here and again by the server (its messages land on the fields).
 */
export function BusinessForm({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  const form = useZodForm(saveStoreSettingsBody, settingsOf(store) satisfies SaveStoreSettingsBody);
  const save = useSaveStoreSettings();
  const uploadLogo = useUploadLogo();
  const fileInput = useRef<HTMLInputElement>(null);
  const logo = form.watch('logo');
  const readOnly = store.readOnly;

  const submit = submitHandler(form, async (values) => {
    await save.mutateAsync(values);
    Toast.show({ icon: 'success', content: t('center.business.saved') });
    void navigate(SELLER_PATHS.settings);
  });

  const changeLogo = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await uploadLogo.mutateAsync(file);
      form.setValue('logo', url, { shouldDirty: true });
    } catch {
      // The upload helper has shown the reason.
    }
  };

  return (
    <div className="seller-settings">
      {readOnly ? <StatusNotice store={store} /> : null}
      <List className="menu-list">
        <List.Item
          onClick={readOnly ? undefined : () => fileInput.current?.click()}
          arrowIcon={!readOnly}
          extra={<Avatar src={imageUrl(logo, MEDIA_HOST)} className="seller-form-logo" />}
          description={
            readOnly
              ? undefined
              : uploadLogo.isPending
                ? t('center.business.uploading')
                : t('center.business.logoHint')
          }
          data-testid="store-logo"
        >
          {t('center.business.logo')}
        </List.Item>
      </List>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        data-testid="store-logo-input"
        onChange={(e) => void changeLogo(e.target.files?.[0])}
      />
      <div className="form-card">
        <Form
          layout="vertical"
          onFinish={() => void submit()}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              shape="rounded"
              loading={save.isPending}
              disabled={readOnly || uploadLogo.isPending}
              data-testid="business-save"
            >
              {t('common:action.save')}
            </Button>
          }
        >
          <TextField
            control={form.control}
            name="name"
            label={t('center.business.name')}
            input={{ maxLength: STORE_NAME_MAX, disabled: readOnly }}
          />
          <TextField
            control={form.control}
            name="address"
            label={t('center.business.address')}
            input={{ maxLength: STORE_ADDRESS_MAX, disabled: readOnly }}
          />
          <TextField
            control={form.control}
            name="phone"
            label={t('center.business.phone')}
            input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', disabled: readOnly }}
          />
          <TextField
            control={form.control}
            name="whatsapp"
            label={t('center.business.whatsapp')}
            input={{
              type: 'tel',
              inputMode: 'tel',
              placeholder: t('center.business.optional'),
              disabled: readOnly,
            }}
          />
        </Form>
      </div>
    </div>
  );
}
