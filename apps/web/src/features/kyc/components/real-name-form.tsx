import { useState } from 'react';
import { Button, Form, ImageUploader, Selector, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { saveAuthBody, type SaveAuthBody, type UserAuth } from '@app/contract';
import { FormField, TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { useSaveAuth, useUploadAuthImage } from '#web/features/kyc/api/kyc';
import '#web/features/kyc/kyc.css';

type ImageField = 'idFront' | 'idBack' | 'licence';

interface Props {
  /** A rejected form to correct: its words come back (the photos are taken again). */
  previous?: UserAuth;
  onSaved: (auth: UserAuth) => void;
  submitLabel?: string;
}

/**
 * Real-name authentication (spec §3, §5): a person (real name, ID number, both sides of the ID) or
 * a company (plus its name, document number and business licence). Photos go to the private folder;
 * the form previews them from the device, since their stored address is not public.
 */
export function RealNameForm({ previous, onSaved, submitLabel }: Props) {
  const { t } = useTranslation('kyc');
  const form = useZodForm(saveAuthBody, {
    type: previous?.type ?? 'personal',
    realName: previous?.realName ?? '',
    idNumber: previous?.idNumber ?? '',
    idFront: '',
    idBack: '',
    companyName: previous?.companyName ?? '',
    documentNumber: previous?.documentNumber ?? '',
    licence: '',
  } satisfies SaveAuthBody);
  const type = form.watch('type');
  const save = useSaveAuth();
  const uploadImage = useUploadAuthImage();
  const [files, setFiles] = useState<Record<ImageField, ImageUploadItem[]>>({
    idFront: [],
    idBack: [],
    licence: [],
  });

  const submit = submitHandler(form, async (values) => {
    // A person's form leaves out what a company's alone needs.
    const saved = await save.mutateAsync(
      values.type === 'company'
        ? values
        : {
            type: 'personal',
            realName: values.realName,
            idNumber: values.idNumber,
            idFront: values.idFront,
            idBack: values.idBack,
          },
    );
    onSaved(saved);
  });

  const photo = (name: ImageField, label: string, hint: string) => (
    <FormField control={form.control} name={name} label={label}>
      {(field) => (
        <div className="kyc-photo" data-testid={`kyc-${name}`}>
          <ImageUploader
            maxCount={1}
            accept="image/*"
            value={files[name]}
            onChange={(next) => {
              setFiles((f) => ({ ...f, [name]: next }));
              field.onChange((next[0]?.extra as string | undefined) ?? '');
            }}
            upload={async (file) => {
              const { url } = await uploadImage.mutateAsync(file);
              return { url: URL.createObjectURL(file), extra: url };
            }}
          />
          <span className="kyc-photo__hint">{hint}</span>
        </div>
      )}
    </FormField>
  );

  return (
    <Form
      layout="vertical"
      className="kyc-form"
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={save.isPending}
          disabled={uploadImage.isPending}
          data-testid="kyc-submit"
        >
          {submitLabel ?? t('form.submit')}
        </Button>
      }
    >
      <FormField control={form.control} name="type" label={t('form.type')}>
        {(field) => (
          <Selector
            columns={2}
            value={field.value ? [field.value] : []}
            onChange={(v) => v[0] && field.onChange(v[0])}
            options={[
              { label: t('type.personal'), value: 'personal' },
              { label: t('type.company'), value: 'company' },
            ]}
          />
        )}
      </FormField>
      <TextField
        control={form.control}
        name="realName"
        label={t('form.realName')}
        input={{ autoComplete: 'name', maxLength: 60, placeholder: t('form.realNamePlaceholder') }}
      />
      <TextField
        control={form.control}
        name="idNumber"
        label={t('form.idNumber')}
        input={{ autoComplete: 'off', maxLength: 30, placeholder: t('form.idNumberPlaceholder') }}
      />
      {photo('idFront', t('form.idFront'), t('form.idFrontHint'))}
      {photo('idBack', t('form.idBack'), t('form.idBackHint'))}
      {type === 'company' ? (
        <>
          <TextField
            control={form.control}
            name="companyName"
            label={t('form.companyName')}
            input={{ autoComplete: 'organization', maxLength: 120 }}
          />
          <TextField
            control={form.control}
            name="documentNumber"
            label={t('form.documentNumber')}
            input={{ autoComplete: 'off', maxLength: 60 }}
          />
          {photo('licence', t('form.licence'), t('form.licenceHint'))}
        </>
      ) : null}
      <p className="kyc-form__privacy">{t('form.privacy')}</p>
    </Form>
  );
}
