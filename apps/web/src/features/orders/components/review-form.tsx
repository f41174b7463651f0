import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  ErrorBlock,
  Form,
  ImageUploader,
  Rate,
  Result,
  Skeleton,
  TextArea,
  Toast,
} from 'antd-mobile';
import type { ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_MAX_IMAGES,
  UPLOAD_MAX_BYTES,
  commentBody,
  imageUrl,
  type OrderLineView,
} from '@app/contract';
import { FormField } from '#web/components/form-field';
import { MEDIA_HOST } from '#web/config/app';
import { submitHandler, useZodForm } from '#web/lib/form';
import { ApiError, upload } from '#web/lib/request';
import { useComment, useOrderInfo } from '#web/features/orders/api/orders';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import '#web/features/orders/orders.css';

const schema = commentBody.omit({ orderLineId: true });
const SCORE_WORDS = ['', 'terrible', 'poor', 'average', 'good', 'excellent'] as const;

function ReviewForm({ orderId, line }: { orderId: number; line: OrderLineView }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const comment = useComment();
  const [files, setFiles] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  // No score until the buyer picks one, so an untouched form says "please rate".
  const form = useZodForm(schema, { content: '', images: [] });
  const score = form.watch('score') ?? 0;

  const submit = submitHandler(form, async (values) => {
    try {
      await comment.mutateAsync({ orderLineId: line.id, ...values });
    } catch (error) {
      // "images.2" is the third picture: its message goes under the pictures.
      if (error instanceof ApiError) {
        const image = error.fields.find((f) => f.field.startsWith('images'));
        if (image) form.setError('images', { type: 'server', message: image.message });
      }
      throw error;
    }
    Toast.show({ icon: 'success', content: t('review.done') });
    void navigate(ORDER_PATHS.order(orderId), { replace: true });
  });

  const uploadImage = async (file: File): Promise<ImageUploadItem> => {
    setUploading((n) => n + 1);
    try {
      const { url } = await upload(file, 'review', file.name);
      return { url: imageUrl(url, MEDIA_HOST), extra: { path: url } };
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return (
    <Form
      layout="vertical"
      className="review-form"
      onFinish={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          size="large"
          loading={comment.isPending}
          disabled={uploading > 0}
          data-testid="review-submit"
        >
          {uploading > 0 ? t('review.uploading') : t('review.submit')}
        </Button>
      }
    >
      <FormField control={form.control} name="score" label={t('review.score')}>
        {(field) => (
          <div className="review-score">
            {/* antd-mobile's Rate reads taps from the left edge: keep it left-to-right in RTL too. */}
            <div dir="ltr">
              <Rate
                value={typeof field.value === 'number' ? field.value : 0}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                allowClear={false}
                aria-label={t('review.score')}
                data-testid="review-rate"
              />
            </div>
            {score > 0 && (
              <span className="review-score__word">{t(`review.word.${SCORE_WORDS[score]}`)}</span>
            )}
          </div>
        )}
      </FormField>
      <FormField control={form.control} name="content" label={t('review.content')}>
        {(field) => (
          <TextArea
            ref={field.ref}
            name={field.name}
            aria-label={t('review.content')}
            placeholder={t('review.contentPlaceholder')}
            autoSize={{ minRows: 4, maxRows: 8 }}
            maxLength={REVIEW_CONTENT_MAX}
            showCount
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <FormField control={form.control} name="images" label={t('review.images', { max: REVIEW_MAX_IMAGES })}>
        {(field) => (
          <ImageUploader
            value={files}
            onChange={(items) => {
              setFiles(items);
              field.onChange(
                items.map((i) => String((i.extra as { path?: string } | undefined)?.path ?? i.url)),
              );
            }}
            upload={uploadImage}
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            maxCount={REVIEW_MAX_IMAGES}
            showUpload={files.length < REVIEW_MAX_IMAGES}
            beforeUpload={(file) => {
              if (file.size > UPLOAD_MAX_BYTES) {
                Toast.show({ icon: 'fail', content: t('review.tooLarge') });
                return null;
              }
              return file;
            }}
            onCountExceed={(exceed) =>
              Toast.show({ content: t('review.tooMany', { max: REVIEW_MAX_IMAGES, count: exceed }) })
            }
          />
        )}
      </FormField>
    </Form>
  );
}

/** "Write a review" of one line of a completed order: score, text and up to six pictures. */
export function ReviewScreen({ orderId, lineId }: { orderId: number; lineId: number }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const info = useOrderInfo(orderId);
  const line = info.data?.lines.find((l) => l.id === lineId);

  if (info.isPending) {
    return (
      <div className="review-page">
        <section className="detail-card">
          <Skeleton.Paragraph lineCount={6} animated />
        </section>
      </div>
    );
  }
  const back = (
    <Button color="primary" shape="rounded" onClick={() => void navigate(ORDER_PATHS.order(orderId))}>
      {t('review.toOrder')}
    </Button>
  );
  if (!info.data || !line) {
    return (
      <ErrorBlock status="default" title={t('detail.notFound')} description="">
        {back}
      </ErrorBlock>
    );
  }
  if (line.commented || info.data.status !== 'completed') {
    return (
      <div className="page-status">
        <Result
          status={line.commented ? 'success' : 'info'}
          title={line.commented ? t('review.already') : t('review.notYet')}
          description={line.commented ? '' : t('review.notYetText')}
        />
        {back}
      </div>
    );
  }
  return (
    <div className="review-page" data-testid="review">
      <section className="detail-card review-line">
        <img src={imageUrl(line.image, MEDIA_HOST)} alt="" loading="lazy" />
        <div>
          <strong dir="auto">{line.title}</strong>
          {line.skuName && <span dir="auto">{line.skuName}</span>}
        </div>
      </section>
      <div className="form-card review-card">
        <ReviewForm orderId={orderId} line={line} />
      </div>
    </div>
  );
}
