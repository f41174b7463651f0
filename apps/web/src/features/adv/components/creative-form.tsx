import { useState } from 'react';
import { Button, Form, ImageUploader, Popup, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AD_HEADLINE_MAX, adHeadlineField, adImageField, adLinkField, imageUrl } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { FormField, TextField } from '#web/components/form-field';
import { submitHandler, useZodForm } from '#web/lib/form';
import { uploadAdImage } from '#web/features/adv/api/adv';

const creativeSchema = z.object({ headline: adHeadlineField, image: adImageField, link: adLinkField });
export type Creative = z.output<typeof creativeSchema>;

/** The ad's creative: a headline, the advertiser's own image and a link (app path or https address). */
export function CreativeForm({
  visible,
  onClose,
  onSubmit,
}: {
  visible: boolean;
  onClose: () => void;
  onSubmit: (creative: Creative) => Promise<void>;
}) {
  const { t } = useTranslation('adv');
  const form = useZodForm(creativeSchema, { headline: '', image: '', link: '' });
  const [files, setFiles] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const submit = submitHandler(form, onSubmit);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      destroyOnClose
    >
      <div className="adv-form" data-testid="adv-creative-form">
        <h2>{t('form.title')}</h2>
        <p className="adv-form__hint">{t('form.hint')}</p>
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
              disabled={uploading}
              data-testid="adv-creative-submit"
            >
              {t('form.submit')}
            </Button>
          }
        >
          <TextField
            control={form.control}
            name="headline"
            label={t('form.headline')}
            input={{ maxLength: AD_HEADLINE_MAX, placeholder: t('form.headlinePlaceholder') }}
          />
          <FormField control={form.control} name="image" label={t('form.image')}>
            {(field) => (
              <ImageUploader
                maxCount={1}
                accept="image/*"
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  field.onChange((next[0]?.extra as string | undefined) ?? '');
                }}
                upload={async (file) => {
                  setUploading(true);
                  try {
                    const { url } = await uploadAdImage(file);
                    return { url: imageUrl(url, MEDIA_HOST), extra: url };
                  } finally {
                    setUploading(false);
                  }
                }}
              />
            )}
          </FormField>
          <TextField
            control={form.control}
            name="link"
            label={t('form.link')}
            input={{ autoComplete: 'off', placeholder: t('form.linkPlaceholder') }}
          />
        </Form>
      </div>
    </Popup>
  );
}
