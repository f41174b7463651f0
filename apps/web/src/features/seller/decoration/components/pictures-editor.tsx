import { useRef } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline, CloseOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { DECORATION_BANNERS_MAX, imageUrl } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { useUploadStorePicture } from '#web/features/seller/decoration/api/decoration';
import { moved } from '#web/features/seller/decoration/lib/draft';
import { PictureInput } from './picture-input';

interface Props {
  cover: string | null;
  banners: string[];
  disabled: boolean;
  error?: string | undefined;
  onCover: (cover: string | null) => void;
  onBanners: (banners: string[]) => void;
}

/** The top image and the carousel: upload, replace, remove, and the carousel's order. */
export function PicturesEditor({ cover, banners, disabled, error, onCover, onBanners }: Props) {
  const { t } = useTranslation('decoration');
  const upload = useUploadStorePicture();
  const coverInput = useRef<HTMLInputElement>(null);
  const bannerInput = useRef<HTMLInputElement>(null);
  const send = async (file: File, then: (url: string) => void) => {
    try {
      then((await upload.mutateAsync(file)).url);
    } catch {
      // The upload helper has shown the reason.
    }
  };
  const coverSrc = imageUrl(cover, MEDIA_HOST);

  return (
    <section className="decoration-card" aria-labelledby="decoration-pictures">
      <h2 id="decoration-pictures" className="decoration-card__title">
        {t('pictures.header')}
      </h2>
      <p className="decoration-label">{t('cover.label')}</p>
      <div
        className="decoration-cover"
        style={coverSrc ? { backgroundImage: `url("${coverSrc}")` } : undefined}
        data-testid="decoration-cover"
      >
        {!coverSrc && <span className="decoration-muted">{t('cover.none')}</span>}
      </div>
      <p className="decoration-hint">{t('cover.hint')}</p>
      <div className="decoration-actions">
        <Button
          size="small"
          shape="rounded"
          disabled={disabled || upload.isPending}
          onClick={() => coverInput.current?.click()}
          data-testid="decoration-cover-upload"
        >
          {cover ? t('cover.change') : t('cover.upload')}
        </Button>
        {cover && (
          <Button size="small" shape="rounded" fill="none" disabled={disabled} onClick={() => onCover(null)}>
            {t('remove')}
          </Button>
        )}
      </div>
      <PictureInput ref={coverInput} testId="decoration-cover-input" onPick={(f) => void send(f, onCover)} />

      <p className="decoration-label">
        {t('banners.label')}{' '}
        <span className="decoration-muted">
          {t('count', { n: banners.length, max: DECORATION_BANNERS_MAX })}
        </span>
      </p>
      <p className="decoration-hint">{t('banners.hint', { max: DECORATION_BANNERS_MAX })}</p>
      <div className="decoration-banners" data-testid="decoration-banners">
        {banners.map((url, i) => (
          <figure key={url + i} className="decoration-banner">
            <img src={imageUrl(url, MEDIA_HOST)} alt="" width={1080} height={420} />
            <div className="decoration-banner__tools">
              <button
                type="button"
                aria-label={t('move.earlier')}
                disabled={disabled || i === 0}
                onClick={() => onBanners(moved(banners, i, -1))}
              >
                <LeftOutline className="flip-rtl" />
              </button>
              <button
                type="button"
                aria-label={t('move.later')}
                disabled={disabled || i === banners.length - 1}
                onClick={() => onBanners(moved(banners, i, 1))}
              >
                <RightOutline className="flip-rtl" />
              </button>
              <button
                type="button"
                aria-label={t('remove')}
                disabled={disabled}
                onClick={() => onBanners(banners.filter((_, j) => j !== i))}
                data-testid={`decoration-banner-remove-${i}`}
              >
                <CloseOutline />
              </button>
            </div>
          </figure>
        ))}
        {banners.length < DECORATION_BANNERS_MAX && (
          <button
            type="button"
            className="decoration-banner decoration-banner--add"
            disabled={disabled || upload.isPending}
            onClick={() => bannerInput.current?.click()}
            data-testid="decoration-banner-add"
          >
            <AddOutline /> {upload.isPending ? t('uploading') : t('banners.add')}
          </button>
        )}
      </div>
      <PictureInput
        ref={bannerInput}
        testId="decoration-banner-input"
        onPick={(f) => void send(f, (url) => onBanners([...banners, url]))}
      />
      {error && <p className="decoration-error">{error}</p>}
    </section>
  );
}
