import { useRef } from 'react';
import { CheckOutline, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  STORE_BACKGROUND_COLORS,
  imageUrl,
  type StoreBackground,
  type StoreBackgroundColor,
} from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { useUploadStorePicture } from '#web/features/seller/decoration/api/decoration';
import { PictureInput } from './picture-input';

const COLORS = Object.keys(STORE_BACKGROUND_COLORS) as StoreBackgroundColor[];

/** The page's background: plain, a colour of the palette, or the seller's own picture. */
export function BackgroundPicker({
  value,
  disabled,
  error,
  onChange,
}: {
  value: StoreBackground | null;
  disabled: boolean;
  error?: string | undefined;
  onChange: (value: StoreBackground | null) => void;
}) {
  const { t } = useTranslation('decoration');
  const upload = useUploadStorePicture();
  const input = useRef<HTMLInputElement>(null);
  const picture = value?.kind === 'image' ? imageUrl(value.image, MEDIA_HOST) : undefined;
  const pick = async (file: File) => {
    try {
      onChange({ kind: 'image', image: (await upload.mutateAsync(file)).url });
    } catch {
      // The upload helper has shown the reason.
    }
  };
  const swatch = (key: string, label: string, active: boolean, style: object, onClick: () => void) => (
    <button
      key={key}
      type="button"
      className={active ? 'decoration-swatch is-active' : 'decoration-swatch'}
      aria-pressed={active}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      style={style}
      data-testid={`decoration-bg-${key}`}
    >
      {active && <CheckOutline />}
    </button>
  );

  return (
    <section className="decoration-card" aria-labelledby="decoration-background">
      <h2 id="decoration-background" className="decoration-card__title">
        {t('background.header')}
      </h2>
      <div className="decoration-swatches" role="group" aria-label={t('background.header')}>
        {swatch('none', t('background.none'), value === null, { background: '#fff' }, () => onChange(null))}
        {COLORS.map((c) =>
          swatch(
            c,
            t(`background.color.${c}`),
            value?.kind === 'color' && value.color === c,
            { background: STORE_BACKGROUND_COLORS[c] },
            () => onChange({ kind: 'color', color: c }),
          ),
        )}
        <button
          type="button"
          className={
            picture
              ? 'decoration-swatch decoration-swatch--picture is-active'
              : 'decoration-swatch decoration-swatch--picture'
          }
          aria-pressed={!!picture}
          aria-label={t('background.picture')}
          title={t('background.picture')}
          disabled={disabled || upload.isPending}
          onClick={() => input.current?.click()}
          style={picture ? { backgroundImage: `url("${picture}")` } : undefined}
          data-testid="decoration-bg-picture"
        >
          {picture ? <CheckOutline /> : <PictureOutline />}
        </button>
      </div>
      <p className="decoration-hint">
        {value === null
          ? t('background.none')
          : value.kind === 'color'
            ? t(`background.color.${value.color}`)
            : upload.isPending
              ? t('uploading')
              : t('background.picture')}
      </p>
      <PictureInput ref={input} testId="decoration-bg-input" onPick={(f) => void pick(f)} />
      {error && <p className="decoration-error">{error}</p>}
    </section>
  );
}
