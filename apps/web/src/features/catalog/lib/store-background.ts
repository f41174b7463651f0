import type { CSSProperties } from 'react';
import { STORE_BACKGROUND_COLORS, imageUrl, type StoreBackground } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';

/** A decorated store page's background (decision 43) as a style: the palette colour or the seller's picture. */
export function storeBackgroundStyle(background: StoreBackground | null): CSSProperties | undefined {
  if (!background) return undefined;
  if (background.kind === 'color') return { background: STORE_BACKGROUND_COLORS[background.color] };
  const src = imageUrl(background.image, MEDIA_HOST);
  return src
    ? {
        backgroundColor: '#f5f5f7',
        backgroundImage: `url("${src}")`,
        backgroundSize: '100% auto',
        backgroundRepeat: 'repeat-y',
      }
    : undefined;
}
